/**
 * The content files, bundled into whatever imports this (the server build, the CMS's preview):
 * read at build time, so nothing reads the disk at request time.
 */
import type { ContentFiles } from "./registry-types.ts";
import { isContentFile } from "./content-files.ts";

// Vite takes a glob as written, never a value: it names CONTENT_EXTENSIONS (content-files.ts)
// again, and isContentFile keeps the two the same (bundled-files.same-files.test.ts compares both readers).
const files = import.meta.glob<string>("../../content/**/*.{yaml,md}", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const bundledContentFiles: ContentFiles = Object.fromEntries(
  Object.entries(files)
    .map(([path, source]) => [path.replace(/^(\.\.\/)+/, ""), source])
    .filter(([path]) => isContentFile(path)),
);
