/**
 * The news collection's rules that more than one place needs: its order, how many items the home
 * page shows, what a card shows. Pure.
 */
import type { NewsItem } from "./registry-types.ts";
import type { NewsCategory } from "./schema.ts";
import { newsArticlePath } from "#app/lib/paths.ts";

/** How many of the latest items the home page shows (its sitemap date follows those files). */
export const HOME_NEWS_COUNT = 3;

/**
 * Newest first by publication day; items of the same day by slug, so the order never depends on
 * the order the files were read in.
 */
export function newestFirst<T extends { date: string; slug: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0) : a.date < b.date ? 1 : -1,
  );
}

/** A news item's content file: `content/news/{slug}.md`. */
export const newsFile = (slug: string) => `content/news/${slug}.md`;

/** What a news item's card shows (the home page, the news page). */
export interface NewsCardView {
  slug: string;
  href: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`, the day it was published. */
  date: string;
  category: NewsCategory;
}

export function newsCard(n: NewsItem): NewsCardView {
  return {
    slug: n.slug,
    href: newsArticlePath(n.slug),
    title: n.title,
    summary: n.summary,
    date: n.date,
    category: n.category,
  };
}
