import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES, type PageName } from "#app/lib/paths.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/i18n/locales.ts";

/**
 * The route table: each page of the one list (lib/paths.ts) and the module that serves it, in the
 * list's order. College and program routes are dynamic: their loaders accept only what the content
 * registry knows, so an unknown slug is a 404 and adding a program is adding a file.
 */
const MODULES: Record<PageName, string | { file: string; id: string }> = {
  home: "routes/home.tsx",
  programs: "routes/programs.tsx",
  admissionKeys: "routes/admission-keys.tsx",
  results: "routes/high-school-results.tsx",
  news: "routes/news.tsx",
  publications: "routes/publications.tsx",
  partnerships: "routes/partnerships.tsx",
  presidentSpeech: "routes/president-speech.tsx",
  help: "routes/help.tsx",
  international: "routes/international-applicants.tsx",
  contact: "routes/contact-us.tsx",
  privacy: { file: "routes/privacy.tsx", id: "privacy" },
  accessibility: { file: "routes/privacy.tsx", id: "accessibility" },
  newsArticle: "routes/news-article.tsx",
  search: "routes/search.tsx",
  colleges: "routes/colleges.tsx",
  collegeTemplate: "routes/college-template.tsx",
  programTemplate: "routes/specialty-template.tsx",
  college: "routes/college.tsx",
  program: "routes/program.tsx",
  sitemap: "routes/sitemap.ts",
  robots: "routes/robots.ts",
  manifest: "routes/manifest.ts",
  admissionAnswer: "routes/admission-answer.ts",
  searchIndex: "routes/search-index.ts",
  notices: "routes/notices-stylesheet.ts",
  notFound: "routes/not-found.tsx",
};

/**
 * The site's files: one for every language (the sitemap lists every language's pages). Every
 * other entry is a page, which each further locale also has under its prefix (decision 026), as
 * the search index is: each language searches its own words (`/en/search-index.json`).
 */
const FILES: ReadonlySet<PageName> = new Set([
  "sitemap",
  "robots",
  "manifest",
  "admissionAnswer",
  "notices",
] satisfies PageName[]);

const NAMES = Object.keys(PAGES) as PageName[];

/** A page's route in the default locale: the module's file names it, as React Router does. */
function defaultRoute(name: PageName) {
  const module = MODULES[name];
  const [file, options] = typeof module === "string" ? [module, undefined] : [module.file, { id: module.id }];
  if (PAGES[name] === "/") return index(file);
  return options ? route(PAGES[name].slice(1), file, options) : route(PAGES[name].slice(1), file);
}

/** The same page under a locale's prefix (`/en/help`), its id the default's with the prefix. */
function localeRoute(locale: string, name: PageName) {
  const module = MODULES[name];
  const file = typeof module === "string" ? module : module.file;
  const id = `${locale}/${typeof module === "string" ? module.replace(/\.tsx?$/, "") : module.id}`;
  const path = PAGES[name] === "/" ? locale : `${locale}${PAGES[name]}`;
  return route(path, file, { id });
}

export default [
  ...NAMES.map(defaultRoute),
  ...LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code).flatMap((l) =>
    NAMES.filter((name) => !FILES.has(name)).map((name) => localeRoute(l.code, name)),
  ),
] satisfies RouteConfig;
