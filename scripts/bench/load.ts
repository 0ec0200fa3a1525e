/**
 * `npm run bench:load`: requests per second and latency of the production server on this
 * machine, for a prerendered page, its payload, a filtered (server-rendered) page, a 404, and
 * results day: the pointer, one student's record file, and the no-JavaScript lookup (a POST that
 * runs the derivation on the server). The server runs as it does in production, in its own process
 * (`node server/index.js`, no NODE_ENV, so production mode), on a free loopback port; autocannon
 * drives it from this one. The results are a sample set published by the project's own import into
 * a temporary RESULTS_DIR. The POST path runs with the limiter raised (all the load comes from one
 * address); then, against the default limit, the limiter's own answers are shown apart.
 * Bounded in time (DURATION seconds per target, default 10). Needs a build. Not part of `npm test`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "../start-server";
import { deriveMaster, recordPath } from "../../app/features/results/record-crypto";
import type { PublishedVersion } from "../../app/features/results/published";

const DURATION_S = Number(process.env.DURATION || 10);
const CONNECTIONS = 50;
/** A sample seat (README) and its date of birth, as the form sends them. */
const SEAT = { seat: "20270001", day: "14", month: "3", year: "2009" };

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
  run("scripts/results/import.ts", [
    csv,
    "--release",
    "now",
    "--closes",
    "2100-01-01",
    "--sample",
    "--results-dir",
    join(dir, "data"),
  ]);
  return JSON.parse(readFileSync(join(dir, "data", "current.json"), "utf8")) as PublishedVersion;
}

async function measure(origin: string, { label, path, status, method = "GET", body }: Target) {
  const r = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method,
    body,
    headers: {
      "accept-encoding": "br, gzip",
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
  });
  // Every answer should have the target's status: a 4xx target counts its 4xx as expected.
  const expected = status >= 400 ? r["4xx"] : r["2xx"];
  const unexpected = r.requests.total - expected + r.errors + r.timeouts;
  console.log(
    `  ${label.padEnd(22)} ${(method + " " + path).slice(0, 46).padEnd(46)} ${Math.round(r.requests.average).toString().padStart(6)} req/s` +
      `   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms` +
      `   not ${status}: ${unexpected}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), "bench-load-"));
const pointer = publishSample(dir);
const record = `/results/${pointer.version}/${await recordPath(await deriveMaster(SEAT.seat, "2009-03-14", pointer))}`;
const lookup = new URLSearchParams(SEAT).toString();
const TARGETS: Target[] = [
  { label: "prerendered page", path: "/colleges/it/iti", status: 200 },
  { label: "payload", path: "/colleges/it/iti.data", status: 200 },
  { label: "filtered render", path: "/publications?type=article&year=2024", status: 200 },
  { label: "404 render", path: "/colleges/nope", status: 404 },
  { label: "results pointer", path: "/results/current.json", status: 200 },
  { label: "result record", path: record, status: 200 },
  { label: "no-JS lookup (POST)", path: "/high-school-results", method: "POST", body: lookup, status: 200 },
];
const env: NodeJS.ProcessEnv = { ...process.env, RESULTS_DIR: join(dir, "data") };
delete env.NODE_ENV;
try {
  // The limiter raised: the load all comes from one address.
  const server = await startServer(process.cwd(), { ...env, RESULTS_RATE_LIMIT: "100000000" });
  try {
    console.log(
      `Production server in its own process; ${DURATION_S} s per target, ${CONNECTIONS} connections, ` +
        `Accept-Encoding "br, gzip" as browsers send it; ${availableParallelism()} cores, ` +
        `load average ${loadavg()[0].toFixed(1)} at start; results: ${pointer.rows} sample records, ` +
        `${pointer.iterations} PBKDF2 iterations.`,
    );
    for (const target of TARGETS) await measure(server.origin, target);
  } finally {
    await server.stop();
  }
  // The default limit: past it, the limiter answers (429) without deriving anything.
  const limited = await startServer(process.cwd(), env);
  try {
    console.log("With the default limit (RESULTS_RATE_LIMIT unset), all from one address:");
    await measure(limited.origin, {
      label: "limiter's answers",
      path: "/high-school-results",
      method: "POST",
      body: lookup,
      status: 429,
    });
  } finally {
    await limited.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
