/**
 * What the results commands print: the content they read (streams and the results season:
 * runtime.ts, from content/ or from the build), the progress of a publication, its summary.
 * Messages are Arabic, like `npm run content:check`.
 */
import cliProgress from "cli-progress";
import { localLabel } from "./release.ts";
import type { PublishSummary } from "./publish.ts";

export { loadResultsContent } from "./runtime.ts";

/** A bar on a terminal; on a log (CI, a pipe), one plain line per tenth. */
export function progressReporter(total: number): { update: (done: number) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: "  {bar} {percentage}% | {value}/{total} صف | {duration_formatted}", hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let shown = 0;
  return {
    update: (done) => {
      const tenth = Math.floor((done / total) * 10);
      if (tenth > shown) {
        shown = tenth;
        console.log(`  ${tenth * 10}% (${done} من ${total} صف)`);
      }
    },
    stop: () => {},
  };
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * What a publication did. It names the folder: the site reads only its own RESULTS_DIR, and an
 * import into another (the variable not set for the command) succeeded where no student looks.
 */
export function printSummary(s: PublishSummary, timeZone: string, resultsDir: string): void {
  const seconds = s.ms / 1000;
  const p = s.pointer;
  console.log(
    [
      `نُشرت النتائج${p.sample ? " (بيانات تجريبية)" : ""}: ${p.rows} صف، ${s.files} ملف (${megabytes(s.bytes)} ميغابايت) ` +
        `في ${seconds.toFixed(1)} ث، ${Math.round(p.rows / seconds)} صف/ث (${s.workers} عمال، ${p.iterations} تكرار PBKDF2).`,
      `  النسخة: ${p.version}`,
      `  موعد الإعلان: ${localLabel(new Date(p.releaseAt), timeZone)} = ${p.releaseAt}`,
      `  الإغلاق: ${localLabel(new Date(p.closesAt), timeZone)} = ${p.closesAt}`,
      `  المجلد: ${resultsDir} — لن تظهر النتائج للطلبة ما لم يكن هذا هو المجلد الذي يحدده المتغير RESULTS_DIR في إعدادات الموقع.`,
    ].join("\n"),
  );
  if (s.lateSignal) console.log(`  وصلت إشارة ${s.lateSignal} أثناء تبديل النسخة، فأُكمل التبديل.`);
}
