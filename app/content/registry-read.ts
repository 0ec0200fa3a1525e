/**
 * The registry's reading steps: each kind of content file read, validated against its schema and
 * dated, with the problems of its own shape reported (registry-checker.ts). The rules it must keep
 * beyond that are in registry-checks.ts: a folder's reader checks an entry's slug, and runs the
 * `check` it is given on each entry as soon as it is read, so the problems stay in file order.
 */
import type { z } from "zod";
import type { Checker } from "./registry-checker.ts";
import type { Entry, NewsItem, ProsePage } from "./registry-types.ts";
import { checkSlugIsFileName } from "./registry-checks.ts";
import type { NewsFrontMatter } from "./schema.ts";
import { FOLDERS, SINGLE_FILES } from "./content-files.ts";
import { proseHtml, type ProseNumbers } from "./markdown.ts";

/** A file of its own, read, validated and dated; `list` names its list of dated entries, if it is one. */
export function readSingle<S extends z.ZodType>(c: Checker, entry: { file: string; schema: S }, list?: string) {
  return c.dated(entry.file, c.parse(entry.file, entry.schema), list);
}

/**
 * The university and what the colleges and programs refer to: the site, the Tawjihi streams, the
 * degrees, the admission rules; then the partners, the publications and the questions.
 */
export function readUniversity(c: Checker) {
  const site = readSingle(c, SINGLE_FILES.site);
  const streams = readSingle(c, SINGLE_FILES.streams, "streams")?.streams ?? [];
  const degrees = readSingle(c, SINGLE_FILES.degrees, "degrees")?.degrees ?? [];
  const admission = readSingle(c, SINGLE_FILES.admission);
  // Partners and publications: one file each, so an editor adds one without touching the others.
  const partners = readFolder(c, FOLDERS.partners).map((x) => x.data);
  const publications = readFolder(c, FOLDERS.publications);
  const faq = readSingle(c, SINGLE_FILES.faq, "groups")?.groups ?? [];
  return { site, streams, degrees, admission, partners, publications, faq };
}

/**
 * Every file of a folder with one YAML entry per file, each named after its own `slug`, in the
 * order of the file names; `check` runs on each valid entry as it is read.
 */
export function readFolder<S extends z.ZodType<{ slug: string; updated: string }>>(
  c: Checker,
  folder: { name: string; dir: string; extension: "yaml"; schema: S },
  check?: (file: string, data: z.infer<S>) => void,
): Entry<z.infer<S>>[] {
  const entries: Entry<z.infer<S>>[] = [];
  for (const file of c.list(folder.dir, `.${folder.extension}`)) {
    const data = c.dated(file, c.parse(file, folder.schema));
    if (!data) continue;
    checkSlugIsFileName(c, file, folder, data.slug);
    check?.(file, data);
    entries.push({ file, data });
  }
  return entries;
}

/** Every Markdown file of a folder: its front matter read, validated and dated, and its text. */
function readMarkdownFolder<S extends z.ZodType>(
  c: Checker,
  folder: { dir: string; extension: "md"; schema: S },
  check?: (file: string, front: z.infer<S>, body: string) => void,
): { file: string; front: z.infer<S>; body: string }[] {
  const entries: { file: string; front: z.infer<S>; body: string }[] = [];
  for (const file of c.list(folder.dir, `.${folder.extension}`)) {
    const parts = c.markdown(file, folder.schema);
    const front = c.dated(file, parts?.front);
    if (!parts || !front) continue;
    check?.(file, front, parts.body);
    entries.push({ file, front, body: parts.body });
  }
  return entries;
}

/**
 * News: one Markdown file per item, its name the item's address (a CMS folder collection);
 * `check` runs on each item as it is read, after its slug.
 */
export function readNews(
  c: Checker,
  check: (file: string, front: NewsFrontMatter, body: string) => void,
  numbers: ProseNumbers,
): NewsItem[] {
  return readMarkdownFolder(c, FOLDERS.news, (file, front, body) => {
    checkSlugIsFileName(c, file, FOLDERS.news, front.slug);
    check(file, front, body);
  }).map(({ front, body }) => ({ ...front, html: proseHtml(body, c.language, numbers) }));
}

/** The prose pages (content/pages/*.md), by file name: `privacy` for content/pages/privacy.md. */
export function readPages(c: Checker, numbers: ProseNumbers): Record<string, ProsePage> {
  const pages: Record<string, ProsePage> = {};
  for (const { file, front, body } of readMarkdownFolder(c, FOLDERS.pages)) {
    pages[file.slice(FOLDERS.pages.dir.length + 1, -3)] = { ...front, html: proseHtml(body, c.language, numbers) };
  }
  return pages;
}
