/**
 * `npm run bench:derivation`: what one results lookup's slow step (PBKDF2-SHA-256, record-crypto's
 * deriveMaster) costs, to choose DEFAULT_ITERATIONS (scripts/results/publish.ts):
 *
 * - in Node (WebCrypto, as the import and the server's no-JavaScript lookup run it), at several
 *   counts: one call at a time (the latency a lookup waits), and many at once with every core busy
 *   (derivations per second, what the server's thread pool can give);
 * - in the system Chromium (CHROME_PATH), at the chosen count: crypto.subtle.deriveBits in a page
 *   served from 127.0.0.1 (a secure context: about:blank is not), the median of 20, unthrottled
 *   (DevTools' CPU throttling does not slow WebCrypto, which runs natively), and the estimate for a
 *   low-end phone, 5× this machine (decision 011).
 *
 * COUNTS (environment, comma-separated) changes the Node counts, ROUNDS their rounds (the best
 * is kept), ITERATIONS the browser's count. Takes a minute or two. Not part of `npm test`.
 */
import { createServer } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { deriveMaster, toBase64Url } from "#app/features/results/record-crypto.ts";
import { DEFAULT_ITERATIONS } from "#scripts/results/publish.ts";
import { CHROMIUM_ARGS, requireChromium } from "#tests/chromium.ts";
import { median } from "#scripts/bench/stats.ts";

/** The counts measured in Node: a range around the default, and the default itself. */
const COUNTS = [
  ...new Set([...(process.env.COUNTS || "1000,5000,10000,15000,20000").split(",").map(Number), DEFAULT_ITERATIONS]),
].sort((a, b) => a - b);
const BROWSER_ITERATIONS = Number(process.env.ITERATIONS || DEFAULT_ITERATIONS);
/** A cheap phone's core against this machine's, for PBKDF2 (decision 011). */
const PHONE_FACTOR = 5;
/** The browser's runs, as the brief of the measurement says: the median of 20. */
const BROWSER_RUNS = 20;
/** Rounds of the Node measurements (ROUNDS in the environment). */
const ROUNDS = Number(process.env.ROUNDS || 3);

const params = (iterations: number) => ({ salt: toBase64Url(new Uint8Array(16).fill(7)), iterations });
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Process CPU time (every thread: the thread pool's included) since `from`, in ms. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

interface Figure {
  /** Wall-clock ms (one at a time: the median) or derivations per second (all at once). */
  value: number;
  /** CPU ms per derivation: what other work on the machine barely changes. */
  cpu: number;
}

/** One deriveMaster at a time: the median of `runs` (ms). */
async function latency(iterations: number, runs: number): Promise<Figure> {
  await deriveMaster("20270000", "2009-03-14", params(iterations)); // warm-up
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await deriveMaster(String(20270001 + i), "2009-03-14", params(iterations));
    times.push(performance.now() - started);
  }
  return { value: median(times), cpu: cpuMs(cpu) / runs };
}

/** `total` derivations, `inFlight` at once (the thread pool on every core): derivations per second. */
async function throughput(iterations: number, total: number, inFlight = 16): Promise<Figure> {
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const lane = async () => {
    while (next < total) await deriveMaster(String(20270001 + next++), "2009-03-14", params(iterations));
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { value: total / ((performance.now() - started) / 1000), cpu: cpuMs(cpu) / total };
}

/** The browser's page: nothing but a secure origin for crypto.subtle. */
function serve(): Promise<{ origin: string; close: () => void }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>derivation</title>");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

/** PBKDF2-SHA-256 deriveBits in Chromium, as the page derives: each run's time (ms). */
async function browserTimes(iterations: number): Promise<{ times: number[]; version: string }> {
  const site = await serve();
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(site.origin);
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const times = (await page.evaluate(`(async () => {
      if (!isSecureContext || !crypto.subtle) throw new Error("crypto.subtle is not available on this page");
      const salt = new Uint8Array(16).fill(7);
      const derive = async (seat) => {
        const password = new TextEncoder().encode(seat + "\\u001f2009-03-14");
        const key = await crypto.subtle.importKey("raw", password, "PBKDF2", false, ["deriveBits"]);
        return crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: ${iterations} }, key, 256);
      };
      await derive("20270000"); // warm-up
      const out = [];
      for (let i = 0; i < ${BROWSER_RUNS}; i++) {
        const started = performance.now();
        await derive(String(20270001 + i));
        out.push(performance.now() - started);
      }
      return out;
    })()`)) as number[];
    return { times, version: browser.version() };
  } finally {
    await browser.close();
    site.close();
  }
}

const cores = availableParallelism();
console.log(`${cores} cores; load average ${load()} (1, 5, 15 min) at the start.`);
// Each count measured ROUNDS times, the rounds interleaved; the best round is kept: other work on
// the machine only ever slows a round down.
const best = { latency: new Map<number, Figure>(), rate: new Map<number, Figure>() };
for (let round = 0; round < ROUNDS; round++)
  for (const count of COUNTS) {
    const one = await latency(count, count <= 5000 ? 100 : 40);
    const all = await throughput(count, Math.max(100, Math.round(4_000_000 / count)));
    const l = best.latency.get(count);
    const r = best.rate.get(count);
    best.latency.set(count, {
      value: Math.min(one.value, l?.value ?? Infinity),
      cpu: Math.min(one.cpu, l?.cpu ?? Infinity),
    });
    best.rate.set(count, { value: Math.max(all.value, r?.value ?? 0), cpu: Math.min(all.cpu, r?.cpu ?? Infinity) });
  }
console.log(`Node (WebCrypto), deriveMaster, the best of ${ROUNDS} rounds (wall clock; CPU time per derivation):`);
console.log(
  "  iterations | one at a time: median (CPU) | every core busy, 16 in flight: rate = a core's ms each (CPU)",
);
for (const count of COUNTS) {
  const one = best.latency.get(count)!;
  const all = best.rate.get(count)!;
  console.log(
    `  ${String(count).padStart(10)} | ${one.value.toFixed(2).padStart(8)} ms (${one.cpu.toFixed(2)} ms) | ` +
      `${all.value.toFixed(0).padStart(6)} per second = ${((cores * 1000) / all.value).toFixed(2)} ms (${all.cpu.toFixed(2)} ms)`,
  );
}
// The cost per call and per iteration: a straight line through the first and last counts.
const [lo, hi] = [COUNTS[0], COUNTS.at(-1)!].map((c) => best.latency.get(c)!.cpu);
const perIteration = (hi - lo) / (COUNTS.at(-1)! - COUNTS[0]);
console.log(
  `  CPU per derivation ≈ ${(lo - perIteration * COUNTS[0]).toFixed(2)} ms per call + ${(perIteration * 1000).toFixed(3)} µs per iteration; ` +
    `load average ${load()} after Node.`,
);

const { times, version } = await browserTimes(BROWSER_ITERATIONS);
const browserMedian = median(times);
console.log(
  `Chromium ${version}, crypto.subtle PBKDF2-SHA-256 deriveBits at ${BROWSER_ITERATIONS} iterations: ` +
    `median of ${times.length} ${browserMedian.toFixed(2)} ms (${Math.min(...times).toFixed(2)}–${Math.max(...times).toFixed(2)} ms).\n` +
    `A low-end phone (${PHONE_FACTOR}× this machine, decision 011): about ${(browserMedian * PHONE_FACTOR).toFixed(0)} ms ` +
    `(the page allows 300 ms). Load average ${load()} at the end.`,
);
