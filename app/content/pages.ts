import { PAGES, type PageEntry, type PageName } from "#app/lib/paths.ts";

/**
 * The site's own pages (everything that is not a college, a program or a news item), in the
 * order the sitemap and the menus list them: the pages of the one list (lib/paths.ts) marked
 * `listed`. The sitemap, the prerender list, search and the menus read this; each page's title is
 * the message `page.{path}` (see page-titles.server.ts).
 */
export interface SitePage {
  path: string;
  /** Where the page is linked from besides the sitemap. */
  nav?: "primary" | "footer";
}

type Listed = Extract<(typeof PAGES)[PageName], { listed: string }>;
const listed = (Object.values(PAGES) as PageEntry[]).filter((p): p is Listed => "listed" in p);

export const SITE_PAGES = listed.map(({ path, listed: where }) =>
  where === "unlinked" ? { path } : { path, nav: where },
) as readonly { path: Listed["path"]; nav?: "primary" | "footer" }[];

export type SitePagePath = (typeof SITE_PAGES)[number]["path"];

/** The message key of a page's title: `/` → `page.home`, `/help` → `page.help`, `/colleges` → `page.colleges`. */
export const pageTitleKey = (path: string) => `page.${path === "/" ? "home" : path.slice(1)}`;
