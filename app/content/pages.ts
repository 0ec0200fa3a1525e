/**
 * The site's own pages (everything that is not a college or a program): their path and
 * title. The route table, the sitemap, the prerender list and the menus read this list.
 */
export interface SitePage {
  path: string;
  title: string;
  /** Where the page is linked from besides the sitemap. */
  nav?: "primary" | "footer";
}

export const SITE_PAGES = [
  { path: "/", title: "الرئيسية" },
  { path: "/admission-keys", title: "مفاتيح القبول", nav: "primary" },
  { path: "/high-school-results", title: "نتائج الثانوية العامة", nav: "primary" },
  { path: "/publications", title: "المنشورات العلمية", nav: "primary" },
  { path: "/partnerships", title: "الشراكات", nav: "footer" },
  { path: "/president-speech", title: "كلمة رئيس الجامعة", nav: "footer" },
  { path: "/help", title: "المساعدة", nav: "primary" },
  { path: "/contact-us", title: "اتصل بنا", nav: "primary" },
  { path: "/privacy", title: "سياسة الخصوصية", nav: "footer" },
  { path: "/accessibility", title: "بيان إمكانية الوصول", nav: "footer" },
] as const satisfies readonly SitePage[];

export type SitePagePath = (typeof SITE_PAGES)[number]["path"];

export function pageTitle(path: SitePagePath): string {
  return SITE_PAGES.find((p) => p.path === path)!.title;
}
