/**
 * Every kind of file under `content/` and the schema it is written in: the one list the registry,
 * the canonical YAML writer (`npm run content:format`) and the CMS configuration (`scripts/cms/`)
 * read, so that nothing is editable in one place and missing in another.
 */
import type { z } from "zod";
import { ENGLISH_KEY, type OptionalInEnglish } from "./english-form.ts";
import {
  admissionInfoSchema,
  collegeSchema,
  degreesFileSchema,
  faqFileSchema,
  internationalSchema,
  newsFrontMatterSchema,
  newsPageSchema,
  NEWS_CATEGORIES_IN_ENGLISH,
  noticesFileSchema,
  partnerSchema,
  programFileSchema,
  programSchema,
  proseFrontMatterSchema,
  publicationSchema,
  searchFileSchema,
  siteSchema,
  streamsFileSchema,
} from "./schema.ts";

/**
 * The extensions of the content files: what both readers of `content/` read (files.node.ts from the
 * disk, bundled-files.ts into a bundle) and what the folders below are written in. A file with
 * any other extension (`.yml`, `.txt`) is read by neither, so neither checked nor served.
 */
export const CONTENT_EXTENSIONS = ["yaml", "md"] as const;

export type ContentExtension = (typeof CONTENT_EXTENSIONS)[number];

/** True for a path the content readers read (`content/site.yaml`), by its extension. */
export function isContentFile(path: string): boolean {
  return CONTENT_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`));
}

/** A file of its own: the university, the admission rules, the named lists. */
export interface SingleFile {
  name: string;
  file: string;
  schema: z.ZodObject;
}

/** A folder of one entry per file, each named after its own `slug` (or, for pages, the file name). */
export interface Folder {
  name: string;
  dir: string;
  extension: ContentExtension;
  schema: z.ZodObject;
  /** Entries the code names one by one (a route each): the CMS edits them, never adds or removes one. */
  fixed?: boolean;
}

export const SINGLE_FILES = {
  site: { name: "site", file: "content/site.yaml", schema: siteSchema },
  admission: { name: "admission", file: "content/admission.yaml", schema: admissionInfoSchema },
  streams: { name: "streams", file: "content/streams.yaml", schema: streamsFileSchema },
  degrees: { name: "degrees", file: "content/degrees.yaml", schema: degreesFileSchema },
  faq: { name: "faq", file: "content/faq.yaml", schema: faqFileSchema },
  newsPage: { name: "newsPage", file: "content/news.yaml", schema: newsPageSchema },
  notices: { name: "notices", file: "content/notices.yaml", schema: noticesFileSchema },
  search: { name: "search", file: "content/search.yaml", schema: searchFileSchema },
  international: { name: "international", file: "content/international.yaml", schema: internationalSchema },
  templateCollege: { name: "templateCollege", file: "content/templates/college.yaml", schema: collegeSchema },
  templateProgram: { name: "templateProgram", file: "content/templates/program.yaml", schema: programSchema },
} satisfies Record<string, SingleFile>;

export const FOLDERS = {
  colleges: { name: "colleges", dir: "content/colleges", extension: "yaml", schema: collegeSchema },
  programs: { name: "programs", dir: "content/programs", extension: "yaml", schema: programFileSchema },
  partners: { name: "partners", dir: "content/partners", extension: "yaml", schema: partnerSchema },
  publications: { name: "publications", dir: "content/publications", extension: "yaml", schema: publicationSchema },
  // Markdown: the schema is the front matter's; the text below it is the page.
  news: { name: "news", dir: "content/news", extension: "md", schema: newsFrontMatterSchema },
  // The prose pages have routes of their own: edited, never added or removed.
  pages: { name: "pages", dir: "content/pages", extension: "md", schema: proseFrontMatterSchema, fixed: true },
} satisfies Record<string, Folder>;

/** The file of its own a path is (`content/site.yaml`), if it is one. */
export function singleFileOf(path: string): SingleFile | undefined {
  return Object.values(SINGLE_FILES).find((s) => s.file === path);
}

/** The folder a content file is an entry of, by its path (`content/programs/iti.yaml`), if any. */
export function folderOfFile(path: string): Folder | undefined {
  return Object.values(FOLDERS).find(
    (f) =>
      path.startsWith(`${f.dir}/`) && path.endsWith(`.${f.extension}`) && !path.slice(f.dir.length + 1).includes("/"),
  );
}

/** The schema a content file is written in, by its path (`content/programs/iti.yaml`). */
export function schemaOfFile(path: string): z.ZodObject | undefined {
  return (singleFileOf(path) ?? folderOfFile(path))?.schema;
}

/**
 * What may have no English (decision 026): an entry of a folder (a college, a program, a partner,
 * a publication, a news item), a help question and a notice. Without any `en` it is left out of the
 * English site, with what depends on it (a college's programs); so the office can add a program in
 * Arabic through the CMS and its English follows. What the site's own files say must be in English;
 * and an entry with some English must have all of it. A news item an applicant acts on (its
 * category is one of NEWS_CATEGORIES_IN_ENGLISH) must have English: `written` is the file's data.
 */
export function optionalInEnglish(file: string, written?: unknown): OptionalInEnglish {
  const { colleges, programs, partners, publications, news } = FOLDERS;
  if (file.startsWith(`${news.dir}/`) && newsItemNeedsEnglish(written)) return () => false;
  if ([colleges, programs, partners, publications, news].some((f) => file.startsWith(`${f.dir}/`)))
    return (path) => path.length === 0;
  if (file === SINGLE_FILES.faq.file) return (path) => path.length === 4 && path[2] === "questions";
  if (file === SINGLE_FILES.notices.file) return (path) => path.length === 2 && path[0] === "notices";
  // The Arabic words are the Arabic search's: they have no English (the English list is its own).
  if (file === SINGLE_FILES.search.file) return (path) => path.length === 2 && path[0] === "arabic";
  return () => false;
}

/** A news item's data (its front matter as written) whose category is published in English too. */
export function newsItemNeedsEnglish(written: unknown): boolean {
  const category = (written as { category?: unknown } | undefined)?.category;
  return (NEWS_CATEGORIES_IN_ENGLISH as readonly unknown[]).includes(category);
}

/** Whether a file's data as written has an English block at its top. */
export const writtenInEnglish = (written: unknown) =>
  typeof written === "object" && written !== null && ENGLISH_KEY in written;
