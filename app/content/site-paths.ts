/**
 * Every path the site has, derived from the registry: the sitemap and the prerender list. Pure
 * and free of words, so the build's configuration can import it.
 */
import type { Registry } from "./registry-types.ts";
import { SITE_PAGES } from "./pages.ts";
import {
  COLLEGE_TEMPLATE_PATH,
  PROGRAM_TEMPLATE_PATH,
  SEARCH_INDEX_PATH,
  SEARCH_PATH,
  collegePath,
  collegesPath,
  newsArticlePath,
  programPath,
  pagePath,
} from "#app/lib/paths.ts";

/** Every page a search engine should know, in a stable order. */
export function indexablePaths(r: Pick<Registry, "colleges" | "programs" | "news">): string[] {
  return [
    ...SITE_PAGES.map((p) => p.path),
    collegesPath,
    ...r.colleges.map((c) => collegePath(c.slug)),
    ...r.programs.map((p) => programPath(p.college, p.slug)),
    ...r.news.map((n) => newsArticlePath(n.slug)),
  ];
}

/**
 * Every path to prerender: the indexable pages, the editors' templates, the empty search page (a
 * query is rendered by the server) and the static files.
 */
export function prerenderPaths(r: Registry): string[] {
  return [
    ...indexablePaths(r),
    COLLEGE_TEMPLATE_PATH,
    PROGRAM_TEMPLATE_PATH,
    SEARCH_PATH,
    pagePath("/sitemap.xml"),
    pagePath("/robots.txt"),
    pagePath("/manifest.webmanifest"),
    SEARCH_INDEX_PATH,
  ];
}
