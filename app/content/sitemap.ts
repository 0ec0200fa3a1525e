/**
 * `sitemap.xml` (the sitemaps.org 0.9 protocol): every indexable page with its absolute URL on the
 * configured origin and the day its content last changed. Pure; the route only sends it.
 */
import type { Registry } from "./registry.ts";
import { indexablePaths } from "./site-paths.ts";
import { pageLastmod } from "./lastmod.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** `YYYY-MM-DD` (W3C Datetime, a day). */
  lastmod?: string;
}

export function sitemapEntries(r: Registry): SitemapEntry[] {
  return indexablePaths(r).map((path) => ({ loc: absoluteUrl(path), lastmod: pageLastmod(r, path) }));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
