import { absoluteUrl } from "#app/lib/site-url.ts";
import { COLLEGE_TEMPLATE_PATH, PROGRAM_TEMPLATE_PATH, pagePath } from "#app/lib/paths.ts";

/** `/robots.txt`: everything may be crawled; the sitemap lists what should be. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: ${COLLEGE_TEMPLATE_PATH}\nDisallow: ${PROGRAM_TEMPLATE_PATH}\n\nSitemap: ${absoluteUrl(pagePath("/sitemap.xml"))}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
