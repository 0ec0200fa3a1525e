/**
 * Makes the drill's edits (edits.ts) on content files in memory, and writes each changed file in the
 * form the CMS writes (canonical.ts): what the office would have saved through the forms.
 * Pure: content files in, content files out (a deleted file is absent), so a unit test can run
 * every kind of edit on any content.
 */
import { parse } from "yaml";
import type { ContentFiles } from "#app/content/registry.ts";
import { splitFrontMatter } from "#app/content/registry.ts";
import { canonicalMarkdown, canonicalYaml } from "#app/content/canonical.ts";
import { SINGLE_FILES, schemaOfFile } from "#app/content/content-files.ts";
import { ENGLISH_KEY } from "#app/content/english-form.ts";
import { OFFICE_TIME_ZONE, officeNow } from "#app/admin/forms/office-clock.ts";
import type { DrillEdit } from "./edits.ts";

type Data = Record<string, unknown>;
/** A content file read: its data (a Markdown file's front matter) and a Markdown file's body. */
interface Doc {
  data: Data;
  body?: string;
}

const PROGRAMS = "content/programs/";
const COLLEGES = "content/colleges/";
const NEWS = "content/news/";
const HOUR = 3_600_000;

const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** Visits every object in the data, depth first (a college's own degree sheet included). */
function eachObject(value: unknown, visit: (object: Data) => void): void {
  if (Array.isArray(value)) value.forEach((item) => eachObject(item, visit));
  else if (isObject(value)) {
    visit(value);
    Object.values(value).forEach((item) => eachObject(item, visit));
  }
}

function read(files: ContentFiles): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  for (const [file, source] of Object.entries(files)) {
    if (!schemaOfFile(file)) continue; // content/README.md, the templates: not the office's data
    if (file.endsWith(".md")) {
      const parts = splitFrontMatter(source);
      if (!parts) throw new Error(`${file}: no front matter between --- lines`);
      docs.set(file, { data: parse(parts.front) as Data, body: parts.body });
    } else docs.set(file, { data: parse(source) as Data });
  }
  return docs;
}

function write(file: string, doc: Doc): string {
  const schema = schemaOfFile(file);
  if (!schema) throw new Error(`${file}: not a content file the CMS writes`);
  return doc.body === undefined ? canonicalYaml(schema, doc.data) : canonicalMarkdown(schema, doc.data, doc.body);
}

/** The files of a folder, sorted: the candidates an edit picks from. */
const filesIn = (docs: Map<string, Doc>, folder: string) => [...docs.keys()].filter((f) => f.startsWith(folder)).sort();

function pickFrom<T>(candidates: T[], pick: number, what: string): T {
  if (!candidates.length) throw new Error(`the drill finds no ${what} to edit`);
  return candidates[Math.abs(pick) % candidates.length];
}

/** The ministry's floor for a program's degree (admission.yaml), which no minimum may go under. */
function ministryFloor(docs: Map<string, Doc>, degree: unknown): number {
  const admission = docs.get("content/admission.yaml")?.data;
  const ministry = isObject(admission?.ministry) ? admission.ministry : {};
  const degrees = docs.get("content/degrees.yaml")?.data.degrees;
  const level = Array.isArray(degrees) ? degrees.find((d) => isObject(d) && d.code === degree)?.level : undefined;
  return Number((level === "diploma" ? ministry.diplomaMinimum : ministry.bachelorMinimum) ?? 50);
}

type Edit<K extends DrillEdit["kind"]> = (
  docs: Map<string, Doc>,
  edit: Extract<DrillEdit, { kind: K }>,
  today: string,
  moment: number,
) => void;

const EDITS: { [K in DrillEdit["kind"]]: Edit<K> } = {
  "move-minimums": (docs, { by }) => {
    for (const doc of docs.values())
      eachObject(doc.data, (sheet) => {
        const minimums = isObject(sheet.admission) ? sheet.admission.minimums : undefined;
        if (!Array.isArray(minimums)) return;
        const floor = ministryFloor(docs, sheet.degree);
        for (const row of minimums)
          if (isObject(row)) row.minimum = clamp(round1(Number(row.minimum) + by), floor, 100);
      });
  },
  "move-cutoffs": (docs, { by }) => {
    for (const doc of docs.values())
      eachObject(doc.data, (admission) => {
        if (!Array.isArray(admission.lastCutoff)) return;
        for (const row of admission.lastCutoff)
          if (isObject(row)) row.average = clamp(round1(Number(row.average) + by), 50, 100);
      });
  },
  "raise-fees": (docs, { percent }) => {
    for (const doc of docs.values())
      eachObject(doc.data, (sheet) => {
        if (typeof sheet.tuitionPerHour === "number")
          sheet.tuitionPerHour = Math.round(sheet.tuitionPerHour * (1 + percent / 100));
      });
  },
  "add-program": (docs, { pick, slug, name, nameEn, summary, summaryEn }, today) => {
    // A model written in English, so that the new program is published in both languages.
    const model = pickFrom(
      filesIn(docs, PROGRAMS).filter((f) => isObject(docs.get(f)!.data[ENGLISH_KEY])),
      pick,
      "program written in English",
    );
    const data: Data = structuredClone(docs.get(model)!.data);
    Object.assign(data, { slug, name, nameEn, summary, updated: today });
    Object.assign(data[ENGLISH_KEY] as Data, { summary: summaryEn });
    delete data.featured; // A new program is not the home page's choice until the office makes it so.
    docs.set(`${PROGRAMS}${slug}.yaml`, { data });
  },
  "retire-program": (docs, { pick }) => {
    const programs = filesIn(docs, PROGRAMS);
    const collegeOf = (file: string) => docs.get(file)!.data.college;
    // A program whose college keeps another: a college is not closed by this edit.
    const candidates = programs.filter((f) => programs.some((g) => g !== f && collegeOf(g) === collegeOf(f)));
    const retired = pickFrom(candidates, pick, "program whose college teaches another");
    const slug = docs.get(retired)!.data.slug;
    docs.delete(retired);
    for (const doc of docs.values())
      eachObject(doc.data, (sheet) => {
        // The page for applicants from abroad names the programs taught in English.
        if (Array.isArray(sheet.englishPrograms))
          sheet.englishPrograms = sheet.englishPrograms.filter((x) => !isObject(x) || x.program !== slug);
        if (!Array.isArray(sheet.alternatives)) return;
        const kept = sheet.alternatives.filter((s) => s !== slug);
        if (kept.length) sheet.alternatives = kept;
        else delete sheet.alternatives;
      });
  },
  "rename-college": (docs, { pick, name, nameEn }) => {
    // A college already of that name (the drill's copy, edited once, read again by its unit tests)
    // is the one renamed: no two colleges share a name (checkPagesApart).
    const named = filesIn(docs, COLLEGES).find((file) => docs.get(file)!.data.name === name);
    const college = named ?? pickFrom(filesIn(docs, COLLEGES), pick, "college");
    Object.assign(docs.get(college)!.data, { name, nameEn });
  },
  "add-news": (docs, { slug, category = "announcement", title, summary, body, en }, today) => {
    const data = { slug, title, date: today, updated: today, summary, category, ...(en && { en }) };
    docs.set(`${NEWS}${slug}.md`, { data, body: `\n${body}` });
  },
  "rewrite-english": (docs, { pick, paragraph }) => {
    const aboutOf = (file: string) => {
      const en = docs.get(file)!.data[ENGLISH_KEY];
      return isObject(en) && Array.isArray(en.about) && en.about.length > 0 ? en.about : undefined;
    };
    const college = pickFrom(
      filesIn(docs, COLLEGES).filter((f) => aboutOf(f)),
      pick,
      "college with an English «about»",
    );
    aboutOf(college)![0] = paragraph;
  },
  "post-notices": (docs, { notices }, _today, moment) => {
    const file = SINGLE_FILES.notices.file;
    const data = docs.get(file)?.data ?? { notices: [] };
    // A notice of the same title is replaced (the drill's copy, edited once, read again by its unit tests).
    const titles = new Set(notices.map((n) => n.title));
    const kept = (Array.isArray(data.notices) ? data.notices : []).filter(
      (n) => !isObject(n) || !titles.has(n.title as string),
    );
    const posted = notices.map(({ from, to, ...notice }) => ({
      ...notice,
      start: officeNow(new Date(moment + from * HOUR)),
      end: officeNow(new Date(moment + to * HOUR)),
      timeZone: OFFICE_TIME_ZONE,
    }));
    docs.set(file, { data: { ...data, notices: [...kept, ...posted] } });
  },
  "stamp-updated": (docs, _edit, today) => {
    for (const doc of docs.values())
      eachObject(doc.data, (object) => {
        if (typeof object.updated === "string") object.updated = today;
      });
  },
};

/**
 * The content after `edits`, made on `today` (YYYY-MM-DD, the office's day) at `moment` (for what
 * is posted by the hour, the notices; by default 09:00 UTC that day).
 */
export function applyEdits(
  files: ContentFiles,
  edits: DrillEdit[],
  today: string,
  moment = Date.parse(`${today}T09:00:00Z`),
): ContentFiles {
  const docs = read(files);
  for (const edit of edits) (EDITS[edit.kind] as Edit<typeof edit.kind>)(docs, edit as never, today, moment);
  const result: ContentFiles = Object.fromEntries(Object.entries(files).filter(([file]) => !schemaOfFile(file)));
  for (const [file, doc] of docs) {
    const written = write(file, doc);
    // A file no edit changed keeps its bytes (the CMS rewrites only what it saves).
    result[file] =
      files[file] !== undefined && written === write(file, read({ [file]: files[file] }).get(file)!)
        ? files[file]
        : written;
  }
  return result;
}

/** Every edit with its picks moved by `seed`: the same kinds of edits on other subjects. */
export function reseeded(edits: DrillEdit[], seed: number): DrillEdit[] {
  return edits.map((edit) => ("pick" in edit ? { ...edit, pick: edit.pick + seed } : edit));
}
