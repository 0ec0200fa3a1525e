/**
 * `npm run bench:results`: how long the release-day import takes on this machine. Writes an
 * invented 100,000-row export in a temporary folder, imports it there with the default PBKDF2
 * iterations (`npm run results:import` in its own process, as on the day, `--release now`), prints
 * the time and rows per second beside the cost of one derivation, then removes everything. The
 * import runs before the release moment, so it has 5 minutes (issue 27), not the minute it had
 * when a release-day import was the plan.
 * ROWS and ITERATIONS (environment) change the size and the count, to choose the default.
 * Not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { deriveMaster, toBase64Url } from "#app/features/results/record-crypto.ts";
import { DEFAULT_ITERATIONS } from "#scripts/results/publish.ts";
import { loadResultsContent } from "#scripts/results/report.ts";
import { PROJECT_ROOT } from "#scripts/results/results-dir.ts";
import { sampleCsv, sampleRows } from "#scripts/results/sample-data.ts";

const ROWS = Number(process.env.ROWS || 100_000);
const ITERATIONS = Number(process.env.ITERATIONS || DEFAULT_ITERATIONS);
const LIMIT_S = 300;

/** One deriveMaster at a time on this thread, in ms: what a row costs the import, and a lookup a browser. */
async function derivationMs(iterations: number, count = 200): Promise<number> {
  const params = { salt: toBase64Url(new Uint8Array(16).fill(7)), iterations };
  await deriveMaster("20270001", "2009-03-14", params); // warm-up
  const started = performance.now();
  for (let i = 0; i < count; i++) await deriveMaster(String(20270001 + i), "2009-03-14", params);
  return (performance.now() - started) / count;
}

const dir = mkdtempSync(join(tmpdir(), "bench-results-"));
// Ctrl+C reaches the import too (it cleans up after itself); the temporary folder goes as well.
process.on("SIGINT", () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(130);
});
try {
  const file = join(dir, "results.csv");
  writeFileSync(file, sampleCsv(sampleRows(ROWS), loadResultsContent().streams));
  const perRow = await derivationMs(ITERATIONS);
  // WebCrypto's own cost per call (key import, a trip to the thread pool), apart from the iterations.
  const perCall = await derivationMs(1);
  const perIterationUs = ((perRow - perCall) * 1000) / Math.max(1, ITERATIONS - 1);
  const load = loadavg()[0];
  console.log(
    `${ROWS} rows, ${ITERATIONS} PBKDF2-SHA-256 iterations; ${availableParallelism()} cores, load average ${load.toFixed(1)}.\n` +
      `One deriveMaster: ${perRow.toFixed(3)} ms = ${perCall.toFixed(3)} ms per call + ${perIterationUs.toFixed(3)} µs per iteration; ` +
      `derivations alone on ${availableParallelism()} cores: ${((ROWS * perRow) / availableParallelism() / 1000).toFixed(1)} s.`,
  );

  const started = performance.now();
  // Through bash, whose `times` gives the CPU time the import used (its threads included, on
  // descriptor 3): unlike the wall clock, it hardly changes with other work on the machine.
  const run = spawnSync(
    "bash",
    [
      "-c",
      '"$@"; status=$?; times >&3; exit $status',
      "bash",
      process.execPath,
      "--import",
      "tsx",
      "scripts/results/import.ts",
      file,
      "--release",
      "now",
      "--iterations",
      String(ITERATIONS),
      "--results-dir",
      join(dir, "results"),
    ],
    { cwd: PROJECT_ROOT, stdio: ["ignore", "inherit", "inherit", "pipe"] },
  );
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`the import failed (exit ${run.status ?? run.signal})`);
  // `times`: the shell's user and system time, then its children's ("0m12.345s 0m1.234s").
  const children =
    String(run.output[3] ?? "")
      .trim()
      .split("\n")
      .at(-1) ?? "";
  const cpuSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (t, m) => t + Number(m[1]) * 60 + Number(m[2]),
    0,
  );
  const cores = availableParallelism();
  console.log(
    `Import, whole command: ${seconds.toFixed(1)} s, ${Math.round(ROWS / seconds)} rows/s ` +
      `(${seconds <= LIMIT_S ? "within" : "OVER"} the ${LIMIT_S} s limit); load average ${loadavg()[0].toFixed(1)} at the end.\n` +
      `CPU time of the import: ${cpuSeconds.toFixed(1)} s (${((cpuSeconds * 1000) / ROWS).toFixed(2)} ms a row), ` +
      `${(cpuSeconds / cores).toFixed(1)} s spread over ${cores} cores: about the whole command's time on a quiet machine.`,
  );
  if (seconds > LIMIT_S) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
