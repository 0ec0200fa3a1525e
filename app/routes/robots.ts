import { absoluteUrl } from "#app/lib/site-url.ts";
import { pagePath } from "#app/lib/paths.ts";

/** `/robots.txt`: everything may be crawled; the sitemap lists what should be. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: ${pagePath("/colleges/college-template")}\nDisallow: ${pagePath("/colleges/specialty-template")}\n\nSitemap: ${absoluteUrl(pagePath("/sitemap.xml"))}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
