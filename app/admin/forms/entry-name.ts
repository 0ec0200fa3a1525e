/**
 * How the office's messages name a content file: by the menu that leads to it, and by the entry's
 * own name (a program's, a college's, a news item's title), never by its file or slug.
 */
import { parse } from "yaml";
import { folderOfFile, singleFileOf } from "#app/content/content-files.ts";
import { splitFrontMatter } from "#app/content/registry.ts";
import { withoutEnglish } from "#app/content/english-form.ts";
import { COLLECTION_WORDS, FILE_WORDS } from "#app/admin/cms-words.ts";

/** The menu's way to the entry a content file is (a college's file → «الكليات ← it»). */
export function entryTrail(file: string): string {
  const single = singleFileOf(file);
  if (single) return FILE_WORDS[single.name as keyof typeof FILE_WORDS];
  const folder = folderOfFile(file);
  if (!folder) return file;
  const name = file.slice(folder.dir.length + 1).replace(/\.[a-z]+$/, "");
  // The way there, as a field's trail reads: the banner puts «: » and the message after it.
  return `${COLLECTION_WORDS[folder.name].label} ← ${name}`;
}

/** The name an entry goes by, from its own text: its `name`, or its `title`. */
export function ownName(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const front = splitFrontMatter(text)?.front ?? text;
    const data = withoutEnglish(parse(front)) as { name?: unknown; title?: unknown } | null;
    const name = data?.name ?? data?.title;
    return typeof name === "string" && name.trim() ? name.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** An entry by its kind and its own name: «برنامج «إدارة الأعمال»», «القبول ومواعيده». */
export function entryName(file: string, text: string | undefined): string {
  const single = singleFileOf(file);
  if (single) return `«${FILE_WORDS[single.name as keyof typeof FILE_WORDS]}»`;
  const folder = folderOfFile(file);
  const kind = folder ? (COLLECTION_WORDS[folder.name].singular ?? COLLECTION_WORDS[folder.name].label) : "";
  const name = ownName(text);
  if (!name) return entryTrail(file);
  // «كلية تكنولوجيا المعلومات» names its kind already: «كلية «كلية …»» would say it twice.
  return kind && !name.startsWith(`${kind} `) ? `${kind} «${name}»` : `«${name}»`;
}
