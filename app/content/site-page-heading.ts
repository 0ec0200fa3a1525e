/** The heading of one of the site's own pages: its title, its lead and its breadcrumb trail. */
import type { Registry } from "./registry.ts";
import { breadcrumbs } from "./navigation.ts";
import type { SitePagePath } from "./pages.ts";
import { pageTitle } from "./page-titles.server.ts";

type Leads = Registry["site"]["leads"];

/**
 * Title, lead (from content/site.yaml, where a page has one) and trail of a site page, from
 * `registry` in `locale` (the request's unless told): a loader's (page-data.server.ts), or the
 * CMS's preview of a file the page shows, from the registry it draws.
 */
export function sitePageHeading(registry: Registry, path: SitePagePath, locale?: string) {
  const slug = path.slice(1);
  const lead = Object.hasOwn(registry.site.leads, slug) ? registry.site.leads[slug as keyof Leads] : undefined;
  return { title: pageTitle(path, locale), lead, trail: breadcrumbs(registry, path, locale) };
}
