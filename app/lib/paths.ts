/**
 * Links to the site's pages, made from the one list of pages (common/pages.js, which the server
 * also reads), never written by hand: a test fails on an internal path written anywhere else in
 * the code (paths.links.rules.test.ts). The browser's code carries only the paths it links to: it
 * names a page by its pattern (`pagePath("/help")`), so the list itself stays on the server.
 */
import { PAGES } from "#common/pages.js";

export { PAGES };

export type PageName = keyof typeof PAGES;
/** A page's path pattern, as the list gives it (`/help`, `/colleges/:college`). */
export type PagePath = (typeof PAGES)[PageName];

/** The `:name` segments of a path pattern. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Where a link goes within its page, and with what query. */
export interface LinkOptions {
  /** The query, in the order given (empty values left out). */
  query?: Record<string, string | number | undefined>;
  /** A section of the page (`#finder`). */
  hash?: string;
  /**
   * The language of the page linked to: the root locale's pages have no prefix, any other's
   * live under `/{code}` (`/en/colleges/it`).
   */
  locale?: string;
}

/** The locale whose pages live at the root (no prefix): the site's first language. */
export const ROOT_LOCALE = "ar";

/** A pattern without segments: its address is the pattern itself (`/help`). */
type StaticPath = Exclude<PagePath, `${string}:${string}` | `${string}*${string}`>;

type PathArgs<P extends PagePath> = [ParamsOf<P>] extends [never]
  ? [params?: Record<string, never>, options?: LinkOptions]
  : [params: Record<ParamsOf<P>, string>, options?: LinkOptions];

/**
 * The address of a page, from its pattern in the list: `pagePath("/colleges/:college/:program",
 * { college: "it", program: "swe" })` → `/colleges/it/swe`. TypeScript holds the pattern to the
 * list and the parameters to its segments (as React Router's `href()` does; this one also takes a
 * query, a section and a locale). The pattern is the argument, not a name, so the browser's code
 * needs no copy of the list.
 */
export function pagePath<P extends PagePath>(pattern: P & StaticPath): P;
export function pagePath<P extends PagePath>(pattern: P, ...args: PathArgs<P>): string;
export function pagePath(pattern: PagePath, params?: Record<string, string>, options: LinkOptions = {}): string {
  const values = params ?? {};
  let path: string = pattern.replace(/:(\w+)/g, (_, key: string) => values[key]);
  if (options.locale && options.locale !== ROOT_LOCALE) path = `/${options.locale}${path === "/" ? "" : path}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined && value !== "") query.set(key, String(value));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}

/** The admission finder's section of `/admission-keys`, answering for what is given (certificate, stream, average). */
export function admissionAnswerHref(query: { certificate?: string; stream?: string; average?: string } = {}): string {
  const { certificate, stream, average } = query;
  return pagePath("/admission-keys", {}, { query: { certificate, stream, average }, hash: "finder" });
}
/** The program finder filtered to what a stream and an average open (the admission answer links here). */
export function programsFinderHref(stream: string, average?: number): string {
  return pagePath("/programs", {}, { query: { stream, average } });
}
/** A news item's page (its file is `content/news/{slug}.md`). */
export const newsArticlePath = (slug: string) => pagePath("/news/:slug", { slug });
export const collegePath = (college: string) => pagePath("/colleges/:college", { college });
export const programPath = (college: string, program: string) =>
  pagePath("/colleges/:college/:program", { college, program });
/** The section of a college page that holds the college's own degree (law, dentistry). */
export const COLLEGE_DEGREE_ID = "degree";
export const collegeDegreePath = (college: string) =>
  pagePath("/colleges/:college", { college }, { hash: COLLEGE_DEGREE_ID });

/**
 * `pathname` without its trailing slashes; the root stays `/` (so does a path of slashes only).
 * The one copy for the whole code base. A loop, not `/\/+$/`: that pattern retries from every
 * slash of a run and takes quadratic time on a long run of slashes followed by anything else.
 */
export function withoutTrailingSlash(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return pathname.slice(0, end);
}
