/**
 * Links are made from the one list of pages (lib/paths.ts), never written by hand: a page that
 * moves, or the English version's `/en` prefix, then reaches every link. This test fails on an
 * internal page's path written as a string in the app's code.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES, pagePath } from "./paths.ts";

/** The fixed part of every page's path: `/help`, `/colleges/` (of `/colleges/:college`), `/news/`. */
const prefixes = (Object.values(PAGES) as string[]).map((p) => p.replace(/[:*].*$/, "")).filter((p) => p !== "/");

/** Code without comments (a comment may name a path: that is documentation, not a link). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The internal paths written as string literals in `code`, with their line numbers. */
function hardCodedPaths(code: string): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = [];
  withoutComments(code)
    .split("\n")
    .forEach((text, i) => {
      // A pattern given to pagePath is the list's own (TypeScript holds it to the list).
      for (const [, value] of text.replace(/pagePath\(\s*"[^"]*"/g, "pagePath(").matchAll(/["'`](\/[^"'`\s]*)/g)) {
        const isPage = prefixes.some(
          (p) =>
            value === p ||
            (value.startsWith(p) && /^[#?/$]/.test(value.slice(p.length))) ||
            (p.endsWith("/") && value.startsWith(p)),
        );
        if (isPage) found.push({ line: i + 1, path: value });
      }
      // The home page's `/` as a link's target.
      for (const [, value] of text.matchAll(
        /\b(?:to|href|action|start_url)\s*[=:]\s*\{?\s*["'`](\/[#?]?[^"'`\s]*)["'`]/g,
      ))
        if (value === "/" || /^\/[#?]/.test(value)) found.push({ line: i + 1, path: value });
    });
  return found;
}

describe("links come from the one list of pages", () => {
  it("pagePath fills a page's segments, query, section and locale", () => {
    expect(pagePath("/colleges/:college/:program", { college: "it", program: "swe" })).toBe("/colleges/it/swe");
    expect(pagePath("/help", {}, { hash: "tuition-fees" })).toBe("/help#tuition-fees");
    expect(pagePath("/programs", {}, { query: { stream: "scientific", average: 80, empty: "" } })).toBe(
      "/programs?stream=scientific&average=80",
    );
    expect(pagePath("/colleges/:college", { college: "it" }, { locale: "en" })).toBe("/en/colleges/it");
    expect(pagePath("/", {}, { locale: "en" })).toBe("/en");
    expect(pagePath("/", {}, { locale: "ar" })).toBe("/");
    // Every pattern of the list is a page's: a pattern not in it does not compile.
    // @ts-expect-error "/helpp" is not a page
    expect(pagePath("/helpp")).toBe("/helpp");
  });

  it("finds a path written by hand (the rule itself)", () => {
    const code = [
      '<AppLink to="/help#fees">',
      "const a = `/colleges/${c}`;",
      '<a href="/">',
      "// see /help for why",
      'const ok = pagePath("/help", {}, { hash: "fees" });',
    ].join("\n");
    expect(hardCodedPaths(code)).toEqual([
      { line: 1, path: "/help#fees" },
      { line: 2, path: "/colleges/${c}" },
      { line: 3, path: "/" },
    ]);
  });

  it("no file of the app writes an internal page's path", () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        !f.startsWith(`generated${path.sep}`) &&
        // The list itself.
        f !== path.join("lib", "paths.ts"),
    );
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) =>
      hardCodedPaths(readFileSync(path.join("app", f), "utf8")).map((h) => `app/${f}:${h.line}: ${h.path}`),
    );
    expect(found).toEqual([]);
  });
});
