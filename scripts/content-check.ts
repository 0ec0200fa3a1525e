/**
 * `npm run content:check [--english] [file ...]`: validates every file under content/, in Arabic
 * and, once the site has its English form, in English too, and prints what is wrong. With file
 * arguments, only the problems of those files are reported (useful while a collection is being
 * written and other files are not there yet); a path that names no content file nor folder is
 * refused (exit 2), so that a typo never reads as «sound». `--english` reads the English even before the site
 * has it: for the writers of the English form, before it is published.
 */
import {
  buildRegistries,
  buildRegistry,
  ContentError,
  formatProblem,
  planTotal,
  type Registry,
} from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { degreeCounts } from "#app/content/catalog.ts";
import { zonedDay } from "#app/lib/zoned-time.ts";
import { commandOptions, defineCommand } from "./command-options.ts";

/**
 * No `updated` date may be later than today where the day is furthest ahead (UTC+14): such a date
 * would be in the future everywhere, and would put a future `lastmod` in the sitemap.
 */
const latestDay = zonedDay(new Date(), "Pacific/Kiritimati");

const { values, positionals } = commandOptions(
  defineCommand({
    script: "content:check",
    about: "يفحص ملفات المحتوى كلها، ويذكر لكل خطأ ملفه وسطره وحقله وما كان متوقعًا.",
    words: { synopsis: "[FILE…]", many: true },
    options: {
      english: {
        type: "boolean",
        about: "يفحص النصوص الإنجليزية أيضًا، وإن لم يكن الموقع ينشرها بعد.",
      },
    },
  }),
);
const english = values.english === true;
const only = positionals.map((f) => f.replace(/^\.\//, "").replace(/\/$/, ""));

try {
  const files = readContentFiles();
  // A file named that is not there (a typo) must not pass as «sound».
  const unknown = only.filter((f) => !Object.keys(files).some((file) => file === f || file.startsWith(f + "/")));
  if (unknown.length) {
    console.error(
      `لا ملف محتوى ولا مجلد بهذا المسار: ${unknown.join("، ")}. ` +
        "تحقّق من الاسم، واكتب المسار من جذر المشروع، مثل content/admission.yaml أو content/news.",
    );
    process.exit(2);
  }
  const registries = buildRegistries(files, { latestDay });
  report(registries.ar);
  const en = registries.en ?? (english ? buildRegistry(files, { latestDay, language: "en" }) : undefined);
  if (en)
    console.log(
      `والنسخة الإنجليزية سليمة. الكليات: ${en.colleges.length}، البرامج: ${en.programs.length}، الأخبار: ${en.news.length}، الأسئلة: ${en.faq.reduce((n, g) => n + g.questions.length, 0)}.`,
    );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  const problems = only.length
    ? error.problems.filter((p) => only.some((f) => p.file === f || p.file.startsWith(f + "/")))
    : error.problems;
  if (only.length && !problems.length) {
    console.log(`الملفات المحددة سليمة (${only.join("، ")}).`);
  } else {
    console.error(`المحتوى غير صالح (${problems.length} مشكلة):\n` + problems.map(formatProblem).join("\n"));
    process.exit(1);
  }
}

/** The Arabic registry's figures, once it holds. */
function report(r: Registry) {
  const counts = degreeCounts(r);
  const sheets = [...r.programs, ...r.colleges.flatMap((c) => (c.degreeProgram ? [c.degreeProgram] : []))];
  const courses = sheets.reduce(
    (n, s) => n + s.studyPlan.flatMap((y) => y.semesters.flatMap((x) => x.courses)).length,
    0,
  );
  const hours = sheets.reduce((n, s) => n + planTotal(s), 0);
  console.log(
    `المحتوى سليم. الكليات: ${r.colleges.length}، برامج البكالوريوس والدبلوم: ${counts.entry}، برامج الدراسات العليا: ${counts.postgraduate}، المساقات: ${courses} (${hours} ساعة)، ` +
      `الشركاء: ${r.partners.length}، المنشورات: ${r.publications.length}، الأسئلة: ${r.faq.reduce((n, g) => n + g.questions.length, 0)}، ` +
      `الأخبار: ${r.news.length}، التنبيهات العاجلة في الملف: ${r.notices.length}.`,
  );
}
