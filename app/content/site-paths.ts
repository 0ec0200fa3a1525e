/**
 * Every path the site has, derived from the registry: the sitemap and the prerender list. Pure
 * and free of words, so the build's configuration can import it.
 */
import type { Registry } from "./registry-types.ts";
import { SITE_PAGES } from "./pages.ts";
import { collegePath, newsArticlePath, programPath, pagePath } from "#app/lib/paths.ts";

/** Every page a search engine should know, in a stable order. */
export function indexablePaths(r: Pick<Registry, "colleges" | "programs" | "news">): string[] {
  return [
    ...SITE_PAGES.map((p) => p.path),
    pagePath("/colleges"),
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
    pagePath("/colleges/college-template"),
    pagePath("/colleges/specialty-template"),
    pagePath("/search"),
    pagePath("/sitemap.xml"),
    pagePath("/robots.txt"),
    pagePath("/manifest.webmanifest"),
    pagePath("/search-index.json"),
  ];
}
