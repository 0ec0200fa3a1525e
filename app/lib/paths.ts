/**
 * The site's pages: one list, so the route table, the page list and the links agree (decision
 * 020). The route table (app/routes.ts) is made from `PAGES`; the site's own pages (sitemap,
 * menus, titles: content/pages.ts) are the entries with `listed`; links are made by `pagePath`,
 * never written by hand (a test fails on an internal path written in a component).
 */

/** One page (or file) the router serves. */
export interface PageEntry {
  /** Its path: `:name` marks a segment from the content (`/colleges/:college`). */
  path: string;
  /** Its route module, under app/. */
  module: string;
  /** The route's id, where two paths share a module. */
  id?: string;
  /** One of the site's own pages (sitemap, search, titles), and where it is linked from besides the sitemap. */
  listed?: "primary" | "footer" | "unlinked";
}

/**
 * Every page and file, in the order of the route table. The site's own pages come first, in the
 * order the sitemap and the menus list them.
 */
export const PAGES = {
  home: { path: "/", module: "routes/home.tsx", listed: "unlinked" },
  programs: { path: "/programs", module: "routes/programs.tsx", listed: "primary" },
  admissionKeys: { path: "/admission-keys", module: "routes/admission-keys.tsx", listed: "primary" },
  results: { path: "/high-school-results", module: "routes/high-school-results.tsx", listed: "primary" },
  news: { path: "/news", module: "routes/news.tsx", listed: "footer" },
  publications: { path: "/publications", module: "routes/publications.tsx", listed: "primary" },
  partnerships: { path: "/partnerships", module: "routes/partnerships.tsx", listed: "footer" },
  presidentSpeech: { path: "/president-speech", module: "routes/president-speech.tsx", listed: "footer" },
  help: { path: "/help", module: "routes/help.tsx", listed: "primary" },
  contact: { path: "/contact-us", module: "routes/contact-us.tsx", listed: "primary" },
  privacy: { path: "/privacy", module: "routes/privacy.tsx", id: "privacy", listed: "footer" },
  accessibility: { path: "/accessibility", module: "routes/privacy.tsx", id: "accessibility", listed: "footer" },
  newsArticle: { path: "/news/:slug", module: "routes/news-article.tsx" },
  search: { path: "/search", module: "routes/search.tsx" },
  colleges: { path: "/colleges", module: "routes/colleges.tsx" },
  collegeTemplate: { path: "/colleges/college-template", module: "routes/college-template.tsx" },
  programTemplate: { path: "/colleges/specialty-template", module: "routes/specialty-template.tsx" },
  college: { path: "/colleges/:college", module: "routes/college.tsx" },
  program: { path: "/colleges/:college/:program", module: "routes/program.tsx" },
  sitemap: { path: "/sitemap.xml", module: "routes/sitemap.ts" },
  robots: { path: "/robots.txt", module: "routes/robots.ts" },
  manifest: { path: "/manifest.webmanifest", module: "routes/manifest.ts" },
  admissionAnswer: { path: "/admission-answer.json", module: "routes/admission-answer.ts" },
  searchIndex: { path: "/search-index.json", module: "routes/search-index.ts" },
  // Which urgent notices show now: rendered per request, never prerendered (decision 017).
  notices: { path: "/_notices/:file", module: "routes/notices-stylesheet.ts" },
  notFound: { path: "/*", module: "routes/not-found.tsx" },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

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

type PageArgs<N extends PageName> = [ParamsOf<(typeof PAGES)[N]["path"]>] extends [never]
  ? [params?: Record<string, never>, options?: LinkOptions]
  : [params: Record<ParamsOf<(typeof PAGES)[N]["path"]>, string>, options?: LinkOptions];

/** The address of a page: `pagePath("program", { college: "it", program: "swe" })` → `/colleges/it/swe`. */
export function pagePath<N extends PageName>(name: N, ...[params, options = {}]: PageArgs<N>): string {
  const values: Record<string, string> = params ?? {};
  let path: string = PAGES[name].path.replace(/:([a-z]+)/gi, (_, key: string) => values[key]);
  if (options.locale && options.locale !== ROOT_LOCALE) path = `/${options.locale}${path === "/" ? "" : path}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined && value !== "") query.set(key, String(value));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}

/** All colleges. */
export const collegesPath = PAGES.colleges.path;
/** Every degree on one page, filterable (the program finder). */
export const programsPath = PAGES.programs.path;
/** The admission finder's section of `/admission-keys`, answering for what is given (certificate, stream, average). */
export function admissionAnswerHref(query: { certificate?: string; stream?: string; average?: string } = {}): string {
  const { certificate, stream, average } = query;
  return pagePath("admissionKeys", {}, { query: { certificate, stream, average }, hash: "finder" });
}
/** The program finder filtered to what a stream and an average open (the admission answer links here). */
export function programsFinderHref(stream: string, average?: number): string {
  return pagePath("programs", {}, { query: { stream, average } });
}
/** Site search's results page (`?q=`); not indexed. */
export const SEARCH_PATH = PAGES.search.path;
/** The site's search index, loaded by the browser when search is opened. */
export const SEARCH_INDEX_PATH = PAGES.searchIndex.path;
/** The news page: every item, newest first. */
export const newsPath = PAGES.news.path;
/** A news item's page (its file is `content/news/{slug}.md`). */
export const newsArticlePath = (slug: string) => pagePath("newsArticle", { slug });
export const collegePath = (college: string) => pagePath("college", { college });
export const programPath = (college: string, program: string) => pagePath("program", { college, program });
/** The section of a college page that holds the college's own degree (law, dentistry). */
export const COLLEGE_DEGREE_ID = "degree";
export const collegeDegreePath = (college: string) => pagePath("college", { college }, { hash: COLLEGE_DEGREE_ID });
export const COLLEGE_TEMPLATE_PATH = PAGES.collegeTemplate.path;
export const PROGRAM_TEMPLATE_PATH = PAGES.programTemplate.path;

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
