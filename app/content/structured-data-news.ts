/**
 * The news pages' structured data: built in those routes' `meta` from what the page already
 * carries (the headline and summary travel once), in a module of its own so that only the news
 * pages' code loads it.
 */
import type { CollectionPage, ItemList, ListItem, NewsArticle } from "schema-dts";
import { UNIVERSITY_ID, type JsonLd } from "./structured-data.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { shareImagePath } from "#app/lib/share-image.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";

/** What an item's node needs: what its page shows. */
export interface NewsArticleFacts {
  href: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `YYYY-MM-DD`. */
  updated: string;
  /** The category's label (`news.category`), its section. */
  section: string;
  /** The item's own photo, when it has one (a path under `public/`). */
  image?: string;
}

/**
 * `NewsArticle`: written and published by the university (the graph's CollegeOrUniversity node),
 * with the item's photo if it has one, and always its share image (drawn for every indexable page).
 */
export function newsArticleNode(item: NewsArticleFacts): JsonLd {
  const url = absoluteUrl(item.href);
  return {
    "@type": "NewsArticle",
    "@id": `${url}#article`,
    url,
    mainEntityOfPage: url,
    headline: item.title,
    description: item.summary,
    datePublished: item.date,
    dateModified: item.updated,
    inLanguage: DEFAULT_LOCALE.code,
    articleSection: item.section,
    image: [...(item.image ? [absoluteUrl(item.image)] : []), absoluteUrl(shareImagePath(item.href))],
    author: { "@id": UNIVERSITY_ID },
    publisher: { "@id": UNIVERSITY_ID },
  } satisfies NewsArticle;
}

/** `CollectionPage` of the news page: an `ItemList` of the items in the order the page lists them. */
export function newsCollectionNode(
  page: { href: string; title: string; lead: string },
  items: readonly { href: string; title: string }[],
): JsonLd {
  return {
    "@type": "CollectionPage",
    url: absoluteUrl(page.href),
    name: page.title,
    description: page.lead,
    inLanguage: DEFAULT_LOCALE.code,
    publisher: { "@id": UNIVERSITY_ID },
    mainEntity: {
      "@type": "ItemList",
      itemListOrder: "https://schema.org/ItemListOrderDescending",
      numberOfItems: items.length,
      itemListElement: items.map(
        (item, i) =>
          ({ "@type": "ListItem", position: i + 1, url: absoluteUrl(item.href), name: item.title }) satisfies ListItem,
      ),
    } satisfies ItemList,
  } satisfies CollectionPage;
}
