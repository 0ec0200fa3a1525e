/**
 * The site's own pages (everything that is not a college or a program). The route table, the
 * sitemap, the prerender list and the menus read this list; each page's title is the message
 * `page.{path}` (see page-titles.server.ts).
 */
export interface SitePage {
  path: string;
  /** Where the page is linked from besides the sitemap. */
  nav?: "primary" | "footer";
}

export const SITE_PAGES = [
  { path: "/" },
  { path: "/programs", nav: "primary" },
  { path: "/admission-keys", nav: "primary" },
  { path: "/high-school-results", nav: "primary" },
  { path: "/news", nav: "footer" },
  { path: "/publications", nav: "primary" },
  { path: "/partnerships", nav: "footer" },
  { path: "/president-speech", nav: "footer" },
  { path: "/help", nav: "primary" },
  { path: "/contact-us", nav: "primary" },
  { path: "/privacy", nav: "footer" },
  { path: "/accessibility", nav: "footer" },
] as const satisfies readonly SitePage[];

export type SitePagePath = (typeof SITE_PAGES)[number]["path"];

/** The message key of a page's title: `/` → `page.home`, `/help` → `page.help`, `/colleges` → `page.colleges`. */
export const pageTitleKey = (path: string) => `page.${path === "/" ? "home" : path.slice(1)}`;
