/**
 * Which words of a browser spec pin the sample content: a slug, a name or a page path of
 * `content/`, which the university replaces. (Also when the fixture content has the same one: the
 * specs run on the built site, whose content is `content/`.)
 * Read by syntax (the TypeScript compiler's), so a comment that names a college is not a finding
 * and a string split over a template is: every string literal and every part of a template.
 */
import ts from "typescript";
import { sourceStrings } from "#scripts/source-literals.ts";
import { buildRegistries } from "#app/content/registry.ts";
import type { Registries } from "#app/content/registry-types.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { everyIndexablePath } from "#app/content/site-paths.ts";
import { SITE_PAGES } from "#app/content/pages.ts";

/** The fields that name something in the content: a file's slug or code, a name, a title. */
const NAMING_KEYS = new Set(["slug", "name", "nameEn", "title", "titleEn", "shortName"]);

/** Every string the content names things with (NAMING_KEYS, at any depth), in every language. */
function namesIn(registries: Registries): Set<string> {
  const names = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown, key?: string) => {
    if (typeof value === "string") {
      if (key !== undefined && NAMING_KEYS.has(key) && value.trim() !== "") names.add(value);
    } else if (value && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(registries);
  return names;
}

/** The pages every content has (`/help`, `/colleges`): the site's own, not the content's. */
const sitePages = new Set<string>([...SITE_PAGES.map((p) => p.path as string), "/colleges"]);

/** The pages a content adds by its slugs (`/colleges/it`, `/en/news/…`), in every language. */
const contentPaths = (registries: Registries) =>
  new Set(everyIndexablePath(registries).filter((p) => !sitePages.has(p.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/")));

export interface SampleContent {
  /** Slugs, names and titles of the sample content. */
  names: ReadonlySet<string>;
  /** Page paths the sample content's slugs make. */
  paths: ReadonlySet<string>;
  /** The slugs those paths are made of (`it`, `iti`): a segment of any path (`programs/entries/iti`). */
  pageSlugs: ReadonlySet<string>;
}

/** What `content/` (under `root`) names. */
export function sampleContent(root = process.cwd()): SampleContent {
  const sample = buildRegistries(readContentFiles(root, "content"));
  const paths = contentPaths(sample);
  const siteSegments = new Set([...sitePages].flatMap((p) => p.split("/")));
  const pageSlugs = new Set(
    [...paths].flatMap((p) =>
      p.split("/").filter((s, i) => s && !siteSegments.has(s) && !(i === 1 && /^[a-z]{2}$/.test(s))),
    ),
  );
  return { names: namesIn(sample), paths, pageSlugs };
}

export interface SampleLiteral {
  line: number;
  literal: string;
}

/** The sample path `text` starts with (then ends, or goes on to a query, a section, a sub-path or a `.data`), if any. */
function samplePathIn(text: string, paths: ReadonlySet<string>): string | undefined {
  for (const path of paths) if (text.startsWith(path) && /^([?#/.]|$)/.test(text.slice(path.length))) return path;
  return undefined;
}

/** The values of a literal's query (`/publications?college=it` → `it`), when it has one. */
const queryValues = (text: string) =>
  text.includes("?") ? [...new URLSearchParams(text.slice(text.indexOf("?") + 1).split("#")[0]).values()] : [];

/** A segment of a path-like literal (`content/programs/iti.yaml`, `cms/programs/iti`) is a page's slug. */
const hasPageSlug = (text: string, slugs: ReadonlySet<string>) =>
  text.includes("/") && text.split(/[/?#&=]/).some((s) => slugs.has(s.replace(/\.(ya?ml|md|data|json)$/, "")));

/** A test's or a group's title (`test("…", …)`, `test.describe("…", …)`, `test.step("…", …)`): words for people. */
function isTestTitle(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    /^(test|describe|it)(\.\w+)*$/.test(call.expression.getText())
  );
}

/**
 * The string literals and template parts of `source` that pin the sample: one that equals a sample
 * name, starts with a sample path, has a page's slug as a segment of a path (a CMS route, a file)
 * or a sample name as a query's value. Titles of tests are not read.
 */
export function sampleLiterals(source: string, fileName: string, sample: SampleContent): SampleLiteral[] {
  const found: SampleLiteral[] = [];
  for (const { node, text, line } of sourceStrings(source, fileName)) {
    if (isTestTitle(node)) continue;
    if (
      sample.names.has(text.trim()) ||
      samplePathIn(text, sample.paths) !== undefined ||
      hasPageSlug(text, sample.pageSlugs) ||
      queryValues(text).some((value) => sample.names.has(value))
    )
      found.push({ line, literal: text });
  }
  return found;
}
