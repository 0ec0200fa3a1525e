/**
 * `npm run bench:search`: what site search costs a visitor, measured on the file the browser loads
 * (`build/client/search-index.json`, and the English `build/client/en/search-index.json` with an
 * applicant's English queries; it needs a build): its size as sent (Brotli and gzip), the
 * time to load it into MiniSearch, and the time of each query of a set a visitor would type (as
 * typed letter by letter in the dialog: every prefix), with the slowest. Fails above the target of
 * 50 ms for a query. Not part of `npm test`: timings belong in figures, not in tests that flake.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { loadIndex, searchSite, QUICK_RESULTS_PER_KIND } from "#app/features/search/engine.ts";
import { readQuery } from "#app/features/search/query.ts";

const QUERY_LIMIT_MS = 50;
const ROUNDS = Number(process.env.ROUNDS || 20);
const QUERIES = [
  "تمريض",
  "للتمريض",
  "إدارة الأعمال",
  "الذكاء الاصطناعي",
  "تكنولوجيا المعلومت",
  "ITI101",
  "iti 101",
  "Nursing",
  "كيف أسجل في الجامعة",
  "المنح",
  "رسوم الساعة المعتمدة",
  "٢٠٢٥",
  "هندسة",
  "قانون",
  "صيدلة سريرية",
  "xyzzy",
];
/** What an applicant from abroad types on the English pages: names, typos, their own words (issue 53). */
const ENGLISH_QUERIES = [
  "nursing",
  "farmacy",
  "enginering",
  "scolarship",
  "addmission",
  "visa",
  "tuition fees",
  "dorm",
  "business administration",
  "iti 101",
  "xqzvbnm",
];

const dir = join(process.cwd(), "build", "client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeOf = (path: string) => (existsSync(path) ? kb(statSync(path).size) : "—");
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** One language's index file: its size, its load, and each query typed letter by letter; the slowest query. */
function bench(file: string, queries: readonly string[]): number {
  const json = readFileSync(file, "utf8");
  let started = performance.now();
  const index = loadIndex(json);
  const loadMs = performance.now() - started;
  const rows: { query: string; results: number; p50: number; max: number }[] = [];
  for (const query of queries) {
    // Every prefix, as the dialog searches while the visitor types.
    const prefixes = [...query].map((_, i) => query.slice(0, i + 1));
    const times: number[] = [];
    let results = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const prefix of prefixes) {
        const reading = readQuery(prefix);
        if (reading.kind === "empty") continue;
        started = performance.now();
        const answer = searchSite(index, reading.words, QUICK_RESULTS_PER_KIND);
        times.push(performance.now() - started);
        if (prefix === query) results = answer.total;
      }
    }
    times.sort((a, b) => a - b);
    rows.push({ query, results, p50: percentile(times, 0.5), max: times.at(-1)! });
  }
  console.log(
    `${file.slice(dir.length + 1)}: ${kb(json.length)} raw, ${sizeOf(`${file}.br`)} Brotli, ${sizeOf(`${file}.gz`)} gzip; ` +
      `${index.index.documentCount} documents, ${index.index.termCount} terms; loaded in ${loadMs.toFixed(0)} ms.`,
  );
  console.log(
    `Queries (every prefix as typed, ${ROUNDS} rounds; ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}):`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.query.padEnd(22)} ${String(r.results).padStart(4)} results  p50 ${r.p50.toFixed(2)} ms  max ${r.max.toFixed(2)} ms`,
    );
  }
  return Math.max(...rows.map((r) => r.max));
}

const file = join(dir, "search-index.json");
if (!existsSync(file)) {
  console.error(`${file} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const english = join(dir, "en", "search-index.json");
const slowests = [bench(file, QUERIES), ...(existsSync(english) ? [bench(english, ENGLISH_QUERIES)] : [])];
const slowest = Math.max(...slowests);
console.log(`Slowest query: ${slowest.toFixed(1)} ms (target ≤ ${QUERY_LIMIT_MS} ms).`);
if (slowest > QUERY_LIMIT_MS) process.exitCode = 1;
