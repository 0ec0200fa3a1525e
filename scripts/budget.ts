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
import { firstLoadAssets, PAGE_TYPES, sentBytes } from "#scripts/first-load.ts";
import { DEFAULT_LOCALE, LOCALES, inLocale } from "#app/i18n/locales.ts";

const JS_BUDGET_KB = 135;
const CSS_BUDGET_KB = 30;
/** Every web font a first load may fetch (the faces the stylesheet declares), as sent. */
const FONT_BUDGET_KB = 80;

const CLIENT = "build/client";

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = sentBytes(CLIENT, "gz");
const br = sentBytes(CLIENT, "br");

/**
 * Each page type in every language the build has (decision 026: an English page within the same
 * budget); the news item is the newest of each language's own.
 */
const PAGES = LOCALES.flatMap((l) =>
  Object.entries(PAGE_TYPES).flatMap(([type, route]) => {
    const path = inLocale(route, l.code);
    const label = l.code === DEFAULT_LOCALE.code ? type : `${type} (${l.code})`;
    return existsSync(join(CLIENT, path, "index.html")) ? [[label, path] as const] : [];
  }),
);

let failed = false;
const rows: string[] = [];
for (const [type, route] of PAGES) {
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
    `${over ? "✗" : "✓"} ${type.padEnd(23)} ${route.padEnd(31)} ${cell("JS", jsGz, sum(js, br))} (${String(js.length).padStart(2)} files)  ${cell("CSS", cssGz, sum(css, br))}  ${cell("HTML", htmlGz, sum([htmlFile], br))}`,
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
