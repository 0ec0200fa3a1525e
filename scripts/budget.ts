/**
 * `npm run budget`: the JavaScript and CSS a first visit downloads, per route type, gzipped,
 * read from the prerendered HTML (its scripts, module preloads and stylesheets). Fails above
 * the budgets: the page must stay light on a cheap phone on a slow connection.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const JS_BUDGET_KB = 135;
export const CSS_BUDGET_KB = 30;

const CLIENT = "build/client";
const ROUTE_TYPES: Record<string, string> = {
  home: "/",
  "general page": "/help",
  "filtered list": "/publications",
  "admission tool": "/admission-keys",
  "all colleges": "/colleges",
  college: "/colleges/it",
  program: "/colleges/it/iti",
  "college template": "/colleges/college-template",
};

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;

/** The JS and CSS files a page's HTML asks for (module scripts, their preloads, stylesheets). */
export function firstLoadAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src);
  for (const [, spec] of html.matchAll(/import(?:\s*\(|\s+[^"']*)["'](\/assets\/[^"']+\.js)["']/g)) js.add(spec);
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(href);
  return { js: [...js], css: [...css] };
}

let failed = false;
const rows: string[] = [];
for (const [type, route] of Object.entries(ROUTE_TYPES)) {
  const html = readFileSync(join(CLIENT, route, "index.html"), "utf8");
  const { js, css } = firstLoadAssets(html);
  const jsBytes = js.reduce((n, f) => n + gz(f), 0);
  const cssBytes = css.reduce((n, f) => n + gz(f), 0);
  const htmlBytes = gzipSync(html, { level: 9 }).length;
  const over = kb(jsBytes) > JS_BUDGET_KB || kb(cssBytes) > CSS_BUDGET_KB;
  failed ||= over;
  rows.push(`${over ? "✗" : "✓"} ${type.padEnd(18)} ${route.padEnd(28)} JS ${String(kb(jsBytes)).padStart(6)} KB (${js.length} files)  CSS ${String(kb(cssBytes)).padStart(5)} KB  HTML ${String(kb(htmlBytes)).padStart(5)} KB`);
}
console.log(`First-load budgets (gzip): JS ≤ ${JS_BUDGET_KB} KB, CSS ≤ ${CSS_BUDGET_KB} KB`);
console.log(rows.join("\n"));
if (failed) {
  console.error("Over budget.");
  process.exit(1);
}
