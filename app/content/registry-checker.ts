/**
 * Reading the content files and reporting what is wrong with them: YAML parsed and validated
 * against its schema, each problem with its file, line and field, in the editors' words. The
 * problems are collected, not thrown one by one, so an editor sees them all at once.
 */
import { LineCounter, parseDocument, isMap, isSeq, type Node } from "yaml";
import type { z } from "zod";
import type { ContentFiles, ContentLanguage, ContentProblem } from "./registry-types.ts";
import { englishBody, englishForm, withoutEnglish, type EnglishProblem } from "./english-form.ts";
import { FOLDERS, newsItemNeedsEnglish, optionalInEnglish, writtenInEnglish } from "./content-files.ts";
import { englishTexts, termProblems } from "./english-terms.ts";

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

/**
 * Reads the content files and collects their problems instead of stopping at the first, so an
 * editor sees them all at once; notes the day each file was last changed on the way.
 */
export class Checker {
  problems: ContentProblem[] = [];
  /** The day each file read so far was last changed, by path: what `Registry.fileDates` is. */
  readonly fileDates: Record<string, string> = {};
  private docs = new Map<string, { doc: ReturnType<typeof parseDocument>; lines: LineCounter }>();
  /** Each file's data as written, `en` blocks and all (a Markdown file's English text is in it). */
  private raws = new Map<string, unknown>();
  /** The YAML each file was parsed from. */
  private sources = new Map<string, string>();

  /**
   * `latestDay`: the latest day an `updated` date may name (BuildOptions). `language`: which form
   * of each file is read; for English, what lacks its English form is reported (english-form.ts).
   */
  constructor(
    private files: ContentFiles,
    readonly latestDay?: string,
    readonly language: ContentLanguage = "ar",
  ) {}

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
    this.sources.set(file, source);
    if (doc.errors.length) {
      for (const e of doc.errors) {
        this.problems.push({
          file,
          line: lines.linePos(e.pos[0]).line,
          message: `YAML غير صالح: ${e.message.split("\n")[0]}`,
        });
      }
      return undefined;
    }
    const written: unknown = doc.toJS();
    this.raws.set(file, written);
    const raw = this.language === "en" ? this.english(file, written) : withoutEnglish(written);
    // A file with no English that may have none (a news item) is not in the English registry.
    if (raw === undefined) return undefined;
    // reportInput: each issue carries the value the editor wrote, for the message.
    const result = schema.safeParse(raw, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
      this.problems.push({ file, line: this.lineOf(file, path), field: fieldName(path), message: explain(issue) });
    }
    return undefined;
  }

  /** A file's English form, its problems reported; `undefined` when it may have none and has none. */
  private english(file: string, written: unknown): unknown {
    const form = englishForm(written, optionalInEnglish(file, written));
    // Said once, where the editor chose it, before the texts the English lacks.
    if (file.startsWith(`${FOLDERS.news.dir}/`) && newsItemNeedsEnglish(written) && !writtenInEnglish(written))
      this.report(file, ["category"], NEWS_IN_ENGLISH);
    for (const problem of form.problems) this.report(file, problem.path, ENGLISH_PROBLEMS[problem.kind]);
    // The terminology list (content/README.md), each slip on its own line; one report a rule and line.
    const said = new Set<string>();
    for (const problem of termProblems(englishTexts(written))) {
      const line = this.lineOfText(file, problem.path, problem.match, problem.occurrence);
      if (said.has(`${line}:${problem.message}`)) continue;
      said.add(`${line}:${problem.message}`);
      this.problems.push({ file, line, field: fieldName(problem.path), message: problem.message });
    }
    return form.english;
  }

  /**
   * A Markdown file's front matter, parsed and validated, and its text (in English, the front
   * matter's `en.body`); `undefined` (reported) when the file has no front matter. Lines are the
   * file's own: the opening `---` is line 1.
   */
  markdown<S extends z.ZodType>(file: string, schema: S): { front: z.infer<S> | undefined; body: string } | undefined {
    const parts = splitFrontMatter(this.files[file]);
    if (!parts) {
      this.problems.push({ file, line: 1, message: "ينقص الملف ترويسة YAML بين سطرَي «---»" });
      return undefined;
    }
    // A blank line stands for the opening `---`, so the lines reported are the file's own.
    const front = this.parse(file, schema, `\n${parts.front}`);
    if (this.language === "ar" || front === undefined) return { front, body: parts.body };
    const body = englishBody(this.raws.get(file));
    if (body === undefined || !body.trim()) this.report(file, ["en"], ENGLISH_PROBLEMS.body);
    return { front, body: body ?? "" };
  }

  /**
   * Records the day a file was last changed: its own `updated`, or, for a file that is a named list
   * (`list` names it), its entries' latest. A date after `latestDay` is reported where it is
   * written. Returns `data`, so a file is read and dated in one expression.
   */
  dated<T>(file: string, data: T, list?: string): T {
    if (!data) return data;
    const fields = data as Record<string, unknown>;
    const entries = list
      ? (fields[list] as { updated: string }[]).map((d, i) => ({ day: d.updated, path: [list, i, "updated"] }))
      : [{ day: fields.updated as string, path: ["updated"] }];
    for (const { day, path } of entries) {
      if (this.latestDay && day > this.latestDay)
        this.report(file, path, `التاريخ ${day} لم يأتِ بعد: اختر يوم آخر تعديل فعلي، اليوم أو يومًا قبله`);
    }
    const latest = entries.reduce((max, e) => (e.day > max ? e.day : max), "");
    if (latest) this.fileDates[file] = latest;
    return data;
  }

  /** Reports a problem found after validation (a cross-file rule). */
  report(file: string, path: (string | number)[], message: string) {
    this.problems.push({ file, line: this.lineOf(file, path), field: fieldName(path), message });
  }

  /**
   * A problem with a Markdown file's text: in Arabic, the text under the front matter (its first
   * line that is not blank, field `body`, as the form names it); in English, its `en.body`.
   */
  reportBody(file: string, message: string) {
    if (this.language === "en") return this.report(file, ["en", "body"], message);
    const source = this.files[file] ?? "";
    const body = splitFrontMatter(source)?.body ?? "";
    const before = source.slice(0, source.length - body.length).split("\n").length;
    const blank = /^\s*/.exec(body)![0].split("\n").length - 1;
    this.problems.push({ file, line: before + blank, field: "body", message });
  }

  /** The line of the deepest YAML node that still exists along `path`. */
  lineOf(file: string, path: (string | number)[]): number | undefined {
    const entry = this.docs.get(file);
    const start = this.nodeAt(file, path)?.range?.[0];
    return start === undefined || !entry ? undefined : entry.lines.linePos(start).line;
  }

  /**
   * The line on which the `occurrence`-th `match` of the text at `path` is written (a long text
   * spans lines); the text's first line when the match is broken across two.
   */
  private lineOfText(file: string, path: (string | number)[], match: string, occurrence: number): number | undefined {
    const entry = this.docs.get(file);
    const range = this.nodeAt(file, path)?.range;
    if (!entry || !range) return this.lineOf(file, path);
    const first = entry.lines.linePos(range[0]).line;
    const source = this.sourceOf(file);
    const lines = source.split("\n").slice(first - 1, entry.lines.linePos(range[1]).line);
    let seen = 0;
    for (const [i, text] of lines.entries()) {
      seen += text.split(match).length - 1;
      if (seen > occurrence) return first + i;
    }
    return first;
  }

  /** The YAML source a file was parsed from (a Markdown file's front matter, its lines the file's own). */
  private sourceOf(file: string): string {
    return this.sources.get(file) ?? "";
  }

  /** The deepest YAML node that still exists along `path`. */
  private nodeAt(file: string, path: (string | number)[]): Node | null | undefined {
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
    return found;
  }
}

/** Why an admission news item without English is refused (NEWS_CATEGORIES_IN_ENGLISH). */
const NEWS_IN_ENGLISH =
  "خبر «القبول والتسجيل» يقرؤه المتقدّمون من خارج فلسطين أيضًا، فلا يُنشر بلا نسخته الإنجليزية: اكتب عنوانه وملخصه ونصه في «النسخة الإنجليزية»";

/** What is wrong with an English form, in the editors' words (english-form.ts). */
const ENGLISH_PROBLEMS: Record<EnglishProblem["kind"] | "body", string> = {
  missing: "ينقص هذا النصَّ مقابلُه بالإنجليزية: اكتبه في حقل en إلى جانبه، بالاسم نفسه",
  arabic: "في النص الإنجليزي حروف عربية أو علامات عربية (مثل الفاصلة ،): اكتبه بالإنجليزية وحدها",
  unmatched: "لا نصَّ عربيًّا يقابل هذا الحقل الإنجليزي: احذفه، أو صحّح اسمه ليطابق اسم الحقل العربي",
  shape: "اكتب هنا بالإنجليزية ما يقابل النص العربي: نصًّا مقابل النص، وقائمةً بعدد البنود نفسه مقابل القائمة",
  body: "ينقص الملفَ نصُّه بالإنجليزية: اكتبه في الحقل body من en في الترويسة",
};

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
