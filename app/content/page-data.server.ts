/** Loader helpers shared by the site's own pages. */
import { data } from "react-router";
import { localRegistry } from "./registry.server.ts";
import type { Registry } from "./registry.ts";
import { breadcrumbs } from "./navigation.ts";
import type { SitePagePath } from "./pages.ts";
import { pageTitle } from "./page-titles.server.ts";

type Leads = Registry["site"]["leads"];

/** Title, lead (from content/site.yaml, where a page has one) and breadcrumb trail of one of the site's own pages. */
export function sitePage(path: SitePagePath) {
  const registry = localRegistry();
  const slug = path.slice(1);
  const lead = Object.hasOwn(registry.site.leads, slug) ? registry.site.leads[slug as keyof Leads] : undefined;
  return { title: pageTitle(path), lead, trail: breadcrumbs(registry, path) };
}

/** The 404 a loader throws when the URL names something the registry does not know. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}
