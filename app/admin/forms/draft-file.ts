/**
 * An entry as the CMS is about to save it, as the file it will write: its path under `content/`,
 * its schema, and its text in the one form every content file is written in (canonical.ts). The
 * save guard checks that text with the build's own checks before anything is written.
 */
import type { z } from "zod";
import { canonicalMarkdown, canonicalYaml } from "#app/content/canonical.ts";
import { FOLDERS, SINGLE_FILES, type Folder } from "#app/content/content-files.ts";

/** What Decap knows of an entry being saved. */
export interface Draft {
  /** The collection's name (`programs`, `lists`…). */
  collection: string;
  /** A folder entry's file name without extension, or a single file's name (`admission`). */
  slug?: string;
  /** Not yet in the repository. */
  isNew: boolean;
  /** The form's values; a Markdown entry's text is its `body`. */
  data: Record<string, unknown>;
}

export interface DraftFile {
  path: string;
  schema: z.ZodObject;
  /** What is checked by the schema: the data, or a Markdown entry's front matter. */
  front: Record<string, unknown>;
  text: string;
  /** The folder the entry is one file of, if it is. */
  folder?: Folder;
}

const folders: Record<string, Folder> = FOLDERS;
const singleFiles: Record<string, (typeof SINGLE_FILES)[keyof typeof SINGLE_FILES]> = SINGLE_FILES;

/** The file a draft is saved as, or `undefined` for a collection the content does not have. */
export function draftFile({ collection, slug, data }: Draft): DraftFile | undefined {
  const folder = folders[collection];
  if (folder) {
    // A folder's entries are named after their `slug` field, except the fixed pages (their route's name).
    const name = folder.fixed ? slug : typeof data.slug === "string" ? data.slug : slug;
    const path = `${folder.dir}/${name ?? ""}.${folder.extension}`;
    if (folder.extension === "md") {
      const { body = "", ...front } = data as { body?: string };
      return {
        path,
        schema: folder.schema,
        front,
        text: canonicalMarkdown(folder.schema, front, String(body)),
        folder,
      };
    }
    return { path, schema: folder.schema, front: data, text: canonicalYaml(folder.schema, data), folder };
  }
  const single = slug ? singleFiles[slug] : undefined;
  if (!single) return undefined;
  return { path: single.file, schema: single.schema, front: data, text: canonicalYaml(single.schema, data) };
}
