/**
 * `npm run bench:lighthouse`: Lighthouse 12, mobile, on every page type against the production
 * server (its own process, loopback, the sample results set published in a temporary folder), with
 * scripts and with them blocked, under the default simulated throttling and under devtools
 * throttling (applied, so the splash's real animation counts). Prints one table of medians:
 * performance, FCP, LCP, the moment the splash is gone (its `splash:gone` mark; LCP can ignore
 * what covers the page), CLS, TBT, and the bytes fetched by type.
 *
 * A benchmark that prints, not a test: these machines are noisy. Needs a build and the system
 * Chromium (CHROME_PATH). RUNS (default 3), THROTTLING (simulate, devtools or both) and PAGES (a
 * comma-separated list of paths) narrow a run.
 *
 * Lighthouse's CPU slowdown is relative to the machine: its default 4× is meant for a high-end
 * desktop (benchmark index 1,500–2,000), and on a slower one it models a slower phone. The table
 * ends with the machine's benchmark index, so figures from different machines can be read side by
 * side; CPU_SLOWDOWN=N runs the same table at another multiplier (Lighthouse's docs suggest 2× on a
 * low-end desktop, index 1,000–1,500). The default stays the figure the issues are judged by.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as LIGHTHOUSE_THROTTLING } from "lighthouse/core/config/constants.js";
import { startServer } from "#scripts/start-server.ts";
import { CHROMIUM_ARGS, requireChromium } from "#tests/chromium.ts";
import { SPLASH_GONE_MARK } from "#app/shell/constants.ts";
import { inLocale } from "#app/i18n/locales.ts";

const RUNS = Number(process.env.RUNS || 3);
const THROTTLING = (process.env.THROTTLING || "both") as "simulate" | "devtools" | "both";
/** Lighthouse's CPU multiplier; undefined keeps its default (4). */
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN > 0))
  throw new Error(
    `CPU_SLOWDOWN must be a positive number (a CPU multiplier such as 2), not "${process.env.CPU_SLOWDOWN}".`,
  );
/** One page of each type, indexable first; search results and the 404 last; in Arabic, then in English. */
const PAGE_TYPES = [
  "/",
  "/colleges",
  "/colleges/it",
  "/colleges/mhs/bnur",
  "/colleges/dent",
  "/admission-keys",
  "/high-school-results",
  "/publications",
  "/help",
  "/programs",
];
const DEFAULT_PAGES = [
  ...PAGE_TYPES,
  `/search?q=${encodeURIComponent("تمريض")}`,
  "/no-such-page",
  ...PAGE_TYPES.map((path) => inLocale(path, "en")),
  inLocale("/search?q=nursing", "en"),
  inLocale("/no-such-page", "en"),
];
const PAGES = process.env.PAGES ? process.env.PAGES.split(",") : DEFAULT_PAGES;

const chromePath = requireChromium();
/** Lighthouse's mobile preset (slow 4G, 4× CPU), which CPU_SLOWDOWN changes only in its multiplier. */
const DEFAULT_THROTTLING = LIGHTHOUSE_THROTTLING.mobileSlow4G;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  splashGone: number | undefined;
  cls: number;
  tbt: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Bytes fetched, by resource type (script, font, stylesheet, document, image, other). */
  bytes: Record<string, number>;
}

async function measure(url: string, method: "simulate" | "devtools", scripts: boolean): Promise<Figures | undefined> {
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: method,
      ...(CPU_SLOWDOWN ? { throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
      blockedUrlPatterns: scripts ? [] : ["*.js"],
      // The 404 page is a page too: measured, not refused for its status.
      ignoreStatusCode: true,
    });
    // A run Lighthouse could not complete is reported and left out of the medians.
    if (result!.lhr.runtimeError) {
      console.warn(`  (a run of ${url} failed: ${result!.lhr.runtimeError.message})`);
      return undefined;
    }
    const { audits, categories } = result!.lhr;
    const marks =
      (audits["user-timings"].details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
    const summary =
      (audits["resource-summary"].details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
        ?.items ?? [];
    // An audit Lighthouse could not compute (an error in a run) is NaN, left out of the median.
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      splashGone: marks.find((m) => m.name === SPLASH_GONE_MARK)?.startTime,
      cls: value("cumulative-layout-shift"),
      tbt: value("total-blocking-time"),
      benchmarkIndex: result!.lhr.environment.benchmarkIndex,
      bytes: Object.fromEntries(summary.map((s) => [s.resourceType, s.transferSize])),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of the runs that gave a figure (NaN when none did). */
const median = (xs: number[]) => {
  const known = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : Number.NaN;
};
const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? "—" : (ms / 1000).toFixed(2));
const kb = (bytes: number | undefined) => (bytes === undefined ? "—" : (bytes / 1024).toFixed(0));

/** The byte columns: heading → Lighthouse's resource type. */
const BYTE_COLUMNS = { doc: "document", js: "script", css: "stylesheet", font: "font", img: "image", total: "total" };

function medianFigures(runs: Figures[]): Figures {
  const pick = (k: Exclude<keyof Figures, "bytes" | "splashGone">) => median(runs.map((r) => r[k]));
  const gone = runs.map((r) => r.splashGone).filter((x): x is number => x !== undefined);
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    splashGone: gone.length ? median(gone) : undefined,
    cls: pick("cls"),
    tbt: pick("tbt"),
    benchmarkIndex: pick("benchmarkIndex"),
    bytes: Object.fromEntries(Object.values(BYTE_COLUMNS).map((t) => [t, median(runs.map((r) => r.bytes[t] ?? 0))])),
  };
}

interface Row {
  path: string;
  scripts: boolean;
  f: Figures;
}
/** The table: each column's heading, width and cell, so the headings and the rows cannot drift. */
const COLUMNS: [label: string, width: number, cell: (row: Row) => string][] = [
  ["page", 22, (r) => decodeURIComponent(r.path).slice(0, 22)],
  ["scripts", 7, (r) => (r.scripts ? "on" : "blocked")],
  ["perf", 4, (r) => String(r.f.performance)],
  ["a11y", 4, (r) => String(r.f.accessibility)],
  ["bp", 3, (r) => String(r.f.bestPractices)],
  ["seo", 3, (r) => String(r.f.seo)],
  ["FCP", 5, (r) => s(r.f.fcp)],
  ["LCP", 5, (r) => s(r.f.lcp)],
  ["splash", 6, (r) => s(r.f.splashGone)],
  ["CLS", 6, (r) => (Number.isNaN(r.f.cls) ? "—" : r.f.cls.toFixed(3))],
  ["TBT", 5, (r) => (Number.isNaN(r.f.tbt) ? "—" : `${Math.round(r.f.tbt)}`)],
  ...Object.entries(BYTE_COLUMNS).map(([label, type]): [string, number, (row: Row) => string] => [
    label,
    5,
    (r) => kb(r.f.bytes[type]),
  ]),
];
const pad = (text: string, width: number, start: boolean) => (start ? text.padEnd(width) : text.padStart(width));

// The sample results set, published by the project's own script into a temporary folder, so the
// results page and the banner behave as on a live site.
const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
const env: NodeJS.ProcessEnv = { ...process.env, RESULTS_DIR: join(dir, "data") };
delete env.NODE_ENV;
execFileSync(process.execPath, ["--import", "tsx", "scripts/results/sample.ts", "--publish-if-empty"], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const server = await startServer(process.cwd(), env);
const methods = THROTTLING === "both" ? (["simulate", "devtools"] as const) : ([THROTTLING] as const);
try {
  console.log(
    `Lighthouse mobile, median of ${RUNS} runs; ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at start.`,
  );
  console.log("Times in seconds, bytes in KB as transferred; splash = when the splash is gone (first visit).");
  console.log(
    `CPU slowdown: ${CPU_SLOWDOWN ?? DEFAULT_THROTTLING.cpuSlowdownMultiplier}× (Lighthouse's default is 4×).`,
  );
  const indexes: number[] = [];
  for (const method of methods) {
    console.log(`\nThrottling: ${method}`);
    console.log(COLUMNS.map(([label, width]) => pad(label, width, label === "page")).join(" "));
    for (const path of PAGES) {
      for (const scripts of [true, false]) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const figures = await measure(server.origin + path, method, scripts);
          if (figures) runs.push(figures);
        }
        const row = { path, scripts, f: medianFigures(runs) };
        indexes.push(...runs.map((r) => r.benchmarkIndex));
        console.log(COLUMNS.map(([label, width, cell]) => pad(cell(row), width, label === "page")).join(" "));
      }
    }
  }
  console.log(
    `\nBenchmark index: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}) over ${indexes.length} runs.`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
