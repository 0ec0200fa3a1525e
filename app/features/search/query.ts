/**
 * What a visitor typed, read as a query: cut when too long, stripped of the words that carry no
 * meaning in a query. Its own module (no search library), so pages that only read a query do not
 * bring the index code with them.
 */
import { arabicWords, isStopWord } from "#app/lib/arabic.ts";
import { MAX_QUERY_CHARS } from "#app/lib/search-limits.ts";
import { pagePath } from "#app/lib/paths.ts";

export { MAX_QUERY_CHARS };

/** Words of a query used; more add nothing but time. */
const MAX_QUERY_WORDS = 8;
/**
 * `text`: what is searched, as typed (cut to MAX_QUERY_CHARS); `cut`: it was cut, so a page that
 * quotes it adds «…» (it may end in the middle of a word); `truncated`: the search read less than
 * was typed (cut, or more words than it reads).
 */
export type QueryState =
  { kind: "empty" } | { kind: "words"; text: string; words: string[]; cut: boolean; truncated: boolean };

/** Reads what was typed: too long is cut, nothing searchable is empty. */
export function readQuery(raw: string | null | undefined): QueryState {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  const cut = text.slice(0, MAX_QUERY_CHARS);
  const all = arabicWords(cut);
  const meaningful = all.filter((w) => !isStopWord(w));
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { kind: "empty" };
  const wasCut = text.length > cut.length;
  return { kind: "words", text: cut, words, cut: wasCut, truncated: wasCut || all.length > MAX_QUERY_WORDS };
}

/** The results page for what is searched (`/search?q=…`; `/search` for nothing). */
export const searchResultsHref = (q: string) => pagePath("/search", {}, { query: { q } });
