import { registry } from "~/content/registry.server";
import { sitemapEntries, sitemapXml } from "~/content/sitemap";

/** `/sitemap.xml`: every indexable page, absolute URLs on the configured origin, with its `lastmod`. */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(registry)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
