/**
 * The page paths written by hand in a source file, found by its syntax (the TypeScript compiler's),
 * not by a pattern over its text: every string literal, every part of a template and every JSX
 * attribute's value that names a page of the one list (common/pages.js) in any language
 * (`/help`, `/en/colleges/it`) and in any case (`/Colleges/x`), as a path, a payload (`/help.data`)
 * or the start of one (`/colleges/${slug}`). Such a path must come from the path helpers
 * (app/lib/paths.ts: `pagePath`, whose first argument is the list's own pattern, TypeScript-checked).
 * Comments are not read: a comment may name a path, as documentation.
 */
import ts from "typescript";
import { sourceStrings } from "./source-literals.ts";

export interface HardCodedPath {
  line: number;
  path: string;
}

export interface PageList {
  /** The list's patterns (`/help`, `/colleges/:college`, `/*`). */
  patterns: readonly string[];
  /** Every language's code (`ar`, `en`): a page in a language lives under `/{code}`. */
  locales: readonly string[];
}

/** Properties and attributes whose value is where a link or a form goes: there `/` is the home page. */
const LINK_TARGETS = new Set(["to", "href", "action", "start_url", "scope"]);

/** The fixed part of each pattern (`/help`, `/colleges/` of `/colleges/:college`), but the home page's `/`. */
const prefixesOf = (patterns: readonly string[]) =>
  patterns.map((p) => p.replace(/[:*].*$/, "")).filter((p) => p !== "/" && p !== "");

/** `text` (lower case) names a page of the list, or the start of one. */
function namesListedPage(text: string, prefixes: readonly string[]): boolean {
  return prefixes.some(
    (p) =>
      text === p ||
      (text.startsWith(p) && /^[#?/.]/.test(text.slice(p.length))) ||
      (p.endsWith("/") && text.startsWith(p)),
  );
}

/** The home page (`/`, `/?q`, `/#top`). */
const isHome = (text: string) => text === "/" || /^\/[#?]/.test(text);

/** The name of the property or attribute `node` is the value of, if any (`to="/"`, `{ href: "/" }`). */
function targetName(node: ts.Node): string | undefined {
  let parent = node.parent;
  if (ts.isJsxExpression(parent)) parent = parent.parent;
  if (ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText().replace(/^["']|["']$/g, "");
  return undefined;
}

/** `node` is the pattern given to `pagePath(…)`: the list's own, held to it by TypeScript. */
function isPagePathPattern(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === "pagePath"
  );
}

/** The page paths written by hand in `source`, each with its line. */
export function hardCodedPaths(source: string, fileName: string, { patterns, locales }: PageList): HardCodedPath[] {
  const prefixes = prefixesOf(patterns);
  const localePrefix = new RegExp(`^/(${locales.join("|")})(?=$|[/?#.])`);
  const found: HardCodedPath[] = [];
  for (const { node, text: written, line } of sourceStrings(source, fileName)) {
    if (!written.startsWith("/") || isPagePathPattern(node)) continue;
    const text = written.toLowerCase();
    const inLocale = localePrefix.exec(text);
    const rest = inLocale ? text.slice(inLocale[0].length) || "/" : text;
    const target = targetName(node);
    const isPage =
      namesListedPage(rest, prefixes) ||
      // A language's home page (`/en`, `/en#x`) is a page wherever it is written …
      (inLocale !== null && (isHome(rest) || /^[?#]/.test(rest))) ||
      // … the root's `/` where a link or a form goes.
      (isHome(rest) && target !== undefined && LINK_TARGETS.has(target));
    if (isPage) found.push({ line, path: written });
  }
  return found;
}
