/** Loader helpers shared by the site's own pages. */
import { data } from "react-router";
import { registry } from "./registry.server";
import { breadcrumbs } from "./navigation";
import { pageTitle, type SitePagePath } from "./pages";

/** Title and breadcrumb trail of one of the site's own pages. */
export function sitePage(path: SitePagePath) {
  return { title: pageTitle(path), trail: breadcrumbs(registry, path) };
}

/** The 404 a loader throws when the URL names something the registry does not know. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}
