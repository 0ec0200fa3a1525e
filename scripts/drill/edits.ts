/**
 * The edits a university makes to its content in a year, as data: the content drill
 * (`npm run test:drill`) applies them to a copy of the project and runs the gate on it. Add an
 * edit here when the office starts doing something new; `apply.ts` knows how to make each kind.
 *
 * Subjects (which program retires, which college is renamed) are chosen by `pick`, an index into
 * the candidates that have the property the edit needs (sorted by slug), so the drill holds for
 * whatever content the university writes: `npm run test:drill -- --seed N` picks others.
 */
import type { NewsCategory } from "#app/content/schema.ts";

/** A notice the office posts, its window given in hours from the drill's moment (before it, when negative). */
export interface DrillNotice {
  title: string;
  text: string;
  level: "urgent" | "warning" | "info";
  from: number;
  to: number;
  link?: { href: string; label: string };
}

export type DrillEdit =
  /** Every minimum average of every program (and college degree) moved by `by` points. */
  | { kind: "move-minimums"; by: number }
  /** Every «أدنى معدل قُبل» moved by `by` points. */
  | { kind: "move-cutoffs"; by: number }
  /** Every hour's tuition raised by `percent`, rounded to a whole shekel. */
  | { kind: "raise-fees"; percent: number }
  /**
   * A new program, written as a copy of an existing one (`pick`) under a new slug, name and summary,
   * in Arabic and in English (the model's other English texts stay, as an office's copy keeps them).
   */
  | {
      kind: "add-program";
      pick: number;
      slug: string;
      name: string;
      nameEn: string;
      summary: string;
      summaryEn: string;
    }
  /**
   * A program retired: its file deleted and its slug taken out of other programs' alternatives and
   * of the programs taught in English on the page for applicants from abroad.
   */
  | { kind: "retire-program"; pick: number }
  /** A college renamed (the slug, and so every address, stays). */
  | { kind: "rename-college"; pick: number; name: string; nameEn: string }
  /**
   * A news item added, dated the day of the drill, of its `category` («إعلانات» when none); in
   * English too when `en` is given (an admission item must be: NEWS_CATEGORIES_IN_ENGLISH).
   */
  | {
      kind: "add-news";
      slug: string;
      category?: NewsCategory;
      title: string;
      summary: string;
      body: string;
      en?: { title: string; summary: string; body: string };
    }
  /** A college's first English «about» paragraph rewritten (a correction, or this year's wording). */
  | { kind: "rewrite-english"; pick: number; paragraph: string }
  /**
   * Notices posted beside those the file holds, in Arabic only (a notice may have no English), each
   * shown from `from` hours after the drill's moment until `to` hours after it, on the office's
   * clocks to the minute, as the CMS writes them. tests/e2e/notices.spec.ts, run in the drill,
   * reads them here: one current, one to come, one ended.
   */
  | { kind: "post-notices"; notices: DrillNotice[] }
  /** Every `updated` date stamped with the day of the drill, as the CMS does on each save. */
  | { kind: "stamp-updated" };

/** How far the drill moves the clock: the gate must pass when it runs next year. */
export const DRILL_CLOCK_DAYS = 400;

export const DRILL_EDITS: DrillEdit[] = [
  { kind: "move-minimums", by: 1.5 },
  { kind: "move-cutoffs", by: -0.7 },
  { kind: "raise-fees", percent: 8 },
  // Retired before the new one is added, so the drill never retires the program it adds.
  { kind: "retire-program", pick: 5 },
  {
    kind: "add-program",
    pick: 3,
    slug: "drill-new-program",
    name: "علوم البيانات التطبيقية",
    nameEn: "Applied Data Science",
    summary:
      "يُعِدّ برنامج علوم البيانات التطبيقية متخصصين يجمعون البيانات وينظّفونها ويحلّلونها ويبنون منها " +
      "نماذج تعين المؤسسات على قراراتها، ويختم الطلبة دراستهم بمشروع تخرج على بيانات مؤسسة حقيقية.",
    summaryEn:
      "The Applied Data Science program prepares specialists who collect, clean, and analyze data and build " +
      "models that help organizations decide, ending with a graduation project on a real organization's data.",
  },
  { kind: "rename-college", pick: 2, name: "كلية العلوم التطبيقية والتقنية", nameEn: "Faculty of Applied Sciences" },
  {
    kind: "add-news",
    slug: "drill-new-academic-year",
    title: "الجامعة تفتتح عامها الأكاديمي الجديد بلقاء الطلبة المستجدين",
    summary: "استقبلت الجامعة طلبتها المستجدين في يوم تعريفي عرّفهم بكلياتهم وخدماتها ومرافق الحرم.",
    body:
      "استقبلت الجامعة طلبتها المستجدين في يوم تعريفي شارك فيه عمداء الكليات ومديرو الدوائر، " +
      "فتعرّف الطلبة إلى خططهم الدراسية وإلى خدمات المكتبة والإرشاد والتسجيل.\n\n" +
      "وجال الطلبة في الحرم مع أدلّاء من طلبة السنوات الأعلى، فزاروا المختبرات وقاعات المحاضرات ومكاتب عمادة شؤون الطلبة، " +
      "ثم التقى كل منهم مرشده الأكاديمي الذي يرافقه في اختيار مساقاته حتى تخرّجه.\n\n" +
      "وللاستفسار يتصل الطلبة بعمادة شؤون الطلبة على الرقم +970 2 000 1060.\n",
    en: {
      title: "The university opens its new academic year by welcoming its first-year students",
      summary: "First-year students spent an orientation day meeting their faculties, services, and campus.",
      body:
        "The university welcomed its first-year students at an orientation day attended by the deans and " +
        "heads of departments, where students learned about their study plans and the library, advising, " +
        "and registration services.\n\nStudents toured the campus with upper-year students as guides, " +
        "visiting the laboratories, the lecture halls, and the offices of the Deanship of Student Affairs; " +
        "each then met their academic advisor, who will guide them in choosing courses until graduation.\n\n" +
        "For questions, students may call the Deanship of Student Affairs " +
        "at +970 2 000 1060.\n",
    },
  },
  {
    kind: "add-news",
    slug: "drill-summer-registration",
    category: "admission",
    title: "فتح باب التسجيل في مساقات الفصل الصيفي",
    summary:
      "يسجّل الطلبة مساقات الفصل الصيفي عبر بوابة القبول خلال أسبوع التسجيل، ولا يزيد العبء الدراسي فيه على تسع ساعات معتمدة.",
    body:
      "أعلنت دائرة القبول فتح باب التسجيل في مساقات الفصل الصيفي، فيسجّل الطلبة المساقات التي تطرحها أقسامهم " +
      "عبر بوابة القبول خلال أسبوع التسجيل. ولا يزيد العبء الدراسي في الفصل الصيفي على تسع ساعات معتمدة، " +
      "وتُدفع رسومه في الدائرة المالية عند التسجيل.\n\n" +
      "وتنصح الدائرة الطلبة بمراجعة مرشديهم الأكاديميين قبل التسجيل، ليختاروا من المساقات ما تسمح به خططهم الدراسية، " +
      "ولا يُطرح مساق في الفصل الصيفي إذا قلّ عدد المسجلين فيه عن الحد الذي تقرره الكلية.\n\n" +
      "وللاستفسار يتصل الطلبة بدائرة القبول على الرقم +970 2 000 1010.\n",
    en: {
      title: "Registration for summer semester courses is open",
      summary:
        "Students register for summer semester courses through the Admission Portal during registration week, with a course load of no more than nine credit hours.",
      body:
        "The Admission Office has opened registration for summer semester courses: students register for the " +
        "courses their departments offer through the Admission Portal during registration week. The course " +
        "load in the summer semester may not exceed nine credit hours, and summer fees are paid to the Finance " +
        "Department at registration.\n\nStudents are advised to see their academic advisors before " +
        "registering, so that they choose only courses their study plans allow; a course is not offered in " +
        "the summer semester if fewer students register for it than the minimum set by its Faculty.\n\n" +
        "For questions, students may call the Admission Office at " +
        "+970 2 000 1010.\n",
    },
  },
  {
    kind: "post-notices",
    notices: [
      {
        title: "تعليق الدوام الوجاهي اليوم بسبب إغلاق الحواجز",
        text: "تُعقد المحاضرات كلها عن بُعد على منصة التعلّم الإلكتروني في مواعيدها.",
        level: "urgent",
        from: -1,
        to: 3,
        link: { href: "/news", label: "التفاصيل" },
      },
      {
        title: "تغيير مواعيد الحافلات الجامعية",
        text: "تنطلق الحافلات من رام الله الساعة 7:30 صباحًا بدلًا من 7:00.",
        level: "warning",
        from: 48,
        to: 72,
      },
      { title: "إغلاق الحرم يوم الخميس", text: "أُغلق الحرم الجامعي يومًا واحدًا.", level: "info", from: -72, to: -48 },
    ],
  },
  {
    kind: "rewrite-english",
    pick: 4,
    paragraph:
      "This year the faculty brought its laboratories and its teaching together in one building, so that " +
      "students move from a lecture to the bench in minutes, and every course now ends with a project " +
      "done for a partner organization.",
  },
  { kind: "stamp-updated" },
];
