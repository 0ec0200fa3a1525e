import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES, type PageName } from "#app/lib/paths.ts";

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

export default (Object.keys(PAGES) as PageName[]).map((name) => {
  const path = PAGES[name];
  const module = MODULES[name];
  const [file, options] = typeof module === "string" ? [module, undefined] : [module.file, { id: module.id }];
  if (path === "/") return index(file);
  return options ? route(path.slice(1), file, options) : route(path.slice(1), file);
}) satisfies RouteConfig;
