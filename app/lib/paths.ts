/** The URL of each kind of page: one place, so links and the route table agree. */
export const collegesPath = "/colleges";
/** Every degree on one page, filterable (the program finder). */
export const programsPath = "/programs";
/** The admission finder's section of `/admission-keys`, answering for what is given (certificate, stream, average). */
export function admissionAnswerHref(query: { certificate?: string; stream?: string; average?: string } = {}): string {
  const params = new URLSearchParams();
  for (const name of ["certificate", "stream", "average"] as const) if (query[name]) params.set(name, query[name]);
  const search = params.toString();
  return `/admission-keys${search ? `?${search}` : ""}#finder`;
}
/** The program finder filtered to what a stream and an average open (the admission answer links here). */
export function programsFinderHref(stream: string, average?: number): string {
  const params = new URLSearchParams({ stream });
  if (average !== undefined) params.set("average", String(average));
  return `${programsPath}?${params}`;
}
/** Site search's results page (`?q=`); not indexed. */
export const SEARCH_PATH = "/search";
/** The site's search index, loaded by the browser when search is opened. */
export const SEARCH_INDEX_PATH = "/search-index.json";
/** The news page: every item, newest first. */
export const newsPath = "/news";
/** A news item's page (its file is `content/news/{slug}.md`). */
export const newsArticlePath = (slug: string) => `${newsPath}/${slug}`;
export const collegePath = (college: string) => `/colleges/${college}`;
export const programPath = (college: string, program: string) => `/colleges/${college}/${program}`;
/** The section of a college page that holds the college's own degree (law, dentistry). */
export const COLLEGE_DEGREE_ID = "degree";
export const collegeDegreePath = (college: string) => `${collegePath(college)}#${COLLEGE_DEGREE_ID}`;
export const COLLEGE_TEMPLATE_PATH = "/colleges/college-template";
export const PROGRAM_TEMPLATE_PATH = "/colleges/specialty-template";

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
