/** The titles of the site's own pages, from the messages file (`page.{slug}`). Server-side. */
import { serverT } from "~/i18n/messages.server";
import type { SitePagePath } from "./pages";

/** The message key of a page's title: `/` → `page.home`, `/help` → `page.help`. */
export const pageTitleKey = (path: string) => `page.${path === "/" ? "home" : path.slice(1)}`;

export function pageTitle(path: SitePagePath): string {
  return serverT(pageTitleKey(path));
}

export function collegesTitle(): string {
  return serverT("page.colleges");
}
