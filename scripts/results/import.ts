/**
 * `npm run results:import -- FILE.csv [--encoding utf8|windows-1256] [--release YYYY-MM-DDTHH:MM|now]
 *  [--closes YYYY-MM-DD] [--sample] [--iterations N] [--workers N] [--results-dir DIR]`
 *
 * Reads the ministry's export, reports every bad row (nothing is published then, exit 1), else
 * says when the results will show and publishes all rows as a new version and points current.json
 * at it (publish.ts). A release moment already past is refused (exit 2) unless it is `now`.
 *
 * RESULTS_TEST_NOW (an ISO 8601 instant) sets the clock the release moment is checked against:
 * for the tests only, and said on standard error whenever it is set.
 */
import { readFileSync } from "node:fs";
import { COLUMNS, readResultsCsv, type Encoding, type RowProblem } from "./read-csv.ts";
import { DEFAULT_ITERATIONS, publishVersion } from "./publish.ts";
import { closingMoment, OptionError, RELEASE_NOW, releaseMoment, wallClockLabel } from "./release.ts";
import { loadResultsContent, printSummary, progressReporter } from "./report.ts";
import { commandOptions, defineCommand, usageLine } from "#scripts/command-options.ts";
import { LockedError, resolveResultsDir } from "./results-dir.ts";

const COMMAND = defineCommand({
  script: "results:import",
  about: "يفحص كل صف في ملف النتائج، ثم ينشره كله نسخة جديدة، أو لا ينشر شيئًا إن كان فيه خطأ.",
  words: { synopsis: "FILE.csv" },
  options: {
    encoding: {
      type: "string",
      value: "utf8|windows-1256",
      about: "ترميز الملف (الافتراضي: يُكتشف؛ ما ليس UTF-8 يُقرأ بترميز Windows-1256، ترميز Excel العربي).",
    },
    release: {
      type: "string",
      value: "YYYY-MM-DDTHH:MM|now",
      about:
        "موعد ظهور النتائج للطلبة بتوقيت الموسم كما في نسخة content/admission.yaml التي بُني بها الموقع (الافتراضي: موعد الإعلان المحدد فيها)؛ والقيمة now تعني الظهور فور النشر.",
    },
    closes: {
      type: "string",
      value: "YYYY-MM-DD",
      about:
        "آخر يوم يمكن فيه للطلبة البحث عن النتائج (الافتراضي: نهاية الموسم المحددة في نسخة content/admission.yaml التي بُني بها الموقع).",
    },
    sample: { type: "boolean", about: "بيانات تجريبية: تقول صفحة النتائج إنها وهمية." },
    iterations: { type: "string", value: "N", about: "عدد تكرارات PBKDF2 (لا تخفّضه إلا في الاختبارات)." },
    workers: { type: "string", value: "N", about: "عدد الخيوط العاملة (الافتراضي: واحد لكل نواة)." },
    "results-dir": {
      type: "string",
      value: "DIR",
      about: "مجلد النتائج (الافتراضي: قيمة متغير البيئة RESULTS_DIR، وإلا results-data/ في المشروع).",
    },
  },
});

const ENCODINGS: Record<string, Encoding> = {
  utf8: "utf8",
  "utf-8": "utf8",
  "windows-1256": "windows-1256",
  cp1256: "windows-1256",
};

export function formatRowProblem(file: string, p: RowProblem): string {
  return `  ${file}:${p.line}${p.field ? ` (العمود ${p.field} «${COLUMNS[p.field][1]}»)` : ""}: ${p.message}`;
}

const positiveInt = (name: string, raw: string | undefined, fallback: number) => {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new OptionError(`--${name} «${raw}»: المتوقع عدد صحيح موجب`);
  return Number(raw);
};

/** The clock the release moment is checked against: the real one, unless a test sets RESULTS_TEST_NOW. */
function clock(): Date {
  const raw = process.env.RESULTS_TEST_NOW;
  if (!raw) return new Date();
  const now = new Date(raw);
  if (Number.isNaN(now.getTime())) throw new OptionError(`RESULTS_TEST_NOW «${raw}» ليس وقتًا بصيغة ISO 8601`);
  console.warn(`تنبيه: ساعة الاستيراد مضبوطة بالمتغير RESULTS_TEST_NOW على ${now.toISOString()}، وهذا للاختبارات فقط.`);
  return now;
}

async function main(): Promise<number> {
  const { values, positionals } = commandOptions(COMMAND);
  if (positionals.length !== 1) throw new OptionError("اذكر ملف CSV واحدًا.");
  const [file] = positionals;
  const encoding = values.encoding === undefined ? undefined : ENCODINGS[values.encoding.toLowerCase()];
  if (values.encoding !== undefined && !encoding)
    throw new OptionError(`--encoding «${values.encoding}»: المتوقع utf8 أو windows-1256`);
  const iterations = positiveInt("iterations", values.iterations, DEFAULT_ITERATIONS);
  const workers = values.workers === undefined ? undefined : positiveInt("workers", values.workers, 1);

  const { streams, season } = loadResultsContent();
  const releaseAt = releaseMoment(season, values.release, clock());
  const closesAt = closingMoment(season, values.closes);
  if (closesAt <= releaseAt) throw new OptionError("موعد الإغلاق قبل موعد الإعلان؛ راجع --release و--closes.");

  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new OptionError(`تعذّرت قراءة ${file}: ${(error as Error).message}`);
  }
  const read = readResultsCsv(bytes, streams, encoding);
  if (read.problems.length) {
    const sorted = [...read.problems].sort((a, b) => a.line - b.line);
    console.error(
      `ملف النتائج غير صالح (${sorted.length} مشكلة)، ولم يُنشر شيء:\n` +
        sorted.map((p) => formatRowProblem(file, p)).join("\n"),
    );
    return 1;
  }

  const resultsDir = resolveResultsDir(values["results-dir"]);
  console.log(`قُرئ ${file} (${read.encoding}): ${read.rows.length} صف سليم. النشر في ${resultsDir}…`);
  if (iterations < DEFAULT_ITERATIONS)
    console.warn(
      `تنبيه: ${iterations} تكرار أقل من المعتاد (${DEFAULT_ITERATIONS})؛ يصلح للاختبار لا للنتائج الحقيقية.`,
    );
  console.log(
    (values.release === RELEASE_NOW
      ? "ستظهر النتائج للطلبة فور اكتمال النشر (--release now)"
      : `ستظهر النتائج للطلبة في ${wallClockLabel(releaseAt, season.timeZone)}`) +
      `، ويُغلق البحث فيها في ${wallClockLabel(closesAt, season.timeZone)}.`,
  );
  const progress = progressReporter(read.rows.length);
  const summary = await publishVersion({
    resultsDir,
    rows: read.rows,
    releaseAt,
    closesAt,
    sample: values.sample === true,
    iterations,
    workers,
    onProgress: progress.update,
    onStaleStaging: (names) => console.log(`حُذف ما تركه استيراد سابق لم يكتمل: ${names.join("، ")}`),
  }).finally(progress.stop);
  printSummary(summary, season.timeZone, resultsDir);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof LockedError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof OptionError) {
    console.error(`${error.message}\n${usageLine(COMMAND)}`);
    process.exitCode = 2;
  } else throw error;
}
