/**
 * Every path the site has, derived from the registry: the sitemap and the prerender list. Pure
 * and free of words, so the build's configuration can import it.
 */
import type { Registries, Registry } from "./registry-types.ts";
import { LOCALES, inLocale, type Locale } from "#app/i18n/locales.ts";
import { SITE_PAGES } from "./pages.ts";
import { collegePath, newsArticlePath, programPath, pagePath } from "#app/lib/paths.ts";

/**
 * Every page a search engine should know, in a stable order. A retired program's page stays
 * (decision 030): its students and old links still need it, and it says it no longer admits.
 */
export function indexablePaths(
  r: Pick<Registry, "colleges" | "programs" | "news"> & Partial<Pick<Registry, "retiredPrograms">>,
): string[] {
  return [
    ...SITE_PAGES.map((p) => p.path),
    pagePath("/colleges"),
    ...r.colleges.map((c) => collegePath(c.slug)),
    ...r.programs.map((p) => programPath(p.college, p.slug)),
    ...(r.retiredPrograms ?? []).map((p) => programPath(p.college, p.slug)),
    ...r.news.map((n) => newsArticlePath(n.slug)),
  ];
}

/**
 * Everything of one language to prerender: the indexable pages, the editors' templates, the empty
 * search page and the language's search index.
 */
function pagesOf(r: Registry): string[] {
  return [
    ...indexablePaths(r),
    pagePath("/colleges/college-template"),
    pagePath("/colleges/specialty-template"),
    pagePath("/search"),
    pagePath("/search-index.json"),
  ];
}

/** The languages the content is written in, each with its registry, in the locales' order. */
export function writtenLocales(registries: Registries): { locale: Locale; registry: Registry }[] {
  return LOCALES.flatMap((locale) => {
    const registry = registries[locale.code as keyof Registries];
    return registry ? [{ locale, registry }] : [];
  });
}

/** Every indexable page in every language the content is written in, each at its own address. */
export function everyIndexablePath(registries: Registries): string[] {
  return writtenLocales(registries).flatMap(({ locale, registry }) =>
    indexablePaths(registry).map((path) => inLocale(path, locale.code)),
  );
}

/**
 * Every path to prerender: the pages in every language the content is written in (a query is
 * rendered by the server) and the static files, which are the same for every language.
 */
export function prerenderPaths(registries: Registries): string[] {
  return [
    ...writtenLocales(registries).flatMap(({ locale, registry }) =>
      pagesOf(registry).map((path) => inLocale(path, locale.code)),
    ),
    pagePath("/sitemap.xml"),
    pagePath("/robots.txt"),
    pagePath("/manifest.webmanifest"),
  ];
}
