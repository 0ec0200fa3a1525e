/**
 * Checks the prerendered pages' link-preview tags against what the build wrote: every page's
 * `og:image` and `twitter:image` is a file of the build, each indexable page points at its own
 * image, and no two indexable pages share a description. Run by scripts/postbuild.ts; a problem
 * fails the build.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { shareImagePath } from "#app/lib/share-image.ts";
import { htmlFiles } from "#scripts/build-files.ts";

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'" };
const unescape = (s: string) => s.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]);

/** The `<meta>` tags of a page by their `name` or `property`, content unescaped (first of each). */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], unescape(m[2])]));
    const key = attrs.name ?? attrs.property;
    if (key && attrs.content !== undefined && !tags.has(key)) tags.set(key, attrs.content);
  }
  return tags;
}

/** The page path of a prerendered file: `help/index.html` → `/help`, `index.html` → `/`. */
const pageOf = (clientDir: string, file: string) => `/${relative(clientDir, file).split(sep).slice(0, -1).join("/")}`;

/** Problems with the pages' preview tags, one sentence each; empty when all is well. */
export function checkPageMeta(clientDir: string, indexable: readonly string[]): string[] {
  const problems: string[] = [];
  const pages = new Map<string, Map<string, string>>();
  for (const file of htmlFiles(clientDir)) {
    if (file.endsWith(`${sep}index.html`)) pages.set(pageOf(clientDir, file), metaTags(readFileSync(file, "utf8")));
  }
  for (const [page, tags] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    for (const key of ["og:image", "twitter:image"]) {
      const url = tags.get(key);
      if (!url) problems.push(`${page}: no ${key}`);
      else if (!existsSync(join(clientDir, ...new URL(url).pathname.split("/")))) {
        problems.push(`${page}: ${key} ${url} is not a file of the build`);
      }
    }
  }
  const byDescription = new Map<string, string>();
  for (const page of indexable) {
    const tags = pages.get(page);
    if (!tags) {
      problems.push(`${page}: not prerendered`);
      continue;
    }
    const image = tags.get("og:image");
    if (image && new URL(image).pathname !== shareImagePath(page)) {
      problems.push(`${page}: og:image ${image} is not the page's own image ${shareImagePath(page)}`);
    }
    const description = tags.get("description")?.trim();
    if (!description) problems.push(`${page}: no description`);
    else if (byDescription.has(description)) {
      problems.push(`${page}: same description as ${byDescription.get(description)}: «${description}»`);
    } else byDescription.set(description, page);
  }
  return problems;
}
