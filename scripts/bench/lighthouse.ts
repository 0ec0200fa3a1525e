/**
 * `npm run bench:lighthouse`: Lighthouse 13, mobile, on every page type against the production
 * server (its own process, loopback, the sample results set published in a temporary folder), with
 * scripts and with them blocked, run by turns. Prints one table of medians per CPU multiplier:
 * performance, FCP, LCP, the moment the splash is gone (its `splash:gone` mark; LCP can ignore what
 * covers the page), CLS, TBT with its spread over the runs, what the scripts add to TBT (on −
 * blocked, in the same table), the page's element count, and the bytes fetched by type.
 *
 * A benchmark that prints, not a test: these machines are noisy. Needs a build and the system
 * Chromium (CHROME_PATH). RUNS (default 5), CPU_SLOWDOWN (default "4,8"), THROTTLING (simulate,
 * devtools or both; default simulate) and PAGES (a comma-separated list of paths) narrow a run.
 *
 * Lighthouse's CPU slowdown is relative to the machine: its default 4× is meant for a high-end
 * desktop (benchmark index 1,500–2,000) and models a mid-range phone; 8× models the low-end phone
 * many of our students hold (issue 33). Each table ends with the machine's benchmark index, so
 * figures from different machines can be read side by side: read a table only when the index is
 * above 2,000 and `/help`'s blocked TBT at 4× under 30 ms (a quiet machine). Devtools throttling
 * (THROTTLING=both) applies the slowdown for real, so the splash's animation counts.
 *
 * REFERENCE_INDEX (such as 2000) calibrates the slowdown for a slower or busier machine, as
 * Lighthouse's own throttling notes advise: each run's multiplier becomes CPU_SLOWDOWN × this
 * machine's index (the median of its last three runs, three probes of `/help` to begin with) ÷
 * REFERENCE_INDEX, so «8×» means what 8× does on a machine of that index. The multiplier each row
 * used is printed beside it; blocked TBT stays the check that the calibration holds.
 *
 * AGAINST (an origin, such as http://127.0.0.1:4391) measures another build beside this one: the
 * same paths on that server, with scripts on, in the same turns (this build blocked, this build on,
 * the other build on), so a busy machine weighs on both builds alike. The other build's rows say
 * «other» in the build column. Start the other build's server first, from its checkout, with the
 * sample results published as this build's bench server publishes them:
 * `RESULTS_DIR=/tmp/other-results npm run results:sample -- --publish-if-empty`, then
 * `RESULTS_DIR=/tmp/other-results HOST=127.0.0.1 PORT=4391 npm run serve`.
 */
import { availableParallelism, loadavg } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as LIGHTHOUSE_THROTTLING } from "lighthouse/core/config/constants.js";
import { startBenchServer } from "#scripts/bench/bench-server.ts";
import { CHROMIUM_ARGS, requireChromium } from "#tests/chromium.ts";
import { SPLASH_GONE_MARK } from "#app/shell/constants.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { median, spread } from "#scripts/bench/stats.ts";

const RUNS = Number(process.env.RUNS || 5);
const THROTTLING = (process.env.THROTTLING || "simulate") as "simulate" | "devtools" | "both";
/** Lighthouse's CPU multipliers, one table each: its default 4× (a mid-range phone) and 8× (a low-end one). */
const CPU_SLOWDOWNS = (process.env.CPU_SLOWDOWN || "4,8").split(",").map(Number);
if (!CPU_SLOWDOWNS.every((x) => x > 0))
  throw new Error(
    `CPU_SLOWDOWN must be positive numbers separated by commas (CPU multipliers such as 4,8), not "${process.env.CPU_SLOWDOWN}".`,
  );
/** The benchmark index the slowdown is made relative to, if any (see above). */
const REFERENCE_INDEX = process.env.REFERENCE_INDEX ? Number(process.env.REFERENCE_INDEX) : undefined;
if (REFERENCE_INDEX !== undefined && !(REFERENCE_INDEX > 0))
  throw new Error(
    `REFERENCE_INDEX must be a positive benchmark index (such as 2000), not "${process.env.REFERENCE_INDEX}".`,
  );
/** This machine's benchmark index in the runs so far, newest last: what the calibration reads. */
const recentIndexes: number[] = [];
/** The multiplier a run uses for a nominal slowdown: itself, or calibrated to REFERENCE_INDEX. */
function runSlowdown(nominal: number): number {
  if (REFERENCE_INDEX === undefined || !recentIndexes.length) return nominal;
  return Math.max(1, (nominal * median(recentIndexes.slice(-3))) / REFERENCE_INDEX);
}
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
/** Another build's server, measured in the same turns (see above). */
const AGAINST = process.env.AGAINST ? originOf(process.env.AGAINST) : undefined;
function originOf(address: string): string {
  if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol))
    throw new Error(
      `AGAINST must be the address of another build's server (such as http://127.0.0.1:4391), not "${address}".`,
    );
  return new URL(address).origin;
}

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
  /** Elements in the page when Lighthouse read it. */
  dom: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU multiplier the run used (the nominal one unless calibrated). */
  cpuSlowdown: number;
  /** Bytes fetched, by resource type (script, font, stylesheet, document, image, other). */
  bytes: Record<string, number>;
}

async function measure(
  url: string,
  method: "simulate" | "devtools",
  cpuSlowdown: number,
  scripts: boolean,
): Promise<Figures | undefined> {
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: method,
      throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown },
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
      dom: value("dom-size-insight"),
      benchmarkIndex: result!.lhr.environment.benchmarkIndex,
      cpuSlowdown,
      bytes: Object.fromEntries(summary.map((s) => [s.resourceType, s.transferSize])),
    };
  } finally {
    chrome.kill();
  }
}

const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? "—" : (ms / 1000).toFixed(2));
const ms = (x: number) => (Number.isNaN(x) ? "—" : `${Math.round(x)}`);
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
    dom: pick("dom"),
    benchmarkIndex: pick("benchmarkIndex"),
    cpuSlowdown: pick("cpuSlowdown"),
    bytes: Object.fromEntries(Object.values(BYTE_COLUMNS).map((t) => [t, median(runs.map((r) => r.bytes[t] ?? 0))])),
  };
}

interface Row {
  path: string;
  /** This build, or the one at AGAINST. */
  build: "this" | "other";
  scripts: boolean;
  f: Figures;
  /** TBT's lowest and highest run. */
  tbtSpread: string;
  /** On the scripts-on row: its TBT minus the blocked row's (what the scripts add). */
  scriptsAdd?: number;
}
/** A column of the table: its heading, width and cell. */
type Column = [label: string, width: number, cell: (row: Row) => string];
/** The table, so the headings and the rows cannot drift; the build column only beside another build. */
const BUILD_COLUMN: Column = ["build", 5, (r) => r.build];
const COLUMNS: Column[] = [
  ["page", 22, (r) => decodeURIComponent(r.path).slice(0, 22)],
  ...(AGAINST ? [BUILD_COLUMN] : []),
  ["scripts", 7, (r) => (r.scripts ? "on" : "blocked")],
  ["CPU×", 4, (r) => r.f.cpuSlowdown.toFixed(1)],
  ["perf", 4, (r) => String(r.f.performance)],
  ["a11y", 4, (r) => String(r.f.accessibility)],
  ["bp", 3, (r) => String(r.f.bestPractices)],
  ["seo", 3, (r) => String(r.f.seo)],
  ["FCP", 5, (r) => s(r.f.fcp)],
  ["LCP", 5, (r) => s(r.f.lcp)],
  ["splash", 6, (r) => s(r.f.splashGone)],
  ["CLS", 6, (r) => (Number.isNaN(r.f.cls) ? "—" : r.f.cls.toFixed(3))],
  ["TBT", 5, (r) => ms(r.f.tbt)],
  ["spread", 9, (r) => r.tbtSpread],
  ["+JS", 4, (r) => (r.scriptsAdd === undefined ? "" : ms(r.scriptsAdd))],
  ["DOM", 5, (r) => ms(r.f.dom)],
  ...Object.entries(BYTE_COLUMNS).map(([label, type]): Column => [label, 5, (r) => kb(r.f.bytes[type])]),
];
const pad = (text: string, width: number, start: boolean) => (start ? text.padEnd(width) : text.padStart(width));

const server = await startBenchServer();
const methods = THROTTLING === "both" ? (["simulate", "devtools"] as const) : ([THROTTLING] as const);

/** One row's figures: the median of its runs, the spread of their TBT. */
function medianRow(path: string, scripts: boolean, runs: Figures[], build: Row["build"] = "this"): Row {
  // Every run failing is no figure but a fault (the server gone, say): stop rather than print NaN.
  if (!runs.length)
    throw new Error(
      `Every run of ${path} (${build === "this" ? "this" : "the other"} build) failed; see the warnings above.`,
    );
  const tbts = runs.map((r) => r.tbt).filter((x) => !Number.isNaN(x));
  return { path, build, scripts, f: medianFigures(runs), tbtSpread: tbts.length ? spread(tbts) : "—" };
}

/**
 * One page's rows: scripts blocked and on, and, with AGAINST, the other build's row with scripts on. Their
 * runs take turns (blocked, on, other, blocked, …), so a busy spell of the machine falls on every
 * row alike and what the scripts add, or what the other build does differently, stays readable.
 */
async function rows(path: string, method: "simulate" | "devtools", cpuSlowdown: number) {
  const runs = { blocked: [] as Figures[], on: [] as Figures[], other: [] as Figures[] };
  const turns: { key: keyof typeof runs; origin: string; scripts: boolean }[] = [
    { key: "blocked", origin: server.origin, scripts: false },
    { key: "on", origin: server.origin, scripts: true },
    ...(AGAINST ? [{ key: "other" as const, origin: AGAINST, scripts: true }] : []),
  ];
  for (let i = 0; i < RUNS; i++) {
    for (const turn of turns) {
      const figures = await measure(turn.origin + path, method, runSlowdown(cpuSlowdown), turn.scripts);
      if (figures) runs[turn.key].push(figures);
      if (figures) recentIndexes.push(figures.benchmarkIndex);
    }
  }
  const on = medianRow(path, true, runs.on);
  const blocked = medianRow(path, false, runs.blocked);
  on.scriptsAdd = on.f.tbt - blocked.f.tbt;
  const other = AGAINST ? medianRow(path, true, runs.other, "other") : undefined;
  return { on, blocked, other, indexes: [...runs.blocked, ...runs.on, ...runs.other].map((r) => r.benchmarkIndex) };
}

const printRow = (r: Row) =>
  console.log(COLUMNS.map(([label, width, cell]) => pad(cell(r), width, label === "page")).join(" "));
const range = (xs: number[]) => `median ${Math.round(median(xs))} (${spread(xs)}) over ${xs.length} runs`;

try {
  console.log(
    `Lighthouse mobile, median of ${RUNS} runs; ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at start.`,
  );
  console.log("Times in seconds, TBT in ms with its lowest and highest run, +JS = TBT with scripts minus TBT without;");
  console.log("DOM = elements; bytes in KB as transferred; splash = when the splash is gone (first visit).");
  if (AGAINST) console.log(`Build «other»: the server at ${AGAINST}, with scripts on, in the same turns.`);
  const allIndexes: number[] = [];
  if (REFERENCE_INDEX !== undefined) {
    for (let i = 0; i < 3; i++) {
      const probe = await measure(`${server.origin}/help`, "simulate", 1, false);
      if (probe) recentIndexes.push(probe.benchmarkIndex);
    }
    console.log(
      `Calibrated to a machine of benchmark index ${REFERENCE_INDEX}: this one's ${range(recentIndexes)} to begin with.`,
    );
  }
  for (const method of methods) {
    for (const cpuSlowdown of CPU_SLOWDOWNS) {
      const calibrated = REFERENCE_INDEX === undefined ? "" : ` on a machine of index ${REFERENCE_INDEX}`;
      console.log(`\nThrottling: ${method}, CPU slowdown ${cpuSlowdown}×${calibrated} (Lighthouse's default is 4×)`);
      console.log(COLUMNS.map(([label, width]) => pad(label, width, label === "page")).join(" "));
      const indexes: number[] = [];
      for (const path of PAGES) {
        const page = await rows(path, method, cpuSlowdown);
        printRow(page.on);
        printRow(page.blocked);
        if (page.other) printRow(page.other);
        indexes.push(...page.indexes);
      }
      console.log(`Benchmark index: ${range(indexes)}.`);
      allIndexes.push(...indexes);
    }
  }
  if (methods.length * CPU_SLOWDOWNS.length > 1)
    console.log(`\nBenchmark index over all tables: ${range(allIndexes)}.`);
  if (median(allIndexes) < 2000 && REFERENCE_INDEX === undefined)
    console.log("The index is under 2,000: the machine is busy or slow; read these figures as a busy machine's.");
} finally {
  await server.stop();
}
