/**
 * Site search on MiniSearch (decision 014): the index options, the Arabic query plan, and the
 * grouping of results. The same module builds the index at build time, answers `/search` on the
 * server, and answers as-you-type in the browser from the index file, so all three agree.
 *
 * What MiniSearch lacks is Arabic, and that is ours (lib/arabic.ts): every word is indexed both as
 * written (normalised) and as its light stem, and every query word asks for either, so «التمريض»,
 * «للتمريض» and «تمريض» find each other, and so do «فلسطين» and «فلسطيني». A word a visitor types
 * for one of the site's words (content/search.yaml: "dorm" for "housing") asks for those too, and
 * an English word may have the typos English spelling invites ("farmacy", "scolarship").
 */
import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from "minisearch";
import { arabicWords, stemArabic } from "#app/lib/arabic.ts";
import { indexTerms } from "./terms.ts";
import { SEARCH_KINDS, type SearchDocument, type SearchKind } from "./search-document.ts";
import { siteTermsFor, synonymTable, type SynonymEntry, type Synonyms } from "./synonyms.ts";

// The dialog asks it with each answer, from this chunk, which loads when search opens.
export { searchElsewhere } from "./elsewhere.ts";

/** Results kept per kind in the header's list; the results page shows more. */
export const QUICK_RESULTS_PER_KIND = 4;
export const PAGE_RESULTS_PER_KIND = 20;
/** A word whose stem is this long or longer may have one typo («المنح» is too short for one). */
const TYPO_MIN_LENGTH = 5;
/**
 * An English word (Latin letters only) that finds nothing as typed (nor as the site's word for it)
 * may have one typo from this length ("nursng"), two from `ENGLISH_TWO_TYPOS` ("farmacy" is two
 * from "pharmacy"): English spells a sound several ways. A word the site has gets none, or
 * "housing" would find "routing" and "dorm" "form"; a short word with two typos would be any word.
 */
const ENGLISH_ONE_TYPO = 4;
const ENGLISH_TWO_TYPOS = 7;
/** How much a match on the site's word for a typed word counts, beside a match on the typed word. */
const SYNONYM_WEIGHT = 0.6;

/**
 * How much a match counts by the kind of what matched: a page (where a visitor goes to do
 * something: see the results, apply from abroad) before a course (a line of a study plan) that
 * matches the query as well. The other kinds count as they match.
 */
const KIND_WEIGHT: Partial<Record<SearchKind, number>> = { page: 1.25, course: 1 };

/**
 * The stored fields: what a result in the header's list shows without a second lookup. Excerpts
 * are not stored (they would add a fifth to the file); the results page, rendered on the server,
 * takes them from the documents.
 */
const STORED = ["kind", "title", "href", "context", "code", "in", "alsoIn"] as const;

/** The options the index is built and loaded with (loadJSON needs the same ones). */
export const INDEX_OPTIONS = {
  fields: ["title", "keywords", "latin", "headings", "context", "body"],
  storeFields: [...STORED],
  tokenize: arabicWords,
  processTerm: indexTerms,
  searchOptions: {
    boost: { title: 4, keywords: 4, latin: 3, headings: 2, context: 1.5, body: 1 },
    // A whole page before a line of a study plan that matches as well (KIND_WEIGHT).
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
      KIND_WEIGHT[stored?.kind as SearchKind] ?? 1,
    // The plan below has already split and processed the words.
    tokenize: (term: string) => [term],
    processTerm: (term: string) => term,
  },
};

/** The index and the synonyms of one language: what a search asks. */
export interface SiteIndex {
  index: MiniSearch<SearchDocument>;
  synonyms: Synonyms;
}

export function buildIndex(documents: readonly SearchDocument[], synonyms: readonly SynonymEntry[] = []): SiteIndex {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return { index, synonyms: synonymTable(synonyms) };
}

/** The file the build writes (`/search-index.json`): the synonyms beside MiniSearch's own form. */
export function serialiseIndex({ index, synonyms }: SiteIndex): string {
  return JSON.stringify({ synonyms, index });
}

/** The index as the build writes it and the browser loads it. */
export function loadIndex(json: string): SiteIndex {
  const file = JSON.parse(json) as { synonyms: Synonyms; index: AsPlainObject };
  return { index: MiniSearch.loadJS<SearchDocument>(file.index, INDEX_OPTIONS), synonyms: file.synonyms };
}

/**
 * How many typos a query word may have: an Arabic word one when its stem is long enough
 * (TYPO_MIN_LENGTH), an English word by its length when it finds nothing as typed (`known`), a
 * word with a digit (a course code, a year) none.
 */
export function typosAllowed(word: string, known: boolean): number {
  if (/\d/.test(word)) return 0;
  if (/^[a-z]+$/.test(word)) {
    if (known) return 0;
    return word.length >= ENGLISH_TWO_TYPOS ? 2 : word.length >= ENGLISH_ONE_TYPO ? 1 : 0;
  }
  return stemArabic(word).length >= TYPO_MIN_LENGTH ? 1 : 0;
}

/**
 * Every query word must match, as written, as its stem or as the site's words for it. As written,
 * the last word may be the start of a longer one (the visitor is still typing) and a long word may
 * have a typo or two (typosAllowed; not a number or a course code: «ITI101» is not «ITI401»); the
 * stem and the site's words must match exactly, or «قانون» (stem «قان») would find «كان».
 */
function queryPlan(
  index: MiniSearch<SearchDocument>,
  words: string[],
  combineWith: "AND" | "OR",
  synonyms: Synonyms,
): Query {
  return {
    combineWith,
    queries: words.map((word, i) => {
      const stem = stemArabic(word);
      const prefix = i === words.length - 1;
      const siteTerms = siteTermsFor(synonyms, word);
      const exact: Query[] = [{ queries: [word], prefix, fuzzy: false }];
      if (stem !== word) exact.push({ queries: [stem], prefix: false, fuzzy: false });
      if (siteTerms.length)
        exact.push({
          combineWith: "OR",
          queries: siteTerms,
          prefix: false,
          fuzzy: false,
          boostTerm: () => SYNONYM_WEIGHT,
        });
      // Whether the site has an English word: an exact search, only for one that could have a typo.
      const known =
        /^[a-z]+$/.test(word) &&
        typosAllowed(word, false) > 0 &&
        index.search({ combineWith: "OR", queries: exact }).length > 0;
      const typos = typosAllowed(word, known);
      if (typos > 0) exact[0] = { queries: [word], prefix, fuzzy: typos };
      return exact.length === 1 ? exact[0] : { combineWith: "OR", queries: exact };
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
  /** The dialog's: typed in another language's script, nothing found; that language (elsewhere.ts). */
  elsewhere?: { lang: string; dir: "rtl" | "ltr" };
}

/** Searches, groups by kind in the site's order, and keeps the best `perKind` of each. */
export function searchSite({ index, synonyms }: SiteIndex, words: string[], perKind: number): SearchAnswer {
  let partial = false;
  let results: SearchResult[] = index.search(queryPlan(index, words, "AND", synonyms));
  if (!results.length && words.length > 1) {
    results = index.search(queryPlan(index, words, "OR", synonyms));
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
  return { groups: pagesInPlace(groups, results), total: results.length, partial };
}

/**
 * The groups in the site's order, but for the pages: they come before the first group whose best
 * result they match as well as or better than (KIND_WEIGHT counted), so a query a page answers
 * («رقم الجلوس»: the results page) shows it first, not after every course that mentions a word.
 */
function pagesInPlace(groups: SearchGroup[], results: readonly SearchResult[]): SearchGroup[] {
  const pages = groups.find((g) => g.kind === "page");
  if (!pages) return groups;
  const best = (kind: SearchKind) => results.find((r) => r.kind === kind)?.score ?? 0;
  const rest = groups.filter((g) => g !== pages);
  const at = rest.findIndex((g) => best(pages.kind) >= best(g.kind));
  return at < 0 ? [...rest, pages] : [...rest.slice(0, at), pages, ...rest.slice(at)];
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
