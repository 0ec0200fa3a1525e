/**
 * Builds the content registry from the raw text of the files under `content/`.
 *
 * Pure: it takes `{ path: source }` and returns typed data or throws a `ContentError`
 * listing every problem with its file, line and field. The build, the server,
 * `npm run content:check` and the unit tests all go through here, so what is
 * checked is the same everywhere.
 */
import { LineCounter, parseDocument, isMap, isSeq, type Node } from "yaml";
import { marked } from "marked";
import type { z } from "zod";
import { FOLDERS, SINGLE_FILES } from "./content-files.ts";
import {
  type AdmissionInfo,
  type College,
  type Degree,
  type FaqGroup,
  type Partner,
  type Program,
  type ProgramSheet,
  type ProseFrontMatter,
  type Publication,
  type Site,
  type Stream,
  type NewsFrontMatter,
  type NewsPage,
  type Notice,
} from "./schema.ts";
import { newestFirst } from "./news.ts";
import { newsHtml } from "./markdown.ts";
import { indexablePaths } from "./site-paths.ts";
import { noticeWindow } from "./notice-times.ts";
import { wallTimeExists } from "#app/lib/zoned-time.ts";

export type ContentFiles = Record<string, string>;

export interface ContentProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export class ContentError extends Error {
  constructor(public readonly problems: ContentProblem[]) {
    super(`المحتوى غير صالح (${problems.length} مشكلة):\n` + problems.map(formatProblem).join("\n"));
    this.name = "ContentError";
  }
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  return `  ${where}${p.field ? ` (الحقل ${p.field})` : ""}: ${p.message}`;
}

export interface ProsePage extends ProseFrontMatter {
  /** Rendered HTML of the Markdown body (trusted: it comes from the repository). */
  html: string;
}

/** A news item: its front matter (its slug is its file's name) and its body. */
export interface NewsItem extends NewsFrontMatter {
  /** Rendered HTML of the Markdown body (trusted: it comes from the repository). */
  html: string;
}

export interface Registry {
  site: Site;
  streams: Stream[];
  degrees: Degree[];
  admission: AdmissionInfo;
  /** Colleges sorted by `order`. */
  colleges: College[];
  /** Programs sorted by college order, then file order. */
  programs: Program[];
  partners: Partner[];
  publications: Publication[];
  faq: FaqGroup[];
  pages: Record<string, ProsePage>;
  /** Layout samples for editors; never listed anywhere. */
  templates: { college: College; program: Program };
  /**
   * The day each content file was last changed, by path (`content/site.yaml`): its `updated`, or
   * for a file that is a list, its latest entry's. What the sitemap's `lastmod` is made of.
   */
  fileDates: Record<string, string>;
  /** The news page (content/news.yaml). */
  newsPage: NewsPage;
  /** The news items (content/news/*.md), newest first. */
  news: NewsItem[];
  /** The urgent notices (content/notices.yaml), in the file's order, ended ones included. */
  notices: Notice[];
}

export interface BuildOptions {
  /**
   * The latest day an `updated` date may name (`YYYY-MM-DD`), e.g. today: a later one is reported
   * as a problem. Unset, no date is too late (the registry itself never reads the clock).
   */
  latestDay?: string;
}

/** Sum of credit hours in a study plan. */
export function planTotal(sheet: Pick<ProgramSheet, "studyPlan">): number {
  return sheet.studyPlan.reduce(
    (sum, y) => sum + y.semesters.reduce((s, sem) => s + sem.courses.reduce((c, course) => c + course.hours, 0), 0),
    0,
  );
}

/** Collects problems instead of stopping at the first, so an editor sees them all at once. */
class Checker {
  problems: ContentProblem[] = [];
  private docs = new Map<string, { doc: ReturnType<typeof parseDocument>; lines: LineCounter }>();

  constructor(private files: ContentFiles) {}

  has(file: string) {
    return file in this.files;
  }

  list(dir: string, ext: string) {
    return Object.keys(this.files)
      .filter((f) => f.startsWith(dir + "/") && f.endsWith(ext) && !f.slice(dir.length + 1).includes("/"))
      .sort();
  }

  /** Parses YAML (or a Markdown file's front matter) and validates it against a schema. */
  parse<S extends z.ZodType>(file: string, schema: S, source = this.files[file]): z.infer<S> | undefined {
    if (source === undefined) {
      this.problems.push({ file, message: "الملف غير موجود" });
      return undefined;
    }
    const lines = new LineCounter();
    const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
    this.docs.set(file, { doc, lines });
    if (doc.errors.length) {
      for (const e of doc.errors) {
        this.problems.push({ file, line: lines.linePos(e.pos[0]).line, message: `YAML غير صالح: ${e.message.split("\n")[0]}` });
      }
      return undefined;
    }
    const raw: unknown = doc.toJS();
    // reportInput: each issue carries the value the editor wrote, for the message.
    const result = schema.safeParse(raw, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
      this.problems.push({ file, line: this.lineOf(file, path), field: fieldName(path), message: explain(issue) });
    }
    return undefined;
  }

  /**
   * A Markdown file's front matter, parsed and validated, and its text; `undefined` (reported)
   * when the file has no front matter. Lines are the file's own: the opening `---` is line 1.
   */
  markdown<S extends z.ZodType>(file: string, schema: S): { front: z.infer<S> | undefined; body: string } | undefined {
    const parts = splitFrontMatter(this.files[file]);
    if (!parts) {
      this.problems.push({ file, line: 1, message: "ينقص الملف ترويسة YAML بين سطرين من ---" });
      return undefined;
    }
    // A blank line stands for the opening `---`, so the lines reported are the file's own.
    return { front: this.parse(file, schema, `\n${parts.front}`), body: parts.body };
  }

  /** Reports a problem found after validation (a cross-file rule). */
  report(file: string, path: (string | number)[], message: string) {
    this.problems.push({ file, line: this.lineOf(file, path), field: fieldName(path), message });
  }

  /** The line of the deepest YAML node that still exists along `path`. */
  lineOf(file: string, path: (string | number)[]): number | undefined {
    const entry = this.docs.get(file);
    if (!entry) return undefined;
    let node: unknown = entry.doc.contents;
    let found = node as Node | null;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => (p.key as { value?: unknown })?.value === key);
        if (!pair) break;
        node = pair.value;
        found = (pair.value as Node) ?? (pair.key as Node);
      } else if (isSeq(node) && typeof key === "number") {
        node = node.items[key];
        if (!node) break;
        found = node as Node;
      } else break;
    }
    const start = found?.range?.[0];
    return start === undefined ? undefined : entry.lines.linePos(start).line;
  }
}

function fieldName(path: (string | number)[]): string | undefined {
  if (!path.length) return undefined;
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}

/** What a value should be, as the sentence «اكتب …» says it (a schema's type, in words). */
const KIND_WORDS: Record<string, string> = {
  string: "نصًّا",
  number: "رقمًا",
  int: "عددًا صحيحًا",
  boolean: "«نعم» أو «لا»",
  array: "قائمة بنود",
  object: "الحقول المطلوبة",
};

/**
 * An issue in the editors' words, saying what to do (the schema's own message, when it has one in
 * Arabic, is kept). No field code and no file: content:check puts the place before it.
 */
export function explain(issue: z.core.$ZodIssue): string {
  const value = issue.input;
  const own = /[\u0600-\u06FF]/.test(issue.message) ? `: ${issue.message}` : "";
  switch (issue.code) {
    case "invalid_type":
      return value === undefined
        ? `هذا الحقل مطلوب وهو فارغ: املأه`
        : `المكتوب ${JSON.stringify(value)} ليس ${KIND_WORDS[issue.expected] ?? issue.expected}: اكتب ${KIND_WORDS[issue.expected] ?? issue.expected}`;
    case "unrecognized_keys":
      return `حقول غير معروفة: ${issue.keys.join("، ")}؛ احذفها`;
    case "too_small":
      return `أقل من الحد الأدنى (${String(issue.minimum)})${own || "؛ زد القيمة أو أضف ما ينقص"}`;
    case "too_big":
      return `أكبر من الحد الأعلى (${String(issue.maximum)})${own || "؛ أنقص القيمة أو احذف ما يزيد"}`;
    case "invalid_value":
      return `قيمة غير مقبولة: اختر إحدى القيم ${issue.values.map(String).join("، ")}`;
    default:
      return issue.message;
  }
}

/** Splits `---\nfront matter\n---\nbody` into its two parts. */
export function splitFrontMatter(source: string): { front: string; body: string } | undefined {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return m ? { front: m[1], body: m[2] } : undefined;
}

function checkUnique<T>(c: Checker, file: string, items: { item: T; path: (string | number)[]; key: string }[], what: string) {
  const seen = new Set<string>();
  for (const { path, key } of items) {
    if (seen.has(key)) c.report(file, path, `${what} "${key}" مكرّر: غيّره إلى قيمة لا يحملها بند آخر`);
    seen.add(key);
  }
}

/** The rules a program sheet must keep beyond its own shape. */
type SemesterLoad = AdmissionInfo["semesterLoad"];

const TERM_NAMES = { first: "الأول", second: "الثاني", summer: "الصيفي" } as const;

function checkSheet(
  c: Checker,
  file: string,
  base: (string | number)[],
  sheet: ProgramSheet,
  streams: ReadonlyMap<string, string>,
  degrees: ReadonlyMap<string, string>,
  load: SemesterLoad | undefined,
) {
  if (!degrees.has(sheet.degree)) c.report(file, [...base, "degree"], `الدرجة العلمية "${sheet.degree}" غير معروفة: اختر واحدة من «الدرجات العلمية»: ${[...degrees.values()].join("، ")}`);
  for (const key of ["minimums", "lastCutoff"] as const) {
    // The rows became a map in the order written: a stream's index is its row.
    Object.keys(sheet.admission[key] ?? {}).forEach((stream, row) => {
      if (!streams.has(stream)) c.report(file, [...base, "admission", key, row, "stream"], `فرع التوجيهي "${stream}" غير معروف: اختر واحدًا من «فروع التوجيهي»: ${[...streams.values()].join("، ")}`);
    });
  }
  const total = planTotal(sheet);
  if (total !== sheet.creditHours) {
    c.report(
      file,
      [...base, "creditHours"],
      `مجموع ساعات مساقات الخطة الدراسية ${total}، و«مجموع الساعات المعتمدة» ${sheet.creditHours}: عدّل ساعات المساقات حتى يصير مجموعها ${sheet.creditHours}، أو غيّر «مجموع الساعات المعتمدة» إلى ${total}`,
    );
  }
  const codes = new Set<string>();
  sheet.studyPlan.forEach((y, yi) =>
    y.semesters.forEach((s, si) =>
      s.courses.forEach((course, ci) => {
        if (codes.has(course.code)) c.report(file, [...base, "studyPlan", yi, "semesters", si, "courses", ci, "code"], `رمز المساق ${course.code} مكرّر في الخطة: احذف أحد المساقين أو غيّر رمزه`);
        codes.add(course.code);
      }),
    ),
  );
  // The semester load the help page promises: no plan asks more of a student than the rule allows.
  if (!load) return;
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

/**
 * Records the day a file was last changed: its own `updated`, or, for a file that is a named list
 * (`list` names it), its entries' latest. A date after `latestDay` is reported where it is written.
 */
function dateFile(c: Checker, dates: Record<string, string>, file: string, data: Record<string, unknown> | undefined, latestDay?: string, list?: string) {
  if (!data) return;
  const entries = list
    ? (data[list] as { updated: string }[]).map((d, i) => ({ day: d.updated, path: [list, i, "updated"] }))
    : [{ day: data.updated as string, path: ["updated"] }];
  for (const { day, path } of entries) {
    if (latestDay && day > latestDay) c.report(file, path, `التاريخ ${day} لم يأتِ بعد: اختر يوم آخر تعديل فعلي، اليوم أو يومًا قبله`);
  }
  const latest = entries.reduce((max, e) => (e.day > max ? e.day : max), "");
  if (latest) dates[file] = latest;
}

/** Every file of a folder with one entry per file, each named after its own `slug`. */
function folder<S extends z.ZodType<{ slug: string; updated: string }>>(c: Checker, dir: string, schema: S, dated: <T>(file: string, data: T) => T) {
  const entries: { file: string; data: z.infer<S> }[] = [];
  for (const file of c.list(dir, ".yaml")) {
    const data = dated(file, c.parse(file, schema));
    if (!data) continue;
    if (`${dir}/${data.slug}.yaml` !== file) c.report(file, ["slug"], `المعرّف "${data.slug}" غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه، فالمعرّف لا يتغيّر بعد الإنشاء`);
    entries.push({ file, data });
  }
  return entries;
}

/** Every problem of the content, or none: `buildRegistry` without the registry. */
export function contentProblems(files: ContentFiles, options: BuildOptions = {}): ContentProblem[] {
  try {
    buildRegistry(files, options);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

export function buildRegistry(files: ContentFiles, options: BuildOptions = {}): Registry {
  const c = new Checker(files);
  const fileDates: Record<string, string> = {};
  const dated = <T>(file: string, data: T, list?: string): T => {
    dateFile(c, fileDates, file, data as Record<string, unknown> | undefined, options.latestDay, list);
    return data;
  };
  const single = <S extends z.ZodType>(entry: { file: string; schema: S }, list?: string) => dated(entry.file, c.parse(entry.file, entry.schema), list);
  const site = single(SINGLE_FILES.site);
  const streams = single(SINGLE_FILES.streams, "streams")?.streams ?? [];
  const degrees = single(SINGLE_FILES.degrees, "degrees")?.degrees ?? [];
  const admission = single(SINGLE_FILES.admission);
  // Partners and publications: one file each, so an editor adds one without touching the others.
  // Partners in the order they joined (then by name); publications are sorted where they are shown.
  const partners = folder(c, FOLDERS.partners.dir, FOLDERS.partners.schema, dated)
    .map((x) => x.data)
    .sort((a, b) => a.since - b.since || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const publicationFiles = folder(c, FOLDERS.publications.dir, FOLDERS.publications.schema, dated);
  const publications = publicationFiles.map((x) => x.data);
  const faq = single(SINGLE_FILES.faq, "groups")?.groups ?? [];

  // Code → Arabic name: a message about an unknown code names the ones to choose from.
  const streamCodes = new Map(streams.map((s) => [s.code, s.name]));
  const degreeCodes = new Map(degrees.map((d) => [d.code, d.name]));
  checkUnique(c, SINGLE_FILES.streams.file, streams.map((s, i) => ({ item: s, path: ["streams", i, "code"], key: s.code })), "رمز الفرع");
  // A former code names one stream only: never a stream of today, never two streams.
  const aliasRows = streams.flatMap((s, i) => (s.aliases ?? []).map((a, j) => ({ item: a, path: ["streams", i, "aliases", j, "code"], key: a.code })));
  for (const row of aliasRows) if (streamCodes.has(row.key)) c.report(SINGLE_FILES.streams.file, row.path, `الرمز السابق "${row.key}" يحمله اليوم فرع من «فروع التوجيهي»: اكتب رمزًا لا يحمله فرع آخر`);
  checkUnique(c, SINGLE_FILES.streams.file, aliasRows, "الرمز السابق");
  checkUnique(c, SINGLE_FILES.degrees.file, degrees.map((d, i) => ({ item: d, path: ["degrees", i, "code"], key: d.code })), "رمز الدرجة العلمية");

  const colleges: { file: string; data: College }[] = [];
  for (const file of c.list(FOLDERS.colleges.dir, ".yaml")) {
    const data = dated(file, c.parse(file, FOLDERS.colleges.schema));
    if (!data) continue;
    if (`${FOLDERS.colleges.dir}/${data.slug}.yaml` !== file) c.report(file, ["slug"], `المعرّف "${data.slug}" غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه، فالمعرّف لا يتغيّر بعد الإنشاء`);
    if (data.degreeProgram) checkSheet(c, file, ["degreeProgram"], data.degreeProgram, streamCodes, degreeCodes, admission?.semesterLoad);
    colleges.push({ file, data });
  }
  checkUnique(c, FOLDERS.colleges.dir, colleges.map((x) => ({ item: x, path: [], key: x.data.slug })), "معرّف الكلية");
  const collegeSlugs = new Set(colleges.map((x) => x.data.slug));
  const unknownCollege = (slug: string) =>
    `الكلية "${slug}" غير معروفة: اختر واحدة من «الكليات»: ${colleges.map((x) => x.data.name).join("، ")}`;

  const programs: { file: string; data: Program }[] = [];
  for (const file of c.list(FOLDERS.programs.dir, ".yaml")) {
    const data = dated(file, c.parse(file, FOLDERS.programs.schema));
    if (!data) continue;
    if (`${FOLDERS.programs.dir}/${data.slug}.yaml` !== file) c.report(file, ["slug"], `المعرّف "${data.slug}" غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه، فالمعرّف لا يتغيّر بعد الإنشاء`);
    if (!collegeSlugs.has(data.college)) c.report(file, ["college"], unknownCollege(data.college));
    if (data.relatedCollege && !collegeSlugs.has(data.relatedCollege)) c.report(file, ["relatedCollege"], unknownCollege(data.relatedCollege));
    checkSheet(c, file, [], data, streamCodes, degreeCodes, admission?.semesterLoad);
    programs.push({ file, data });
  }
  for (const [i, p] of programs.entries()) {
    const twin = programs.findIndex((q) => q.data.slug === p.data.slug);
    if (twin !== i) c.report(p.file, ["slug"], `المعرّف "${p.data.slug}" يحمله برنامج «${programs[twin].data.name}»: اكتب معرّفًا لا يحمله برنامج آخر`);
  }
  // A course code shared by several programs is the same course: same name, same hours.
  const courses = new Map<string, { name: string; hours: number; file: string }>();
  for (const { file, data } of [...programs, ...colleges.flatMap((x) => (x.data.degreeProgram ? [{ file: x.file, data: x.data.degreeProgram }] : []))]) {
    for (const course of data.studyPlan.flatMap((y) => y.semesters.flatMap((s) => s.courses))) {
      const first = courses.get(course.code);
      if (!first) courses.set(course.code, { ...course, file });
      else if (first.name !== course.name || first.hours !== course.hours)
        c.report(file, [], `المساق ${course.code} اسمه «${first.name}» وساعاته ${first.hours} في برنامج آخر: اكتب له الاسم والساعات نفسها، أو أعطِ هذا المساق رمزًا آخر`);
    }
  }

  // News: one Markdown file per item, its name the item's address (a CMS folder collection).
  const newsPage = single(SINGLE_FILES.newsPage);
  const news: NewsItem[] = [];
  for (const file of c.list(FOLDERS.news.dir, ".md")) {
    const parts = c.markdown(file, FOLDERS.news.schema);
    const front = dated(file, parts?.front);
    if (!parts || !front) continue;
    if (`${FOLDERS.news.dir}/${front.slug}.md` !== file) c.report(file, ["slug"], `المعرّف "${front.slug}" غير المعرّف الذي أُنشئ به هذا الخبر: أعده إلى ما كان عليه، فالمعرّف لا يتغيّر بعد الإنشاء`);
    if (front.updated < front.date) c.report(file, ["updated"], `تاريخ آخر تعديل ${front.updated} يسبق تاريخ النشر ${front.date}: اختر يوم النشر أو يومًا بعده`);
    if (front.college && !collegeSlugs.has(front.college)) c.report(file, ["college"], unknownCollege(front.college));
    if (!parts.body.trim()) c.problems.push({ file, message: "نص الخبر فارغ: اكتب نص الخبر" });
    news.push({ ...front, html: newsHtml(parts.body) });
  }

  // Urgent notices: a window that opens before it closes, on moments the zone's clocks show.
  const NOTICES = SINGLE_FILES.notices.file;
  const notices = c.parse(NOTICES, SINGLE_FILES.notices.schema)?.notices ?? [];
  notices.forEach((n, i) => {
    for (const key of ["start", "end"] as const) {
      if (!wallTimeExists(n[key], n.timeZone)) c.report(NOTICES, ["notices", i, key], `لا وجود للوقت ${n[key]} في توقيت ${n.timeZone}: تُقدَّم فيه الساعة للتوقيت الصيفي، فاختر وقتًا قبله أو بعده بساعة`);
    }
    const window = noticeWindow(n);
    if (window.end <= window.start) c.report(NOTICES, ["notices", i, "end"], `انتهاء الظهور ${n.end} ليس بعد بدئه ${n.start}: اختر لـ«ينتهي ظهوره» وقتًا بعد «يبدأ ظهوره»`);
  });

  // A notice's link to the site leads to one of its pages (the fragment is the page's business).
  const sitePaths = new Set(indexablePaths({ colleges: colleges.map((x) => x.data), programs: programs.map((x) => x.data), news }));
  notices.forEach((n, i) => {
    const path = n.link?.href.startsWith("/") ? n.link.href.split("#")[0] : undefined;
    if (path !== undefined && !sitePaths.has(path)) c.report(NOTICES, ["notices", i, "link", "href"], `لا صفحة في الموقع بالرابط "${path}": انسخ رابط صفحة موجودة، أو اكتب رابطًا كاملًا يبدأ بـ https://`);
  });

  // Degree ids (catalog.ts): a program's slug, or a college's slug for the college's own degree.
  const degreeIds = new Set([...programs.map((p) => p.data.slug), ...colleges.filter((x) => x.data.degreeProgram).map((x) => x.data.slug)]);
  for (const p of programs) {
    if (colleges.some((x) => x.data.degreeProgram && x.data.slug === p.data.slug)) c.report(p.file, ["slug"], `المعرّف "${p.data.slug}" تحمله كلية تطرح درجتها العلمية بنفسها: اكتب للبرنامج معرّفًا آخر`);
  }
  const sheets = [...programs.map((p) => ({ file: p.file, base: [] as string[], sheet: p.data })), ...colleges.flatMap((x) => (x.data.degreeProgram ? [{ file: x.file, base: ["degreeProgram"], sheet: x.data.degreeProgram }] : []))];
  for (const { file, base, sheet } of sheets) {
    sheet.alternatives?.forEach((id, i) => {
      if (!degreeIds.has(id)) c.report(file, [...base, "alternatives", i], `البرنامج "${id}" غير معروف: احذفه، أو اختر برنامجًا من «البرامج»`);
    });
    // No program promises what the ministry does not allow.
    const level = degrees.find((d) => d.code === sheet.degree)?.level;
    const floor = level === "undergraduate" ? admission?.ministry.bachelorMinimum : level === "diploma" ? admission?.ministry.diplomaMinimum : undefined;
    Object.values(sheet.admission.minimums ?? {}).forEach((minimum, row) => {
      if (floor !== undefined && minimum < floor) c.report(file, [...base, "admission", "minimums", row, "minimum"], `الحد الأدنى للمعدل ${minimum} أقل من الحد الأدنى العام للوزارة لهذه الدرجة العلمية (${floor}): ارفعه إلى ${floor} على الأقل، أو صحّح «حدود الوزارة وأحكامها» في «القبول ومواعيده»`);
    });
  }

  for (const { file, data } of publicationFiles) {
    if (!collegeSlugs.has(data.college)) c.report(file, ["college"], unknownCollege(data.college));
  }
  checkUnique(c, SINGLE_FILES.faq.file, faq.flatMap((g, gi) => g.questions.map((q, qi) => ({ item: q, path: ["groups", gi, "questions", qi, "slug"], key: q.slug }))), "معرّف السؤال");

  const pages: Record<string, ProsePage> = {};
  for (const file of c.list(FOLDERS.pages.dir, ".md")) {
    const parts = c.markdown(file, FOLDERS.pages.schema);
    const front = dated(file, parts?.front);
    if (parts && front) pages[file.slice(FOLDERS.pages.dir.length + 1, -3)] = { ...front, html: marked.parse(parts.body, { async: false }) };
  }

  const templateCollege = single(SINGLE_FILES.templateCollege);
  const templateProgram = single(SINGLE_FILES.templateProgram);
  if (templateProgram) checkSheet(c, SINGLE_FILES.templateProgram.file, [], templateProgram, streamCodes, degreeCodes, admission?.semesterLoad);

  if (!newsPage) throw new ContentError(c.problems);

  if (c.problems.length || !site || !admission || !templateCollege || !templateProgram) throw new ContentError(c.problems);

  const sortedColleges = colleges.map((x) => x.data).sort((a, b) => a.order - b.order);
  const order = new Map(sortedColleges.map((col, i) => [col.slug, i]));
  const sortedPrograms = programs.map((x) => x.data).sort((a, b) => order.get(a.college)! - order.get(b.college)!);
  return {
    site,
    streams,
    degrees,
    admission,
    colleges: sortedColleges,
    programs: sortedPrograms,
    partners,
    publications,
    faq,
    pages,
    templates: { college: templateCollege, program: templateProgram },
    fileDates,
    newsPage,
    news: newestFirst(news),
    notices,
  };
}
