/**
 * Links and the server's routes come from the one list of pages (common/pages.js) through the path
 * helpers (app/lib/paths.ts), never written by hand: a page that moves, or a language's prefix
 * (`/en`), then reaches every link. This test fails on a page's path written in the code of the
 * app, the server or what they share, read by syntax (scripts/hard-coded-paths.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES } from "#common/pages.js";
import { LOCALES } from "#app/i18n/locales.ts";
import { hardCodedPaths, type PageList } from "./hard-coded-paths.ts";

const LIST: PageList = { patterns: Object.values(PAGES), locales: LOCALES.map((l) => l.code) };

/** The code of the app, the server and common/, but tests, generated files and the list itself. */
const files = ["app", "server", "common"].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((f) => path.join(root, f).split(path.sep).join("/"))
    .filter(
      (f) =>
        /\.(tsx?|jsx?)$/.test(f) &&
        !/\.test\.(tsx?|js)$/.test(f) &&
        !f.startsWith("app/generated/") &&
        f !== "common/pages.js",
    ),
);

describe("page paths come from the one list, never written by hand", () => {
  it("finds a page's path in any language and case, in a literal, a template or a JSX attribute", () => {
    const code = [
      'const a = <AppLink to="/help#fees">x</AppLink>;', // 1
      "const b = `/colleges/${c}`;", // 2
      'const c = <a href="/">home</a>;', // 3
      "// see /help for why", // 4
      'const ok = pagePath("/help", {}, { hash: "fees" });', // 5
      'const d = "/en/colleges/it";', // 6
      'const e = "/Colleges/x";', // 7
      "const f = `${origin}/help`;", // 8
      'const g = "/en";', // 9
      'const h = { href: "/" };', // 10
      'const i = "/help.data";', // 11
      'const j = "/";', // 12: a root, not a link
      'const k = "/admin";', // 13: not a page of the list
      'const l = "/helper";', // 14: another word
      'const m = "/EN/HELP?x=1";', // 15
    ].join("\n");
    expect(hardCodedPaths(code, "planted.tsx", LIST)).toEqual([
      { line: 1, path: "/help#fees" },
      { line: 2, path: "/colleges/" },
      { line: 3, path: "/" },
      { line: 6, path: "/en/colleges/it" },
      { line: 7, path: "/Colleges/x" },
      { line: 8, path: "/help" },
      { line: 9, path: "/en" },
      { line: 10, path: "/" },
      { line: 11, path: "/help.data" },
      { line: 15, path: "/EN/HELP?x=1" },
    ]);
  });

  it("no file of the app, the server or common/ writes one", () => {
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((f) =>
      hardCodedPaths(readFileSync(f, "utf8"), f, LIST).map((h) => `${f}:${h.line}: ${h.path}`),
    );
    expect(found).toEqual([]);
  });
});
