/**
 * Which languages a page exists in (decision 026), for its `hreflang` links, the sitemap's
 * alternates and the language switch: a language whose content is written, and in which the page's
 * own entry exists (a news item may be in Arabic only). The URL alone says a page's language.
 */
import { DEFAULT_LOCALE, LOCALES, inLocale, localeOfPath, withoutLocale } from "#app/i18n/locales.ts";
import { withoutTrailingSlash } from "#app/lib/paths.ts";
import { indexablePaths } from "./site-paths.ts";
import { writtenRegistry } from "./registry.server.ts";

export interface Alternate {
  /** The language's code (`hreflang`). */
  locale: string;
  /** The page's path in that language. */
  href: string;
  /** Whether this is the page in view. */
  current: boolean;
}

const indexable = new Map<string, Set<string>>();
for (const l of LOCALES) {
  const r = writtenRegistry(l.code);
  if (r) indexable.set(l.code, new Set(indexablePaths(r)));
}

/**
 * Whether the page at `path` (the default locale's address) exists in `locale`: its content is
 * written in that language, and a page the default locale lists (a news item) is listed there too.
 * A page no language lists (search, an unknown address) is the route's to answer.
 */
export function existsIn(locale: string, path: string): boolean {
  const own = indexable.get(locale);
  if (!own) return false;
  return own.has(path) || !indexable.get(DEFAULT_LOCALE.code)!.has(path);
}

/** The page at `pathname` in every language it exists in, the page in view marked. */
export function pageAlternates(pathname: string): Alternate[] {
  const path = withoutLocale(withoutTrailingSlash(pathname));
  const here = localeOfPath(pathname).code;
  return LOCALES.filter((l) => existsIn(l.code, path)).map((l) => ({
    locale: l.code,
    href: inLocale(path, l.code),
    current: l.code === here,
  }));
}

/** Whether the content is written in `locale` at all. */
export const writtenIn = (locale: string) => writtenRegistry(locale) !== undefined;

/** A link of the language switch: the same page in another language, or the nearest one it has. */
export interface LanguageLink {
  /** The language's code (`lang`, `hreflang`). */
  locale: string;
  /** The language's own name: what the link says. */
  name: string;
  href: string;
}

/**
 * The language switch of the page at `pathname`: for every other language the content is written
 * in, the same page there, or else the nearest page above it that exists there (an Arabic-only news
 * item's switch goes to the English news list), or else that language's home page.
 */
export function languageSwitch(pathname: string): LanguageLink[] {
  const path = withoutLocale(withoutTrailingSlash(pathname));
  const here = localeOfPath(pathname).code;
  return LOCALES.filter((l) => l.code !== here && writtenIn(l.code)).map((l) => {
    let nearest = path;
    while (nearest !== "/" && !existsIn(l.code, nearest)) nearest = nearest.slice(0, nearest.lastIndexOf("/")) || "/";
    return { locale: l.code, name: l.name, href: inLocale(nearest, l.code) };
  });
}
