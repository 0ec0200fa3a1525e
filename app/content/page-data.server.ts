/** Loader helpers shared by the site's own pages. */
import { data } from "react-router";
import { localRegistry } from "./registry.server.ts";
import type { SitePagePath } from "./pages.ts";
import { sitePageHeading } from "./site-page-heading.ts";

/** Title, lead (from content/site.yaml, where a page has one) and breadcrumb trail of one of the site's own pages. */
export function sitePage(path: SitePagePath) {
  return sitePageHeading(localRegistry(), path);
}

/** The 404 a loader throws when the URL names something the registry does not know. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}
