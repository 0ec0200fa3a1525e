/**
 * The rules the content keeps beyond each file's own shape: codes and slugs that must be unique,
 * references that must lead somewhere, study plans that must add up, notices that must open
 * before they close. Each reports through the Checker, in the editors' words, and returns nothing.
 */
import type { Checker } from "./registry-checker.ts";
import type { Entry } from "./registry-types.ts";
import type {
  AdmissionInfo,
  College,
  Degree,
  FaqGroup,
  NewsFrontMatter,
  Notice,
  Program,
  ProgramFile,
  ProgramSheet,
  Publication,
  Stream,
} from "./schema.ts";
import { SINGLE_FILES, FOLDERS, type Folder } from "./content-files.ts";
import { noticeWindow } from "./notice-times.ts";
import { wordCount } from "./word-count.ts";
import { NEWS_BODY_MIN_WORDS } from "./schema/news.ts";
import { wallTimeExists } from "#app/lib/zoned-time.ts";
import { scholarshipContradictions, sentencesOf, serviceNameProblems } from "./faq-facts.ts";

/** A YAML path inside a file: `["studyPlan", 0, "semesters", 1]`. */
type FieldPath = (string | number)[];

/** Sum of credit hours in a study plan. */
export function planTotal(sheet: Pick<ProgramSheet, "studyPlan">): number {
  return sheet.studyPlan.reduce(
    (sum, y) => sum + y.semesters.reduce((s, sem) => s + sem.courses.reduce((c, course) => c + course.hours, 0), 0),
    0,
  );
}

/**
 * An entry's slug is its file's name, given when the entry was made (`content/colleges/it.yaml`
 * says `slug: it`): a slug changed since is reported, never followed. The message calls a news
 * item «هذا الخبر», any other entry «هذا العنصر».
 */
export function checkSlugIsFileName(
  c: Checker,
  file: string,
  folder: Pick<Folder, "name" | "dir" | "extension">,
  slug: string,
) {
  const entry = folder.name === FOLDERS.news.name ? "هذا الخبر" : "هذا العنصر";
  if (`${folder.dir}/${slug}.${folder.extension}` !== file)
    c.report(
      file,
      ["slug"],
      `المعرّف "${slug}" غير المعرّف الذي أُنشئ به ${entry}: أعده إلى ما كان عليه، فالمعرّف لا يتغيّر بعد الإنشاء`,
    );
}

/** Reports every key met a second time, where it is written; `what` names the key in the message. */
function checkUnique(c: Checker, file: string, items: { path: FieldPath; key: string }[], what: string) {
  const seen = new Set<string>();
  for (const { path, key } of items) {
    if (seen.has(key)) c.report(file, path, `${what} "${key}" مكرّر: غيّره إلى قيمة لا يحملها بند آخر`);
    seen.add(key);
  }
}

/** What a program sheet is checked against: the codes it may name (code → Arabic name) and the semester load. */
export interface SheetRules {
  streams: ReadonlyMap<string, string>;
  degrees: ReadonlyMap<string, string>;
  load: AdmissionInfo["semesterLoad"] | undefined;
}

/**
 * The streams' and degrees' codes are unique, and a stream's former code names one stream only:
 * never a stream of today, never two streams. Returns what a program sheet is checked against.
 */
export function checkCodeLists(
  c: Checker,
  streams: Stream[],
  degrees: Degree[],
  admission: AdmissionInfo | undefined,
): SheetRules {
  // Code → Arabic name: a message about an unknown code names the ones to choose from.
  const streamCodes = new Map(streams.map((s) => [s.code, s.name]));
  const degreeCodes = new Map(degrees.map((d) => [d.code, d.name]));
  checkUnique(
    c,
    SINGLE_FILES.streams.file,
    streams.map((s, i) => ({ path: ["streams", i, "code"], key: s.code })),
    "رمز الفرع",
  );
  const aliasRows = streams.flatMap((s, i) =>
    (s.aliases ?? []).map((a, j) => ({ path: ["streams", i, "aliases", j, "code"], key: a.code })),
  );
  for (const row of aliasRows)
    if (streamCodes.has(row.key))
      c.report(
        SINGLE_FILES.streams.file,
        row.path,
        `الرمز السابق "${row.key}" يحمله اليوم فرع من «فروع التوجيهي»: اكتب رمزًا لا يحمله فرع آخر`,
      );
  checkUnique(c, SINGLE_FILES.streams.file, aliasRows, "الرمز السابق");
  // The streams a certificate without streams is equated to are streams of today.
  admission?.equivalentStreams.forEach((code, i) => {
    if (!streamCodes.has(code))
      c.report(
        SINGLE_FILES.admission.file,
        ["equivalentStreams", i],
        `فرع التوجيهي "${code}" غير معروف: اختر واحدًا من «فروع التوجيهي»: ${[...streamCodes.values()].join("، ")}`,
      );
  });
  checkUnique(
    c,
    SINGLE_FILES.degrees.file,
    degrees.map((d, i) => ({ path: ["degrees", i, "code"], key: d.code })),
    "رمز الدرجة العلمية",
  );
  return { streams: streamCodes, degrees: degreeCodes, load: admission?.semesterLoad };
}

/**
 * The rules a program sheet must keep beyond its own shape: known codes, credit hours that add up,
 * each course once, and no semester heavier than the load allows. `base` is the sheet's path in its file.
 */
export function checkSheet(c: Checker, file: string, base: FieldPath, sheet: ProgramSheet, rules: SheetRules) {
  checkSheetCodes(c, file, base, sheet, rules);
  checkCreditHours(c, file, base, sheet);
  checkCourseCodesOnce(c, file, base, sheet);
  // The semester load the help page promises: no plan asks more of a student than the rule allows.
  if (rules.load) checkSemesterLoads(c, file, base, sheet, rules.load);
}

/** The sheet's degree and the streams its admission rows name are in their lists. */
function checkSheetCodes(
  c: Checker,
  file: string,
  base: FieldPath,
  sheet: Pick<ProgramSheet, "degree" | "admission">,
  { streams, degrees }: SheetRules,
) {
  if (!degrees.has(sheet.degree))
    c.report(
      file,
      [...base, "degree"],
      `الدرجة العلمية "${sheet.degree}" غير معروفة: اختر واحدة من «الدرجات العلمية»: ${[...degrees.values()].join("، ")}`,
    );
  for (const key of ["minimums", "lastCutoff"] as const) {
    // The rows became a map in the order written: a stream's index is its row.
    Object.keys(sheet.admission[key] ?? {}).forEach((stream, row) => {
      if (!streams.has(stream))
        c.report(
          file,
          [...base, "admission", key, row, "stream"],
          `فرع التوجيهي "${stream}" غير معروف: اختر واحدًا من «فروع التوجيهي»: ${[...streams.values()].join("، ")}`,
        );
    });
  }
}

/** The plan's courses add up to the credit hours the sheet states. */
function checkCreditHours(c: Checker, file: string, base: FieldPath, sheet: ProgramSheet) {
  const total = planTotal(sheet);
  if (total !== sheet.creditHours) {
    c.report(
      file,
      [...base, "creditHours"],
      `مجموع ساعات مساقات الخطة الدراسية ${total}، و«مجموع الساعات المعتمدة» ${sheet.creditHours}: عدّل ساعات المساقات حتى يصير مجموعها ${sheet.creditHours}، أو غيّر «مجموع الساعات المعتمدة» إلى ${total}`,
    );
  }
}

/** No course code twice in one plan. */
function checkCourseCodesOnce(c: Checker, file: string, base: FieldPath, sheet: ProgramSheet) {
  const codes = new Set<string>();
  sheet.studyPlan.forEach((y, yi) =>
    y.semesters.forEach((s, si) =>
      s.courses.forEach((course, ci) => {
        if (codes.has(course.code))
          c.report(
            file,
            [...base, "studyPlan", yi, "semesters", si, "courses", ci, "code"],
            `رمز المساق ${course.code} مكرّر في الخطة: احذف أحد المساقين أو غيّر رمزه`,
          );
        codes.add(course.code);
      }),
    ),
  );
}

const TERM_NAMES = { first: "الأول", second: "الثاني", summer: "الصيفي" } as const;

/** No semester asks more hours than the load allows (the sheet's own higher maximum, if approved). */
function checkSemesterLoads(
  c: Checker,
  file: string,
  base: FieldPath,
  sheet: ProgramSheet,
  load: AdmissionInfo["semesterLoad"],
) {
  sheet.studyPlan.forEach((y, yi) =>
    y.semesters.forEach((s, si) => {
      const hours = s.courses.reduce((n, course) => n + course.hours, 0);
      const max = s.term === "summer" ? load.summerMax : (sheet.semesterLoadMax ?? load.regularMax);
      if (hours > max) {
        c.report(
          file,
          [...base, "studyPlan", yi, "semesters", si],
          `مجموع الساعات المعتمدة في الفصل ${TERM_NAMES[s.term]} من السنة ${y.year} هو ${hours}، وأعلى ما يسمح به العبء الدراسي ${max}: انقل مساقًا إلى فصل آخر؛ أو، إن اعتُمدت الخطة بعبء أعلى في الفصل الأول أو الثاني، اكتبه في «العبء الأعلى المعتمد» للبرنامج، أو غيّر «العبء الدراسي» في «القبول ومواعيده»`,
        );
      }
    }),
  );
}

/** A college's own degree, checked as a program's sheet is. */
export function checkCollege(c: Checker, file: string, college: College, rules: SheetRules) {
  if (college.degreeProgram) checkSheet(c, file, ["degreeProgram"], college.degreeProgram, rules);
}

/** No two colleges with one slug. */
export function checkCollegeSlugs(c: Checker, colleges: Entry<College>[]) {
  checkUnique(
    c,
    FOLDERS.colleges.dir,
    colleges.map((x) => ({ path: [], key: x.data.slug })),
    "معرّف الكلية",
  );
}

/** The colleges an entry may name, by slug, and their names in file order for the message. */
export interface KnownColleges {
  slugs: ReadonlySet<string>;
  names: string[];
}

export function knownColleges(colleges: Entry<College>[]): KnownColleges {
  return { slugs: new Set(colleges.map((x) => x.data.slug)), names: colleges.map((x) => x.data.name) };
}

/** The college an entry names at `field` (its slug) is one of the colleges. */
function checkCollegeRef(c: Checker, file: string, field: string, slug: string, colleges: KnownColleges) {
  if (!colleges.slugs.has(slug))
    c.report(file, [field], `الكلية "${slug}" غير معروفة: اختر واحدة من «الكليات»: ${colleges.names.join("، ")}`);
}

/** A program names colleges that exist, and its sheet keeps the rules. */
export function checkProgram(c: Checker, file: string, program: Program, colleges: KnownColleges, rules: SheetRules) {
  checkCollegeRef(c, file, "college", program.college, colleges);
  if (program.relatedCollege) checkCollegeRef(c, file, "relatedCollege", program.relatedCollege, colleges);
  checkSheet(c, file, [], program, rules);
  checkRetired(c, file, program);
}

/**
 * A program in preparation: what it has is checked as a program's is (its college, its degree and
 * its streams known); its plan and its sheet's other rules are checked when it is published.
 */
export function checkDraftProgram(
  c: Checker,
  file: string,
  program: ProgramFile,
  colleges: KnownColleges,
  rules: SheetRules,
) {
  checkCollegeRef(c, file, "college", program.college, colleges);
  if (program.relatedCollege) checkCollegeRef(c, file, "relatedCollege", program.relatedCollege, colleges);
  checkSheetCodes(c, file, [], program, rules);
  checkRetired(c, file, program);
}

/**
 * Only a retired program has a year its admission closed. (A retired program that is still marked
 * featured is simply not shown: retiring is one switch.)
 */
function checkRetired(c: Checker, file: string, program: Pick<Program, "retired" | "retiredSince">) {
  if (!program.retired && program.retiredSince !== undefined)
    c.report(
      file,
      ["retiredSince"],
      "«سنة إيقاف القبول» لبرنامج أُوقف القبول فيه وحده: امسحها، أو فعّل «أُوقف القبول فيه»",
    );
}

/** No two programs with one slug: the second is told which program has it. */
export function checkProgramSlugs(c: Checker, programs: Entry<ProgramFile>[]) {
  for (const [i, p] of programs.entries()) {
    const twin = programs.findIndex((q) => q.data.slug === p.data.slug);
    if (twin !== i)
      c.report(
        p.file,
        ["slug"],
        `المعرّف "${p.data.slug}" يحمله برنامج «${programs[twin].data.name}»: اكتب معرّفًا لا يحمله برنامج آخر`,
      );
  }
}

/** Every program sheet with its file and its path there: the programs', then the colleges' own. */
export function programSheets(
  programs: Entry<Program>[],
  colleges: Entry<College>[],
): { file: string; base: string[]; sheet: ProgramSheet }[] {
  return [
    ...programs.map((p) => ({ file: p.file, base: [] as string[], sheet: p.data })),
    ...colleges.flatMap((x) =>
      x.data.degreeProgram ? [{ file: x.file, base: ["degreeProgram"], sheet: x.data.degreeProgram }] : [],
    ),
  ];
}

/** A course code shared by several programs is the same course: same name, same hours. */
export function checkSharedCourses(c: Checker, sheets: { file: string; sheet: ProgramSheet }[]) {
  const courses = new Map<string, { name: string; hours: number; file: string }>();
  for (const { file, sheet } of sheets) {
    for (const course of sheet.studyPlan.flatMap((y) => y.semesters.flatMap((s) => s.courses))) {
      const first = courses.get(course.code);
      if (!first) courses.set(course.code, { ...course, file });
      else if (first.name !== course.name || first.hours !== course.hours)
        c.report(
          file,
          [],
          `المساق ${course.code} اسمه «${first.name}» وساعاته ${first.hours} في برنامج آخر: اكتب له الاسم والساعات نفسها، أو أعطِ هذا المساق رمزًا آخر`,
        );
    }
  }
}

/**
 * A news item is updated on or after its day, names a college that exists, and says enough: its text
 * (and its English, read in the English pass) has at least NEWS_BODY_MIN_WORDS words.
 */
export function checkNewsItem(c: Checker, file: string, front: NewsFrontMatter, body: string, colleges: KnownColleges) {
  if (front.updated < front.date)
    c.report(
      file,
      ["updated"],
      `تاريخ آخر تعديل ${front.updated} يسبق تاريخ النشر ${front.date}: اختر يوم النشر أو يومًا بعده`,
    );
  if (front.college) checkCollegeRef(c, file, "college", front.college, colleges);
  if (!body.trim()) c.problems.push({ file, message: "نص الخبر فارغ: اكتب نص الخبر" });
  else {
    const words = wordCount(body);
    if (words < NEWS_BODY_MIN_WORDS)
      c.reportBody(
        file,
        c.language === "en"
          ? `في النص بالإنجليزية ${wordsCounted(words)} فقط، وأقلّ ما يُنشر به خبر ${NEWS_BODY_MIN_WORDS} كلمة: اكتب فيه ترجمة النص العربي كله`
          : `في نص الخبر ${wordsCounted(words)} فقط، وأقلّ ما يُنشر به خبر ${NEWS_BODY_MIN_WORDS} كلمة: اكتب ما جرى ومتى وأين، ومن يعنيه، وبمن يتصل من يسأل عنه`,
      );
  }
}

/** A count of words as Arabic says it: «كلمة واحدة», «كلمتان», «5 كلمات», «25 كلمة». */
const wordsCounted = (n: number) =>
  n === 1 ? "كلمة واحدة" : n === 2 ? "كلمتان" : n % 100 >= 3 && n % 100 <= 10 ? `${n} كلمات` : `${n} كلمة`;

const NOTICES = SINGLE_FILES.notices.file;

/** Urgent notices: a window that opens before it closes, on moments the zone's clocks show. */
export function checkNoticeTimes(c: Checker, notices: Notice[]) {
  notices.forEach((n, i) => {
    for (const key of ["start", "end"] as const) {
      if (!wallTimeExists(n[key], n.timeZone))
        c.report(
          NOTICES,
          ["notices", i, key],
          `لا وجود للوقت ${n[key]} في توقيت ${n.timeZone}: تُقدَّم فيه الساعة للتوقيت الصيفي، فاختر وقتًا قبله أو بعده بساعة`,
        );
    }
    const times = noticeWindow(n);
    if (times.end <= times.start)
      c.report(
        NOTICES,
        ["notices", i, "end"],
        `انتهاء الظهور ${n.end} ليس بعد بدئه ${n.start}: اختر في «ينتهي ظهوره» وقتًا بعد «يبدأ ظهوره»`,
      );
  });
}

/** A notice's link to the site leads to one of its pages (the fragment is the page's business). */
export function checkNoticeLinks(c: Checker, notices: Notice[], sitePaths: ReadonlySet<string>) {
  notices.forEach((n, i) => {
    const path = n.link?.href.startsWith("/") ? n.link.href.split("#")[0] : undefined;
    if (path !== undefined && !sitePaths.has(path))
      c.report(
        NOTICES,
        ["notices", i, "link", "href"],
        `لا صفحة في الموقع بالرابط "${path}": انسخ رابط صفحة موجودة، أو اكتب رابطًا كاملًا يبدأ بـ https://`,
      );
  });
}

/**
 * Degree ids (catalog.ts) are a program's slug, or a college's slug for the college's own degree:
 * no program may take the slug of a college that teaches its degree itself.
 */
export function checkDegreeIds(c: Checker, programs: Entry<ProgramFile>[], colleges: Entry<College>[]) {
  for (const p of programs) {
    if (colleges.some((x) => x.data.degreeProgram && x.data.slug === p.data.slug))
      c.report(
        p.file,
        ["slug"],
        `المعرّف "${p.data.slug}" تحمله كلية تطرح درجتها العلمية بنفسها: اكتب للبرنامج معرّفًا آخر`,
      );
  }
}

/**
 * What a sheet says of the other degrees and of the ministry: the alternatives it offers are
 * degrees of the catalog, and no minimum promises what the ministry does not allow.
 */
export function checkSheetsAgainstCatalog(
  c: Checker,
  programs: Entry<Program>[],
  colleges: Entry<College>[],
  degrees: Degree[],
  admission: AdmissionInfo | undefined,
  drafts: ReadonlySet<string>,
) {
  const degreeIds = new Set([
    ...programs.map((p) => p.data.slug),
    ...colleges.filter((x) => x.data.degreeProgram).map((x) => x.data.slug),
  ]);
  for (const { file, base, sheet } of programSheets(programs, colleges)) {
    sheet.alternatives?.forEach((id, i) => {
      if (drafts.has(id))
        c.report(
          file,
          [...base, "alternatives", i],
          `البرنامج "${id}" قيد الإعداد ولا يظهر في الموقع بعد: احذفه من «برامج بديلة»، وأضفه إليها بعد نشره`,
        );
      else if (!degreeIds.has(id))
        c.report(file, [...base, "alternatives", i], `البرنامج "${id}" غير معروف: احذفه، أو اختر برنامجًا من «البرامج»`);
    });
    // No program promises what the ministry does not allow.
    const level = degrees.find((d) => d.code === sheet.degree)?.level;
    const floor =
      level === "undergraduate"
        ? admission?.ministry.bachelorMinimum
        : level === "diploma"
          ? admission?.ministry.diplomaMinimum
          : undefined;
    Object.values(sheet.admission.minimums ?? {}).forEach((minimum, row) => {
      if (floor !== undefined && minimum < floor)
        c.report(
          file,
          [...base, "admission", "minimums", row, "minimum"],
          `الحد الأدنى للمعدل ${minimum} أقل من الحد الأدنى العام للوزارة لهذه الدرجة العلمية (${floor}): ارفعه إلى ${floor} على الأقل، أو صحّح «حدود الوزارة وأحكامها» في «القبول ومواعيده»`,
        );
    });
  }
}

/** A publication names a college that exists. */
export function checkPublicationColleges(c: Checker, publications: Entry<Publication>[], colleges: KnownColleges) {
  for (const { file, data } of publications) checkCollegeRef(c, file, "college", data.college, colleges);
}

/** No two questions with one slug. */
export function checkFaqSlugs(c: Checker, faq: FaqGroup[]) {
  checkUnique(
    c,
    SINGLE_FILES.faq.file,
    faq.flatMap((g, gi) =>
      g.questions.map((q, qi) => ({ path: ["groups", gi, "questions", qi, "slug"], key: q.slug })),
    ),
    "معرّف السؤال",
  );
}

/**
 * The help answers repeat the scholarship list and the services' names, never contradict them
 * (faq-facts.ts): a sentence that names a scholarship says its discount and minimum and does not
 * give it to a transfer student; a service is called by its name in «الجامعة», in notices too.
 */
export function checkFaqFacts(
  c: Checker,
  faq: FaqGroup[],
  admission: AdmissionInfo | undefined,
  services: readonly string[],
  notices: Notice[],
) {
  const file = SINGLE_FILES.faq.file;
  // In English, the answers are written under each question's `en`.
  const at = (gi: number, qi: number, field: string, pi?: number): FieldPath => [
    "groups",
    gi,
    "questions",
    qi,
    ...(c.language === "en" ? ["en"] : []),
    field,
    ...(pi === undefined ? [] : [pi]),
  ];
  faq.forEach((g, gi) =>
    g.questions.forEach((q, qi) => {
      for (const problem of serviceNameProblems(q.question, services, c.language))
        c.report(file, at(gi, qi, "question"), problem);
      q.answer.forEach((paragraph, pi) => {
        for (const sentence of sentencesOf(paragraph))
          for (const problem of scholarshipContradictions(sentence, admission?.scholarships ?? [], c.language))
            c.report(file, at(gi, qi, "answer", pi), problem);
        for (const problem of serviceNameProblems(paragraph, services, c.language))
          c.report(file, at(gi, qi, "answer", pi), problem);
      });
    }),
  );
  notices.forEach((n, i) => {
    for (const [field, text] of [
      ["title", n.title],
      ["text", n.text],
      ["link", n.link?.label ?? ""],
    ] as const)
      for (const problem of serviceNameProblems(text, services, c.language))
        c.report(NOTICES, ["notices", i, field], problem);
  });
}

/** A news item calls the university's services by their names in «الجامعة» (faq-facts.ts). */
export function checkNewsServiceNames(
  c: Checker,
  file: string,
  front: NewsFrontMatter,
  body: string,
  services: readonly string[],
) {
  for (const [path, text] of [
    [["title"], front.title],
    [["summary"], front.summary],
    [c.language === "en" ? ["en", "body"] : [], body],
  ] as const)
    for (const problem of serviceNameProblems(text, services, c.language)) c.report(file, [...path], problem);
}

/** What the messages call each kind of page an entry makes. */
const PAGE_KINDS = { college: "كلية", program: "برنامج", news: "خبر", page: "صفحة" } as const;
/** «… تحمله كلية أخرى», «… يحمله برنامج آخر»: the verb and «آخر» agree with the kind. */
const ANOTHER = {
  college: "تحمله كلية أخرى",
  program: "يحمله برنامج آخر",
  news: "يحمله خبر آخر",
  page: "تحمله صفحة أخرى",
} as const;

/** A page an entry makes: its file, its kind in words, its name, and its title and description fields. */
export interface EntryPage {
  file: string;
  kind: keyof typeof PAGE_KINDS;
  name: string;
  title?: { field: string; text: string };
  description: { field: string; text: string };
}

/**
 * No two pages of the site share a description (a search result's text, a share card's), and no
 * two entries of a kind share a name or a title (a list with two «إدارة الأعمال» is no help): what
 * a copy made in the CMS carries over until it is rewritten. The build checks the same of the
 * prerendered pages (scripts/share-images/check-pages.ts); this says it in the form's words first.
 */
export function checkPagesApart(c: Checker, pages: EntryPage[]) {
  const at = (field: string): FieldPath => (c.language === "en" ? ["en", field] : [field]);
  const descriptions = new Map<string, EntryPage>();
  const titles = new Map<string, EntryPage>();
  for (const page of pages) {
    const description = page.description.text.trim();
    const first = descriptions.get(description);
    if (first)
      c.report(
        page.file,
        at(page.description.field),
        `هذا النص نفسه في ${PAGE_KINDS[first.kind]} «${first.name}»، وهو وصف صفحته في نتائج محركات البحث: اكتب لهذه الصفحة نصًّا خاصًّا بها`,
      );
    else descriptions.set(description, page);
    if (!page.title) continue;
    const key = `${page.kind}\u0000${page.title.text.trim()}`;
    const twin = titles.get(key);
    if (twin)
      c.report(
        page.file,
        at(page.title.field),
        `«${page.title.text.trim()}» ${ANOTHER[twin.kind]}: اكتب اسمًا لا يحمله غيره، فالقوائم ونتائج البحث تعرض الاسم وحده`,
      );
    else titles.set(key, page);
  }
}
