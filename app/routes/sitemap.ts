import { registries } from "#app/content/registry.server.ts";
import { sitemapEntries, sitemapXml } from "#app/content/sitemap.ts";

/** `/sitemap.xml`: every indexable page in every language, absolute URLs on the configured origin, with its `lastmod`. */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(registries)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
