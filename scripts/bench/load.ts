/**
 * `npm run bench:load`: requests per second, latency and the server's CPU time per request of the
 * production server on this machine, for a prerendered page, its payload, a filtered
 * (server-rendered) page, a 404, and results day: the pointer, one student's record, the
 * derivation alone (in this process, as the server runs it), and the no-JavaScript lookup (a POST
 * that runs the derivation on the server). The server runs as in production, in its own process
 * (`node server/index.js`, no NODE_ENV), on a free loopback port; autocannon drives it from this
 * one. The results are a sample set published by the project's own import into a temporary
 * RESULTS_DIR, at the import's own iteration count. The POST runs with the guess limit raised
 * (all the load comes from one address); then, at the default limit, the limiter's own answers.
 *
 * The lookups run with as many connections as the server takes lookups at once (LOOKUP_CONCURRENCY),
 * then with more, to show the rest turned away (503) rather than queued.
 *
 * "CPU/req" is the server process's CPU time (user + system, all its threads: the derivation runs
 * on libuv's pool) over the requests it answered: what one request costs the machine. The lookup's
 * cost beyond its derivation is that minus the derivation's CPU time measured here.
 * Bounded in time (DURATION seconds per target, default 10). Needs a build. Not part of `npm test`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "#scripts/start-server.ts";
import { LOOKUP_CONCURRENCY } from "#server/app.js";
import { deriveMaster, openRecord, recordPath } from "#app/features/results/record-crypto.ts";
import type { PublishedVersion } from "#app/features/results/published.ts";

const DURATION_S = Number(process.env.DURATION || 10);
const CONNECTIONS = 50;
/** A sample seat (README) and its date of birth, as the form sends them. */
const SEAT = { seat: "20270001", day: "14", month: "3", year: "2009" };
/** Clock ticks per second of /proc/{pid}/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

interface Target {
  label: string;
  path: string;
  status: number;
  method?: "GET" | "POST";
  body?: string;
}

/** Publishes the sample set into a temporary RESULTS_DIR with the project's own scripts. */
function publishSample(dir: string): PublishedVersion {
  const run = (script: string, args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", script, ...args], { stdio: ["ignore", "ignore", "inherit"] });
  const csv = join(dir, "sample.csv");
  run("scripts/results/sample.ts", ["--rows", "200", "--out", csv]);
  run("scripts/results/import.ts", [csv, "--release", "now", "--sample", "--results-dir", join(dir, "data")]);
  return JSON.parse(readFileSync(join(dir, "data", "current.json"), "utf8")) as PublishedVersion;
}

/** A process's CPU time so far (ms), all threads. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const row = (label: string, what: string, rps: number, p50: number, p99: number, cpu: number, extra = "") =>
  console.log(
    `  ${label.padEnd(22)} ${what.slice(0, 46).padEnd(46)} ${Math.round(rps).toString().padStart(6)} req/s` +
      `   p50 ${String(p50).padStart(4)} ms   p99 ${String(p99).padStart(4)} ms   CPU/req ${cpu.toFixed(2).padStart(5)} ms${extra}`,
  );

async function measure(
  origin: string,
  pid: number,
  { label, path, status, method = "GET", body }: Target,
  connections = CONNECTIONS,
) {
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({
    url: origin + path,
    connections,
    duration: DURATION_S,
    method,
    body,
    headers: {
      "accept-encoding": "br, gzip",
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
  });
  const cpu = (cpuMs(pid) - cpuBefore) / Math.max(1, r.requests.total);
  // Every answer should have the target's status: a 4xx target counts its 4xx as expected.
  const expected = status >= 400 ? r["4xx"] : r["2xx"];
  const unexpected = r.requests.total - expected + r.errors + r.timeouts;
  row(
    label,
    `${method} ${path}`,
    r.requests.average,
    r.latency.p50,
    r.latency.p99,
    cpu,
    `   not ${status}: ${unexpected}`,
  );
  return cpu;
}

/**
 * The lookup's cryptography alone, as the server runs it (WebCrypto, libuv's pool): the derivation,
 * the record's name, and opening the record; as many at a time as the server allows.
 */
async function measureDerivation(pointer: PublishedVersion, sealed: Uint8Array): Promise<number> {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const end = performance.now() + DURATION_S * 1000;
  const lane = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const master = await deriveMaster(SEAT.seat, "2009-03-14", pointer);
      if (!(await openRecord(master, await recordPath(master), sealed)))
        throw new Error("the sample record did not open");
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, lane));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuBefore);
  const cpu = (used.user + used.system) / 1000 / latencies.length;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  row(
    "derivation alone",
    `derive, name and open: ${pointer.iterations} it.`,
    latencies.length / seconds,
    at(0.5),
    at(0.99),
    cpu,
  );
  return cpu;
}

const dir = mkdtempSync(join(tmpdir(), "bench-load-"));
const pointer = publishSample(dir);
const record = `/results/${pointer.version}/${await recordPath(await deriveMaster(SEAT.seat, "2009-03-14", pointer))}`;
const lookup = new URLSearchParams(SEAT).toString();
const PAGES: Target[] = [
  { label: "prerendered page", path: "/colleges/it/iti", status: 200 },
  { label: "payload", path: "/colleges/it/iti.data", status: 200 },
  { label: "filtered render", path: "/publications?type=article&year=2024", status: 200 },
  { label: "404 render", path: "/colleges/nope", status: 404 },
  { label: "results pointer", path: "/results/current.json", status: 200 },
  { label: "result record", path: record, status: 200 },
];
const POST: Target = {
  label: "no-JS lookup (POST)",
  path: "/high-school-results",
  method: "POST",
  body: lookup,
  status: 200,
};
const env: NodeJS.ProcessEnv = { ...process.env, RESULTS_DIR: join(dir, "data") };
delete env.NODE_ENV;
try {
  // The limit raised: the load all comes from one address.
  const server = await startServer(process.cwd(), { ...env, RESULTS_RATE_LIMIT: "100000000" });
  try {
    console.log(
      `Production server in its own process; ${DURATION_S} s per target, ${CONNECTIONS} connections, ` +
        `Accept-Encoding "br, gzip" as browsers send it; ${availableParallelism()} cores, ` +
        `load average ${loadavg()[0].toFixed(1)} at start; results: ${pointer.rows} sample records, ` +
        `${pointer.iterations} PBKDF2 iterations.`,
    );
    for (const target of PAGES) await measure(server.origin, server.pid, target);
    // The lookups at the server's own cap on lookups in flight (every answer a lookup), then with
    // more connections than the cap (the rest turned away with 503 at once, never queued).
    const sealed = new Uint8Array(await (await fetch(server.origin + record)).arrayBuffer());
    const derivation = await measureDerivation(pointer, sealed);
    const post = await measure(server.origin, server.pid, POST, LOOKUP_CONCURRENCY);
    console.log(
      `  The lookup beyond its derivation: ${(post - derivation).toFixed(2)} ms of CPU per request ` +
        `(${post.toFixed(2)} − ${derivation.toFixed(2)}), ${LOOKUP_CONCURRENCY} connections (the cap on lookups in flight).`,
    );
    await measure(server.origin, server.pid, { ...POST, label: "lookups over the cap" });
  } finally {
    await server.stop();
  }
  // The default limit: past it, the limiter answers (429) without deriving anything.
  const limited = await startServer(process.cwd(), env);
  try {
    console.log("With the default limit (RESULTS_RATE_LIMIT unset), all from one address:");
    await measure(limited.origin, limited.pid, { ...POST, label: "limiter's answers", status: 429 });
  } finally {
    await limited.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
