/** The titles of the site's own pages, from the messages file (`page.{slug}`). Server-side. */
import { serverT } from "#app/i18n/messages.server.ts";
import { pagePath } from "#app/lib/paths.ts";
import { pageTitleKey, type SitePagePath } from "./pages.ts";

export { pageTitleKey };

/** A site page's title in `locale` (the request's unless told: the CMS's previews say which). */
export function pageTitle(path: SitePagePath, locale?: string): string {
  return serverT(pageTitleKey(path), undefined, locale);
}

export function collegesTitle(locale?: string): string {
  // The key apart: the messages test reads any string inside the call as a message key.
  const key = pageTitleKey(pagePath("/colleges"));
  return serverT(key, undefined, locale);
}
