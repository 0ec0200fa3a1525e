import { PAGES, type PageName } from "#app/lib/paths.ts";

/**
 * The site's own pages (everything that is not a college, a program or a news item), named from
 * the one list (lib/paths.ts) in the order the sitemap and the menus list them, each with where it
 * is linked from besides the sitemap. The sitemap, the prerender list, search and the menus read
 * `SITE_PAGES`; each page's title is the message `page.{path}` (see page-titles.server.ts).
 */
const LISTED = {
  home: undefined,
  programs: "primary",
  admissionKeys: "primary",
  results: "primary",
  news: "footer",
  publications: "primary",
  partnerships: "footer",
  presidentSpeech: "footer",
  help: "primary",
  international: "footer",
  contact: "primary",
  privacy: "footer",
  accessibility: "footer",
} as const satisfies Partial<Record<PageName, "primary" | "footer" | undefined>>;

export interface SitePage {
  path: string;
  /** Where the page is linked from besides the sitemap. */
  nav?: "primary" | "footer";
}

type ListedPath = (typeof PAGES)[keyof typeof LISTED];

export const SITE_PAGES = (Object.keys(LISTED) as (keyof typeof LISTED)[]).map((name) => {
  const nav = LISTED[name];
  return nav ? { path: PAGES[name], nav } : { path: PAGES[name] };
}) as readonly { path: ListedPath; nav?: "primary" | "footer" }[];

export type SitePagePath = (typeof SITE_PAGES)[number]["path"];

/** The message key of a page's title: `/` → `page.home`, `/help` → `page.help`, `/colleges` → `page.colleges`. */
export const pageTitleKey = (path: string) => `page.${path === "/" ? "home" : path.slice(1)}`;
