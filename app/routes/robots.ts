import { absoluteUrl } from "#app/lib/site-url.ts";

/** `/robots.txt`: everything may be crawled; the sitemap lists what should be. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /colleges/college-template\nDisallow: /colleges/specialty-template\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
