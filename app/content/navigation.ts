/**
 * The site's menus and breadcrumbs, derived from the registry, with the pages' titles from the
 * messages file (server-side: loaders send the result). Paths alone: site-paths.ts.
 */
import { everyProgram } from "./every-program.ts";
import type { Registry } from "./registry.ts";
import { SITE_PAGES } from "./pages.ts";
import { collegePath, newsArticlePath, programPath, pagePath } from "#app/lib/paths.ts";
import { collegesTitle, pageTitle } from "./page-titles.server.ts";

export interface NavLink {
  href: string;
  label: string;
}

export interface CollegeNav extends NavLink {
  programs: NavLink[];
}

export interface Navigation {
  siteName: string;
  colleges: CollegeNav[];
  primary: NavLink[];
  footer: NavLink[];
}

/** The menus: small enough to travel with every page. */
export function navigation(r: Registry): Navigation {
  return {
    siteName: r.site.name,
    colleges: r.colleges.map((c) => ({
      href: collegePath(c.slug),
      label: c.name,
      programs: r.programs
        .filter((p) => p.college === c.slug)
        .map((p) => ({ href: programPath(c.slug, p.slug), label: p.name })),
    })),
    primary: SITE_PAGES.filter((p) => "nav" in p && p.nav === "primary").map((p) => ({
      href: p.path,
      label: pageTitle(p.path),
    })),
    footer: SITE_PAGES.filter((p) => "nav" in p).map((p) => ({ href: p.path, label: pageTitle(p.path) })),
  };
}

/**
 * The trail from the home page to a page (the last item is the page itself), its site pages titled
 * in `locale` (the request's unless told: `r` is that language's registry).
 */
export function breadcrumbs(r: Registry, pathname: string, locale?: string): NavLink[] {
  const home = { href: pagePath("/"), label: pageTitle(pagePath("/"), locale) };
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length === 0) return [home];
  if (parts[0] !== "colleges") {
    const page = SITE_PAGES.find((p) => p.path === `/${parts[0]}`);
    if (!page) return [home];
    const trail = [home, { href: page.path, label: pageTitle(page.path, locale) }];
    // A news item sits under the news page.
    const item = page.path === pagePath("/news") && parts[1] ? r.news.find((n) => n.slug === parts[1]) : undefined;
    return item ? [...trail, { href: newsArticlePath(item.slug), label: item.title }] : trail;
  }
  const trail: NavLink[] = [home, { href: pagePath("/colleges"), label: collegesTitle(locale) }];
  const [, collegeSlug, programSlug] = parts;
  if (!collegeSlug) return trail;
  if (collegeSlug === "college-template" || collegeSlug === "specialty-template") {
    const t = collegeSlug === "college-template" ? r.templates.college : r.templates.program;
    return [
      ...trail,
      {
        href:
          collegeSlug === "college-template"
            ? pagePath("/colleges/college-template")
            : pagePath("/colleges/specialty-template"),
        label: t.name,
      },
    ];
  }
  const college = r.colleges.find((c) => c.slug === collegeSlug);
  if (!college) return trail;
  trail.push({ href: collegePath(college.slug), label: college.name });
  const program = programSlug && everyProgram(r).find((p) => p.college === college.slug && p.slug === programSlug);
  if (program) trail.push({ href: programPath(college.slug, program.slug), label: program.name });
  return trail;
}
