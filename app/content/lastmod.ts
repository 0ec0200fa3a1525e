/**
 * When each page last changed, for the sitemap's `lastmod`: the latest `updated` date among the
 * content files the page is built from (`Registry.fileDates`). The date comes from the content
 * itself, never from git history or file times, which a shallow clone or a tarball lacks.
 *
 * What a page is built from is what it shows as its own content. The frame every page shares is
 * left out: the header's and footer's menus (every college and program name), the university's
 * name and contacts in the footer, the organisation in the structured data. Counting it would mark
 * every page changed whenever site.yaml or any program's name changed. Interface words
 * (app/i18n/messages) are code, not content, and have no date.
 *
 * Pure and free of words: the sitemap and the unit tests call it with any registry.
 */
import { everyProgram } from "./every-program.ts";
import type { Registry } from "./registry.ts";
import type { SitePagePath } from "./pages.ts";
import type { College } from "./schema.ts";
import { catalogDegrees, entryDegrees, type CatalogDegree } from "./catalog.ts";
import { programsTaughtBy } from "./view-models.ts";
import { HOME_NEWS_COUNT, newsFile } from "./news.ts";
import { collegePath, newsArticlePath, programPath, PAGES, pagePath } from "#app/lib/paths.ts";

const SITE = "content/site.yaml";
const ADMISSION = "content/admission.yaml";
const STREAMS = "content/streams.yaml";
const DEGREES = "content/degrees.yaml";
const FAQ = "content/faq.yaml";
const NEWS_PAGE = "content/news.yaml";
const INTERNATIONAL = "content/international.yaml";
const collegeFile = (slug: string) => `content/colleges/${slug}.yaml`;
const programFile = (slug: string) => `content/programs/${slug}.yaml`;
const pageFile = (slug: string) => `content/pages/${slug}.md`;
const partnerFile = (slug: string) => `content/partners/${slug}.yaml`;
const publicationFile = (slug: string) => `content/publications/${slug}.yaml`;

const allColleges = (r: Registry) => r.colleges.map((c) => collegeFile(c.slug));
const allPrograms = (r: Registry) => r.programs.map((p) => programFile(p.slug));
const allPartners = (r: Registry) => r.partners.map((p) => partnerFile(p.slug));
const allPublications = (r: Registry) => r.publications.map((p) => publicationFile(p.slug));
/** A degree of the catalog lives in its program file, or in its college's file (law, dentistry). */
const degreeFile = (r: Registry, d: CatalogDegree) =>
  r.programs.some((p) => p.slug === d.id) ? programFile(d.id) : collegeFile(d.college.slug);

/**
 * The files each of the site's own pages is built from. Typed by the page list (pages.ts): a page
 * added there does not compile until it says what it is built from.
 */
const SITE_PAGE_SOURCES: Record<SitePagePath, (r: Registry) => string[]> = {
  // The promise, lead and figures; the calendar; every college; the featured programs and the
  // counts of degrees (every program file); partners; the latest publications; the speech's excerpt.
  [PAGES.home]: (r) => [
    SITE,
    ADMISSION,
    DEGREES,
    ...allColleges(r),
    ...allPrograms(r),
    ...allPartners(r),
    ...allPublications(r),
    pageFile("president-speech"),
    // The latest news.
    ...r.news.slice(0, HOME_NEWS_COUNT).map((n) => newsFile(n.slug)),
  ],
  // The lead; every degree of the catalog (program files, and law's and dentistry's college files)
  // with its college's name, minimums by stream, duration and fee; the stream and degree names.
  [PAGES.programs]: (r) => [
    SITE,
    STREAMS,
    DEGREES,
    ...catalogDegrees(r).flatMap((d) => [degreeFile(r, d), collegeFile(d.college.slug)]),
  ],
  // The lead; the finder (streams, certificates); the table of every entry degree with its college,
  // minimums by stream and fee; scholarships, dates, documents and the ministry's rules.
  [PAGES.admissionKeys]: (r) => [
    SITE,
    ADMISSION,
    STREAMS,
    DEGREES,
    ...entryDegrees(r).flatMap((d) => [degreeFile(r, d), collegeFile(d.college.slug)]),
  ],
  // The lead; the season, the official service, the certificates and streams.
  [PAGES.results]: () => [SITE, ADMISSION, STREAMS],
  // The lead; every publication; the names of the colleges they belong to (the filter).
  [PAGES.publications]: (r) => [
    SITE,
    ...allPublications(r),
    ...new Set(r.publications.map((p) => collegeFile(p.college))),
  ],
  [PAGES.partnerships]: (r) => [SITE, ...allPartners(r)],
  [PAGES.presidentSpeech]: () => [pageFile("president-speech")],
  [PAGES.help]: () => [SITE, FAQ],
  // The lead; the page's own file; the certificates' scales; the fees per credit hour of every
  // degree (program files, and law's and dentistry's college files), the degrees' levels, and the
  // names of the programs taught in English.
  [PAGES.international]: (r) => [
    SITE,
    INTERNATIONAL,
    ADMISSION,
    DEGREES,
    ...catalogDegrees(r).flatMap((d) => [degreeFile(r, d), collegeFile(d.college.slug)]),
  ],
  // The address, phones, offices, hours and accounts.
  [PAGES.contact]: () => [SITE],
  [PAGES.privacy]: () => [pageFile("privacy")],
  [PAGES.accessibility]: () => [pageFile("accessibility")],
  // The lead; every item's card.
  [PAGES.news]: (r) => [NEWS_PAGE, ...r.news.map((n) => newsFile(n.slug))],
};

/** A college's page: the college (its own degree included, with the names of its degree and
 * streams), and the cards of the programs it teaches. */
function collegeSources(r: Registry, college: College): string[] {
  const cards = programsTaughtBy(r, college).map((p) => programFile(p.slug));
  return [collegeFile(college.slug), DEGREES, ...(college.degreeProgram ? [STREAMS] : []), ...cards];
}

/**
 * The content files a page is built from, without repeats; `undefined` for a path that is not a
 * page of the sitemap.
 */
export function pageSources(r: Registry, path: string): string[] | undefined {
  const unique = (files: string[]) => [...new Set(files)];
  if (Object.hasOwn(SITE_PAGE_SOURCES, path)) return unique(SITE_PAGE_SOURCES[path as SitePagePath](r));
  // Every degree, by college, on the colleges index.
  if (path === pagePath("/colleges")) return unique([SITE, DEGREES, ...allColleges(r), ...allPrograms(r)]);
  // A news item: its own file. The name of the college it links to is a label, like the menus': an
  // edit of the college's file does not change the item.
  const item = r.news.find((n) => newsArticlePath(n.slug) === path);
  if (item) return [newsFile(item.slug)];
  const college = r.colleges.find((c) => collegePath(c.slug) === path);
  if (college) return unique(collegeSources(r, college));
  const program = everyProgram(r).find((p) => programPath(p.college, p.slug) === path);
  if (program) {
    // The sheet (names of its degree and streams), its college and the college it shares teaching with.
    const related = program.relatedCollege ? [collegeFile(program.relatedCollege)] : [];
    return unique([programFile(program.slug), collegeFile(program.college), ...related, DEGREES, STREAMS]);
  }
  return undefined;
}

/** The page's `lastmod` (`YYYY-MM-DD`): the latest date of the files it is built from. */
export function pageLastmod(r: Registry, path: string): string | undefined {
  const dates = (pageSources(r, path) ?? []).flatMap((file) => (r.fileDates[file] ? [r.fileDates[file]] : []));
  return dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : undefined;
}
