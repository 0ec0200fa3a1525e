import { registry } from "#app/content/registry.server.ts";
import { sitemapEntries, sitemapXml } from "#app/content/sitemap.ts";

/** `/sitemap.xml`: every indexable page, absolute URLs on the configured origin, with its `lastmod`. */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(registry)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
