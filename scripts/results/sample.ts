/**
 * `npm run results:sample -- [--rows N] [--out FILE]`: writes invented results as a CSV file (to
 * standard output without --out), to try the import with.
 *
 * `npm run results:sample -- --publish-if-empty [--results-dir DIR]` (run by `npm start`): when
 * nothing is published yet, publishes 200 invented rows marked `sample: true`, open from a minute
 * ago for a year, so a fresh site has a lookup to try; published results are left alone.
 */
import { writeFileSync } from "node:fs";
import { commandOptions, defineCommand } from "#scripts/command-options.ts";
import { parseResults } from "./read-csv.ts";
import { DEFAULT_ITERATIONS, publishVersion } from "./publish.ts";
import { loadResultsContent, printSummary } from "./report.ts";
import { LockedError, readPointer, resolveResultsDir } from "./results-dir.ts";
import { PUBLISHED_SAMPLE_ROWS, sampleCsv, sampleRows } from "./sample-data.ts";

const YEAR_MS = 365 * 86_400_000;

const { values } = commandOptions(
  defineCommand({
    script: "results:sample",
    about: "يكتب نتائج وهمية بصيغة ملف الوزارة، لتجربة الاستيراد بها.",
    options: {
      rows: { type: "string", value: "N", about: `عدد الصفوف (الافتراضي: ${PUBLISHED_SAMPLE_ROWS}).` },
      out: { type: "string", value: "FILE", about: "الملف الذي تُكتب فيه (الافتراضي: المخرج القياسي)." },
      "publish-if-empty": {
        type: "boolean",
        about:
          "ينشر النتائج الوهمية، ظاهرةً للطلبة منذ دقيقة ولمدة سنة، إن لم تكن في مجلد النتائج نتائج منشورة (يستعمله npm start).",
      },
      "results-dir": {
        type: "string",
        value: "DIR",
        about: "مجلد النتائج (الافتراضي: قيمة متغير البيئة RESULTS_DIR، وإلا results-data/ في المشروع).",
      },
    },
  }),
);

const count = Number(values.rows ?? PUBLISHED_SAMPLE_ROWS);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--rows «${values.rows}»: المتوقع عدد صحيح موجب`);
  process.exit(2);
}
const { streams, season } = loadResultsContent();
const csv = sampleCsv(sampleRows(count), streams);

if (!values["publish-if-empty"]) {
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`كُتب ${values.out}: ${count} صف تجريبي.`);
  } else process.stdout.write(csv);
} else {
  const resultsDir = resolveResultsDir(values["results-dir"]);
  const current = readPointer(resultsDir);
  if (current) {
    console.log(
      `في ${resultsDir} نتائج منشورة (النسخة ${current.version}${current.sample ? "، تجريبية" : ""})، فتُركت كما هي.`,
    );
  } else {
    // The same validation as a real import: the sample must be a file the import accepts.
    const { rows, problems } = parseResults(csv, streams);
    if (problems.length) throw new Error(`the sample does not pass the import's checks: ${problems[0].message}`);
    const now = Date.now();
    try {
      const summary = await publishVersion({
        resultsDir,
        rows,
        releaseAt: new Date(now - 60_000),
        closesAt: new Date(now + YEAR_MS),
        sample: true,
        iterations: DEFAULT_ITERATIONS,
      });
      printSummary(summary, season.timeZone, resultsDir);
    } catch (error) {
      if (!(error instanceof LockedError)) throw error;
      console.error(error.message);
      process.exit(2);
    }
  }
}
