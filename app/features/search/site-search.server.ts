/**
 * The site's search documents and index on the server: built once per language from its registry,
 * for the `/search` page and the `/search-index.json` file the browser loads when search is opened
 * (`/en/search-index.json` for the English pages).
 */
import { localRegistry } from "#app/content/registry.server.ts";
import { requestLocale } from "#app/i18n/request-locale.server.ts";
import { serverMessages } from "#app/i18n/messages.server.ts";
import type { WrittenLanguage } from "#app/lib/format.ts";
import { collegesTitle, pageTitle } from "#app/content/page-titles.server.ts";
import { HELP_ID_PREFIX, searchDocuments } from "./documents.ts";
import {
  PAGE_RESULTS_PER_KIND,
  buildIndex,
  searchSite,
  serialiseIndex,
  type SiteIndex,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
} from "./engine.ts";

/** Each language's documents and index, built when a request in that language first asks. */
const built = new Map<string, { index: SiteIndex; excerpts: Map<string, string> }>();

/** The search of the request's language (decision 026: an English index beside the Arabic one). */
function searchData() {
  const language = requestLocale().code;
  let data = built.get(language);
  if (!data) {
    const messages = serverMessages(language);
    const titles = {
      page: pageTitle,
      colleges: collegesTitle(),
      message: (key: string) => (Object.hasOwn(messages, key) ? messages[key] : undefined),
    };
    const registry = localRegistry();
    const documents = searchDocuments(registry, titles, language as WrittenLanguage);
    data = {
      index: buildIndex(documents, registry.searchSynonyms),
      excerpts: new Map(documents.flatMap((d) => (d.excerpt ? [[d.id, d.excerpt] as const] : []))),
    };
    built.set(language, data);
  }
  return data;
}

/** The index file of the request's language (`/search-index.json`), as the browser loads it. */
export function siteSearchIndexFile(): string {
  return serialiseIndex(searchData().index);
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

/**
 * The help questions a query finds, as `/search` finds and counts them: the same index and the same
 * rule (every word, else some of them), so `/help?q=…` lists as many questions as `/search?q=…`
 * counts under «الأسئلة الشائعة». `partial`: none has every word, these have some.
 */
export function helpMatches(words: string[]): { slugs: Set<string>; partial: boolean } {
  const answer = searchSite(searchData().index, words, Number.POSITIVE_INFINITY);
  const help = answer.groups.find((g) => g.kind === "help");
  return {
    slugs: new Set((help?.hits ?? []).map((h) => h.id.slice(HELP_ID_PREFIX.length))),
    partial: answer.partial && help !== undefined,
  };
}
