/**
 * The content files of their own (content-files.ts's SINGLE_FILES) whose form has a preview: a
 * page of the site drawn from the form's values (previews.tsx registers one for each, and its
 * types hold it to this list). The others (the university's settings, the code lists, the search
 * words) are no page: their forms open without a preview pane (cms-config.ts), not with Decap's
 * dump of the fields beside them.
 */
import type { SINGLE_FILES } from "#app/content/content-files.ts";

export const PREVIEWED_FILES = [
  "notices",
  "admission",
  "faq",
  "international",
  "templateCollege",
  "templateProgram",
] as const satisfies readonly (keyof typeof SINGLE_FILES)[];

export type PreviewedFile = (typeof PREVIEWED_FILES)[number];

export const hasPreview = (file: string): file is PreviewedFile =>
  (PREVIEWED_FILES as readonly string[]).includes(file);
