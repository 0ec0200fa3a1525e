/** The files a build wrote, for the scripts that check or post-process them. */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir` whose name passes `keep`. */
export function* filesUnder(dir: string, keep: (name: string) => boolean): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, keep);
    else if (keep(entry.name)) yield path;
  }
}

/** Every `.html` file under `dir` (prerendered pages are `{route}/index.html`). */
export const htmlFiles = (dir: string) => filesUnder(dir, (name) => name.endsWith(".html"));
