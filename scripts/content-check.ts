/**
 * `npm run content:check [--english] [file ...]`: validates every file under content/, in Arabic
 * and, once the site has its English form, in English too, and prints what is wrong. With file
 * arguments, only the problems of those files are reported (useful while a collection is being
 * written and other files are not there yet). `--english` reads the English even before the site
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

/**
 * No `updated` date may be later than today where the day is furthest ahead (UTC+14): such a date
 * would be in the future everywhere, and would put a future `lastmod` in the sitemap.
 */
const latestDay = zonedDay(new Date(), "Pacific/Kiritimati");

const args = process.argv.slice(2);
const english = args.includes("--english");
const only = args.filter((a) => a !== "--english").map((f) => f.replace(/^\.\//, ""));

try {
  const files = readContentFiles();
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
