/** The titles of the site's own pages, from the messages file (`page.{slug}`). Server-side. */
import { serverT } from "~/i18n/messages.server";
import { collegesPath } from "~/lib/paths";
import { pageTitleKey, type SitePagePath } from "./pages";

export { pageTitleKey };

export function pageTitle(path: SitePagePath): string {
  return serverT(pageTitleKey(path));
}

export function collegesTitle(): string {
  return serverT(pageTitleKey(collegesPath));
}
