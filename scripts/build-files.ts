/** The files a build wrote, for the scripts that check or post-process them. */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every `.html` file under `dir` (prerendered pages are `{route}/index.html`). */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}
