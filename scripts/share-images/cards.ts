/**
 * What each page's share image says, from the same places the pages take their words: the
 * titles of the site's own pages from the messages file (`page.{slug}`, as page-titles.server.ts
 * reads them), colleges' and programs' names and news headlines from the content registry.
 */
import { everyProgram } from "#app/content/every-program.ts";
import type { Registry } from "#app/content/registry.ts";
import { indexablePaths } from "#app/content/site-paths.ts";
import { SITE_PAGES, pageTitleKey } from "#app/content/pages.ts";
import { translate, type Messages } from "#app/i18n/messages.ts";
import { collegePath, newsArticlePath, programPath, pagePath } from "#app/lib/paths.ts";

export interface ShareCard {
  /** The page the image belongs to; `null` for the default image of pages without their own. */
  path: string | null;
  title: string;
  kicker?: string;
}

/** One card per indexable page, in `indexablePaths` order, then the default card. */
export function shareCards(r: Registry, messages: Messages): ShareCard[] {
  const title = (path: string) => translate(messages, pageTitleKey(path));
  const byPath = new Map<string, ShareCard>();
  // The home page's title is the university's name; its promise goes above it.
  byPath.set("/", { path: "/", title: r.site.name, kicker: r.site.promise });
  for (const page of SITE_PAGES)
    if (page.path !== "/") byPath.set(page.path, { path: page.path, title: title(page.path) });
  byPath.set(pagePath("/colleges"), { path: pagePath("/colleges"), title: title(pagePath("/colleges")) });
  for (const c of r.colleges) {
    byPath.set(collegePath(c.slug), { path: collegePath(c.slug), title: c.name, kicker: title(pagePath("/colleges")) });
  }
  for (const p of everyProgram(r)) {
    const college = r.colleges.find((c) => c.slug === p.college);
    byPath.set(programPath(p.college, p.slug), {
      path: programPath(p.college, p.slug),
      title: p.name,
      kicker: college?.name,
    });
  }
  // A news item: its headline, under the news page's title.
  for (const n of r.news) {
    byPath.set(newsArticlePath(n.slug), {
      path: newsArticlePath(n.slug),
      title: n.title,
      kicker: title(pagePath("/news")),
    });
  }

  const cards = indexablePaths(r).map((path) => {
    const card = byPath.get(path);
    if (!card) throw new Error(`share image: no card for the indexable page ${path}`);
    return card;
  });
  return [...cards, { path: null, title: r.site.promise }];
}
