/**
 * The site's search documents and index on the server: built once from the registry, for the
 * `/search` page and the `/search-index.json` file the browser loads when search is opened.
 */
import type MiniSearch from "minisearch";
import { registry } from "#app/content/registry.server.ts";
import { collegesTitle, pageTitle } from "#app/content/page-titles.server.ts";
import { searchDocuments, type SearchDocument } from "./documents.ts";
import {
  PAGE_RESULTS_PER_KIND,
  buildIndex,
  searchSite,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
} from "./engine.ts";

let built: { index: MiniSearch<SearchDocument>; excerpts: Map<string, string> } | undefined;

function searchData() {
  if (!built) {
    const documents = searchDocuments(registry, { page: pageTitle, colleges: collegesTitle() });
    built = {
      index: buildIndex(documents),
      excerpts: new Map(documents.flatMap((d) => (d.excerpt ? [[d.id, d.excerpt] as const] : []))),
    };
  }
  return built;
}

export function siteSearchIndex(): MiniSearch<SearchDocument> {
  return searchData().index;
}

export interface PageSearchHit extends SearchHit {
  excerpt?: string;
}
export interface PageSearchGroup extends SearchGroup {
  hits: PageSearchHit[];
}
export interface PageSearchAnswer extends SearchAnswer {
  groups: PageSearchGroup[];
}

/** The results page's answer: more per kind than the header's list, each with its excerpt. */
export function searchForPage(words: string[], perKind = PAGE_RESULTS_PER_KIND): PageSearchAnswer {
  const { index, excerpts } = searchData();
  const answer = searchSite(index, words, perKind);
  return {
    ...answer,
    groups: answer.groups.map((g) => ({
      ...g,
      hits: g.hits.map((h) => (excerpts.has(h.id) ? { ...h, excerpt: excerpts.get(h.id) } : h)),
    })),
  };
}
