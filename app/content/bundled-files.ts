/**
 * The content files, bundled into whatever imports this (the server build, the CMS's preview):
 * read at build time, so nothing reads the disk at request time.
 */
import type { ContentFiles } from "./registry.ts";

const files = import.meta.glob<string>("../../content/**/*.{yaml,md}", { query: "?raw", import: "default", eager: true });

export const bundledContentFiles: ContentFiles = Object.fromEntries(
  Object.entries(files).map(([path, source]) => [path.replace(/^(\.\.\/)+/, ""), source]),
);
