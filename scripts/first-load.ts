/**
 * What a first visit to a page downloads, read from its prerendered HTML: its scripts, module
 * preloads, the modules it starts after its first paint, and its stylesheets, counted as the
 * server sends them (the build's precompressed copy, or the file itself when too small to have
 * one). `npm run budget` holds these to limits; `npm run compare:build` prints them before and after.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { modulesStartedAfterPaint } from "#app/shell/scripts-after-paint.ts";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { newsArticlePath, pagePath } from "#app/lib/paths.ts";

/** One page of each type the site has: what the budgets and comparisons measure. */
export const PAGE_TYPES: Record<string, string> = {
  home: "/",
  "general page": "/help",
  "filtered list": "/publications",
  "admission tool": "/admission-keys",
  // Results day's page: the lookup's own code on top of the admission answer's.
  "results lookup": "/high-school-results",
  "program finder": "/programs",
  "search results": "/search",
  "all colleges": "/colleges",
  college: "/colleges/it",
  program: "/colleges/it/iti",
  "college template": "/colleges/college-template",
  "news list": pagePath("/news"),
  // The newest item: any item is built the same way.
  "news item": newsArticlePath(buildRegistry(readContentFiles()).news[0].slug),
};

export type Encoding = "gz" | "br";

/** Bytes sent for a file of `client` in an encoding: its precompressed copy, or the file when it has none. */
export const sentBytes = (client: string, encoding: Encoding) => (file: string) => {
  const path = join(client, file);
  return statSync(existsSync(`${path}.${encoding}`) ? `${path}.${encoding}` : path).size;
};

/** The JS and CSS files a page's HTML asks for (module scripts, their preloads, stylesheets). */
export function firstLoadAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(href);
  // The preloads the page adds after its first paint (app/shell/scripts-after-paint.ts).
  for (const href of modulesStartedAfterPaint(html)) js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src);
  for (const [, spec] of html.matchAll(/import(?:\s*\(|\s+[^"']*)["'](\/assets\/[^"']+\.js)["']/g)) js.add(spec);
  // The build's stylesheets; not the urgent notices' (a few hundred bytes the server writes per
  // request, and only while a notice is pending: decision 017).
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    if (href.startsWith("/assets/")) css.add(href);
  return { js: [...js], css: [...css] };
}

/** The prerendered HTML of a page of a build directory. */
export const pageHtml = (buildDir: string, path: string) =>
  readFileSync(join(buildDir, "client", path, "index.html"), "utf8");

/**
 * A page's first-load JavaScript in a build directory: gzip as sent, and the files' own size
 * (which, unlike gzip's, does not move by a few bytes when only the content hashes in the
 * files' names change).
 */
export function firstLoadJs(buildDir: string, path: string): { gzipBytes: number; bytes: number; files: number } {
  const { js } = firstLoadAssets(pageHtml(buildDir, path));
  const client = join(buildDir, "client");
  const gz = sentBytes(client, "gz");
  return {
    gzipBytes: js.reduce((n, f) => n + gz(f), 0),
    bytes: js.reduce((n, f) => n + statSync(join(client, f)).size, 0),
    files: js.length,
  };
}
