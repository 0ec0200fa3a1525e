/**
 * The search dialog's state, without React: what is typed, the search code and index (loading,
 * failed or loaded), what they answer, and the option chosen with ↓ and ↑. SearchDialog
 * (ui/SearchDialog.tsx) keeps the rendering and the effects: it opens the dialog, starts the
 * loading, dispatches what happens here and navigates where these rules say.
 */
import type { SearchAnswer, SearchHit } from "./engine.ts";
import { readQuery, searchResultsHref } from "./query.ts";

/** Answers a query's words, once the search code and the index have loaded (quick-search.ts). */
export type Searcher = (words: string[]) => SearchAnswer;

/** An option of the listbox: a hit, or (without `hit`) the link to the results page. */
export interface DialogOption {
  hit?: SearchHit;
  href: string;
}

export interface DialogState {
  /** The field, as typed. */
  query: string;
  /**
   * What is searched: the field read as a query (readQuery), cut when too long; empty when nothing
   * in it is searchable.
   */
  text: string;
  /** The field was longer than a query may be: `text` is cut (a quote of it ends in «…»). */
  cut: boolean;
  /** The search code and index. */
  search: "loading" | "failed" | Searcher;
  /** What the index answers for the query: once it has loaded, and only for a query with words. */
  answer: SearchAnswer | undefined;
  /** The options in order: every hit, then the results page; none without an answer. */
  options: DialogOption[];
  /** The chosen option's place in `options`; -1 for none. */
  active: number;
}

export type MoveDirection = "down" | "up";

export type DialogEvent =
  /** The visitor changed what is in the field. */
  | { type: "typed"; query: string }
  | { type: "loaded"; search: Searcher }
  | { type: "failed" }
  /** ↓ or ↑ in the field (see moveFor). */
  | { type: "moved"; direction: MoveDirection };

/** The state with the query read again and answered, if the search has loaded. */
function answered(state: Omit<DialogState, "text" | "cut" | "answer" | "options">): DialogState {
  const reading = readQuery(state.query);
  const words = reading.kind === "words" ? reading : undefined;
  const text = words?.text ?? "";
  const answer = words && typeof state.search === "function" ? state.search(words.words) : undefined;
  const options: DialogOption[] = answer
    ? [
        ...answer.groups.flatMap((g) => g.hits.map((hit) => ({ hit, href: hit.href }))),
        { href: searchResultsHref(text) },
      ]
    : [];
  return { ...state, text, cut: !!words?.cut, answer, options };
}

/** The dialog as it opens: with the header's query, the search still loading, nothing chosen. */
export const initialDialogState = (query: string): DialogState => answered({ query, search: "loading", active: -1 });

export function dialogReducer(state: DialogState, event: DialogEvent): DialogState {
  switch (event.type) {
    case "typed":
      // A new query: its answer, with nothing chosen in it.
      return answered({ ...state, query: event.query, active: -1 });
    case "loaded":
      return answered({ ...state, search: event.search });
    case "failed":
      return answered({ ...state, search: "failed" });
    case "moved": {
      const n = state.options.length;
      const i = state.active;
      // Round the list both ways: ↓ from the last goes to the first, ↑ from the first (or none) to the last.
      return n ? { ...state, active: event.direction === "down" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1 } : state;
    }
  }
}

/** The chosen option, if any. */
export const activeOption = (state: DialogState): DialogOption | undefined => state.options[state.active];

/** The direction a key moves the choice in, when it does: ↓ and ↑, and only when there are options. */
export const moveFor = (state: DialogState, key: string): MoveDirection | undefined =>
  state.options.length ? (key === "ArrowDown" ? "down" : key === "ArrowUp" ? "up" : undefined) : undefined;

/**
 * Where Enter goes: the chosen option, else the results page for what is searched; nowhere when
 * nothing is chosen and nothing in the field is searchable. The results page does not wait for
 * the index: it is the way out while it loads, or when it has failed.
 */
export const submitHref = (state: DialogState): string | undefined =>
  activeOption(state)?.href ?? (state.text ? searchResultsHref(state.text) : undefined);
