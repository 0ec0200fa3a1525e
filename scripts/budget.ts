/**
 * `npm run budget`: the JavaScript and CSS a first visit downloads, per route type, read from the
 * prerendered HTML (its scripts, module preloads, the modules it starts after its first paint,
 * and its stylesheets), counted as the server sends them: the build's precompressed copy, or the
 * file itself when too small to have one; and the web fonts a first load may fetch. Fails above
 * the budgets: the page must stay light on a cheap phone on a slow connection. The limit is on
 * gzip (what every browser accepts); Brotli is what most browsers get.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { modulesStartedAfterPaint } from "../app/shell/scripts-after-paint";
import { buildRegistry } from "../app/content/registry";
import { readContentFiles } from "../app/content/files.node";
import { newsArticlePath, newsPath } from "../app/lib/paths";

const JS_BUDGET_KB = 135;
const CSS_BUDGET_KB = 30;
/** Every web font a first load may fetch (the faces the stylesheet declares), as sent. */
const FONT_BUDGET_KB = 80;

const CLIENT = "build/client";
const ROUTE_TYPES: Record<string, string> = {
  home: "/",
  "general page": "/help",
  "filtered list": "/publications",
  "admission tool": "/admission-keys",
  "program finder": "/programs",
  "search results": "/search",
  "all colleges": "/colleges",
  college: "/colleges/it",
  program: "/colleges/it/iti",
  "college template": "/colleges/college-template",
  "news list": newsPath,
  // The newest item: any item is built the same way.
  "news item": newsArticlePath(buildRegistry(readContentFiles()).news[0].slug),
};

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
/** Bytes sent for a file in an encoding: its precompressed copy, or the file when it has none. */
const sent = (encoding: "gz" | "br") => (file: string) => {
  const path = join(CLIENT, file);
  return statSync(existsSync(`${path}.${encoding}`) ? `${path}.${encoding}` : path).size;
};
const gz = sent("gz");
const br = sent("br");

/** The JS and CSS files a page's HTML asks for (module scripts, their preloads, stylesheets). */
function firstLoadAssets(html: string) {
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

let failed = false;
const rows: string[] = [];
for (const [type, route] of Object.entries(ROUTE_TYPES)) {
  const html = readFileSync(join(CLIENT, route, "index.html"), "utf8");
  const { js, css } = firstLoadAssets(html);
  // A page that asks for no script or no stylesheet means the scan missed them (or the build is
  // broken): zero bytes would pass any budget, so it fails instead.
  const problems = [
    ...(js.some((f) => /\/entry\.client-[^/]+\.js$/.test(f)) ? [] : ["no entry.client script found"]),
    ...(css.length > 0 ? [] : ["no stylesheet found"]),
  ];
  if (problems.length > 0) {
    failed = true;
    rows.push(`✗ ${type.padEnd(18)} ${route.padEnd(28)} ${problems.join("; ")}: the budget cannot be measured`);
    continue;
  }
  const sum = (files: string[], size: (f: string) => number) => kb(files.reduce((n, f) => n + size(f), 0));
  const htmlFile = join(route, "index.html");
  const [jsGz, cssGz, htmlGz] = [sum(js, gz), sum(css, gz), sum([htmlFile], gz)];
  const over = jsGz > JS_BUDGET_KB || cssGz > CSS_BUDGET_KB;
  failed ||= over;
  const cell = (label: string, gzKb: number, brKb: number) =>
    `${label} ${String(gzKb).padStart(5)} / ${String(brKb).padStart(5)} KB`;
  rows.push(
    `${over ? "✗" : "✓"} ${type.padEnd(18)} ${route.padEnd(28)} ${cell("JS", jsGz, sum(js, br))} (${String(js.length).padStart(2)} files)  ${cell("CSS", cssGz, sum(css, br))}  ${cell("HTML", htmlGz, sum([htmlFile], br))}`,
  );
}
console.log(
  `First-load budgets (limit on gzip): JS ≤ ${JS_BUDGET_KB} KB, CSS ≤ ${CSS_BUDGET_KB} KB. Figures: gzip / Brotli as sent.`,
);
console.log(rows.join("\n"));

// Fonts: every face the stylesheet declares, the most a first load can fetch (a page that uses
// both weights, as every page does, fetches them all). WOFF2 is compressed already: sent as is.
const stylesheet = firstLoadAssets(readFileSync(join(CLIENT, "index.html"), "utf8")).css[0];
const fonts = [
  ...new Set(
    [
      ...readFileSync(join(CLIENT, stylesheet), "utf8").matchAll(
        /@font-face\s*{[^}]*url\(["']?(\/assets\/[^"')]+\.woff2)/g,
      ),
    ].map((m) => m[1]),
  ),
];
const fontKb = kb(fonts.reduce((n, f) => n + statSync(join(CLIENT, f)).size, 0));
const fontsOver = fonts.length === 0 || fontKb > FONT_BUDGET_KB;
failed ||= fontsOver;
console.log(
  fonts.length === 0
    ? `✗ fonts: no @font-face file found in ${stylesheet}: the budget cannot be measured`
    : `${fontsOver ? "✗" : "✓"} fonts ${fontKb} KB in ${fonts.length} files (limit ${FONT_BUDGET_KB} KB): ${fonts.map((f) => `${f.split("/").pop()} ${kb(statSync(join(CLIENT, f)).size)} KB`).join(", ")}`,
);
if (failed) {
  console.error("Over budget.");
  process.exit(1);
}
