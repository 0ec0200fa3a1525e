/**
 * `sitemap.xml` (the sitemaps.org 0.9 protocol): every indexable page in every language it is
 * written in, with its absolute URL on the configured origin, the day its content last changed and
 * its other language versions (`xhtml:link` alternates, as Google reads them, `x-default` to the
 * default locale's). Pure; the route only sends it.
 */
import type { Registries, Registry } from "./registry.ts";
import { DEFAULT_LOCALE, LOCALES, inLocale } from "#app/i18n/locales.ts";
import { indexablePaths } from "./site-paths.ts";
import { pageLastmod } from "./lastmod.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { escapeUTF8 } from "entities";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** `YYYY-MM-DD` (W3C Datetime, a day). */
  lastmod?: string;
  /** The page in every language it exists in, this one included (none when it has one language). */
  alternates?: { hreflang: string; href: string }[];
}

export function sitemapEntries(registries: Registries): SitemapEntry[] {
  const written = LOCALES.flatMap((l) => {
    const r = registries[l.code as keyof Registries];
    return r ? [{ locale: l.code, r, paths: new Set(indexablePaths(r)) }] : [];
  });
  return written.flatMap(({ locale, r, paths }) =>
    [...paths].map((path) => {
      const versions = written.filter((w) => w.paths.has(path));
      const alternates = versions.map((w) => ({ hreflang: w.locale, href: absoluteUrl(inLocale(path, w.locale)) }));
      const fallback = alternates.find((a) => a.hreflang === DEFAULT_LOCALE.code) ?? alternates[0];
      return {
        loc: absoluteUrl(inLocale(path, locale)),
        lastmod: pageLastmod(r as Registry, path),
        alternates: versions.length > 1 ? [...alternates, { hreflang: "x-default", href: fallback.href }] : undefined,
      };
    }),
  );
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeUTF8(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeUTF8(e.lastmod)}</lastmod>` : ""}` +
      (e.alternates ?? [])
        .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeUTF8(a.hreflang)}" href="${escapeUTF8(a.href)}"/>`)
        .join("") +
      `</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
