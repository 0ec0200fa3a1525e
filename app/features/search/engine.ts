/**
 * Site search on MiniSearch (decision 014): the index options, the Arabic query plan, and the
 * grouping of results. The same module builds the index at build time, answers `/search` on the
 * server, and answers as-you-type in the browser from the index file, so all three agree.
 *
 * What MiniSearch lacks is Arabic, and that is ours (lib/arabic.ts): every word is indexed both as
 * written (normalised) and as its light stem, and every query word asks for either, so «التمريض»,
 * «للتمريض» and «تمريض» find each other, and so do «فلسطين» and «فلسطيني».
 */
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { arabicWords, stemArabic } from "#app/lib/arabic.ts";
import { indexTerms } from "./terms.ts";
import { SEARCH_KINDS, type SearchDocument, type SearchKind } from "./search-document.ts";

/** Results kept per kind in the header's list; the results page shows more. */
export const QUICK_RESULTS_PER_KIND = 4;
export const PAGE_RESULTS_PER_KIND = 20;
/** A word whose stem is this long or longer may have one typo («المنح» is too short for one). */
const TYPO_MIN_LENGTH = 5;

/**
 * The stored fields: what a result in the header's list shows without a second lookup. Excerpts
 * are not stored (they would add a fifth to the file); the results page, rendered on the server,
 * takes them from the documents.
 */
const STORED = ["kind", "title", "href", "context", "code", "in", "alsoIn"] as const;

/** The options the index is built and loaded with (loadJSON needs the same ones). */
export const INDEX_OPTIONS = {
  fields: ["title", "latin", "context", "body"],
  storeFields: [...STORED],
  tokenize: arabicWords,
  processTerm: indexTerms,
  searchOptions: {
    boost: { title: 4, latin: 3, context: 1.5, body: 1 },
    // The plan below has already split and processed the words.
    tokenize: (term: string) => [term],
    processTerm: (term: string) => term,
  },
};

export function buildIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** The index as the build writes it (`/search-index.json`) and the browser loads it. */
export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS);
}

/**
 * Every query word must match, as written or as its stem. As written, the last word may be the
 * start of a longer one (the visitor is still typing) and a long word may have one typo (not a
 * number or a course code: «ITI101» is not «ITI401»); the stem
 * must match exactly, or «قانون» (stem «قان») would find «كان».
 */
function queryPlan(words: string[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: words.map((word, i) => {
      const stem = stemArabic(word);
      const asWritten = {
        queries: [word],
        prefix: i === words.length - 1,
        fuzzy: stem.length >= TYPO_MIN_LENGTH && !/\d/.test(word) ? 1 : false,
      };
      return stem === word
        ? asWritten
        : { combineWith: "OR", queries: [asWritten, { queries: [stem], prefix: false, fuzzy: false }] };
    }),
  };
}

/** Where a course is taught, as the result shows it: the study plan of its (first) degree. */
const PLAN_ANCHOR = "#plan";

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  href: string;
  context?: string;
  code?: string;
  alsoIn?: number;
  /** The index terms the result matched, for highlighting (see ui/Highlighted.tsx). */
  terms: string[];
}

export interface SearchGroup {
  kind: SearchKind;
  /** How many matched of this kind (more than `hits` when cut). */
  total: number;
  hits: SearchHit[];
}

export interface SearchAnswer {
  groups: SearchGroup[];
  total: number;
  /** Nothing matched every word, so these match some of them. */
  partial: boolean;
}

/** Searches, groups by kind in the site's order, and keeps the best `perKind` of each. */
export function searchSite(index: MiniSearch<SearchDocument>, words: string[], perKind: number): SearchAnswer {
  let partial = false;
  let results: SearchResult[] = index.search(queryPlan(words, "AND"));
  if (!results.length && words.length > 1) {
    results = index.search(queryPlan(words, "OR"));
    partial = results.length > 0;
  }
  const groups = SEARCH_KINDS.map<SearchGroup>((kind) => {
    const ofKind = results.filter((r) => r.kind === kind);
    return {
      kind,
      total: ofKind.length,
      hits: ofKind.slice(0, perKind).map((r) => toHit(index, r)),
    };
  }).filter((g) => g.total > 0);
  return { groups, total: results.length, partial };
}

/** A result as shown: a course takes its link and context from the degree that teaches it. */
function toHit(index: MiniSearch<SearchDocument>, r: SearchResult): SearchHit {
  const degree = r.in ? (index.getStoredFields(r.in) as Partial<SearchDocument> | undefined) : undefined;
  const href = degree?.href ? `${degree.href.split("#")[0]}${PLAN_ANCHOR}` : (r.href as string);
  const hit: SearchHit = { id: String(r.id), kind: r.kind, title: r.title, href, terms: r.terms };
  const context = degree?.title ?? r.context;
  if (context !== undefined) hit.context = context;
  if (r.code !== undefined) hit.code = r.code;
  if (r.alsoIn !== undefined) hit.alsoIn = r.alsoIn;
  return hit;
}
