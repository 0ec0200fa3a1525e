/** Reads every content file from disk, for the build configuration and command-line tools. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ContentFiles } from "./registry-types.ts";
import { isContentFile } from "./content-files.ts";

export function readContentFiles(root = process.cwd(), dir = "content"): ContentFiles {
  const files: ContentFiles = {};
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (isContentFile(entry.name)) files[relative(root, path).split(sep).join("/")] = readFileSync(path, "utf8");
    }
  };
  walk(join(root, dir));
  return files;
}
