/**
 * The search dialog's state, without React: what is typed, the search code and index (loading,
 * failed or loaded), what they answer, and the option chosen with ↓ and ↑. SearchDialog
 * (ui/SearchDialog.tsx) keeps the rendering and the effects: it opens the dialog, starts the
 * loading, dispatches what happens here and navigates where these rules say.
 */
import type { SearchAnswer, SearchHit } from "./engine.ts";
import { readQuery, searchResultsHref, type QueryState } from "./query.ts";

/** Answers a query's words, once the search code and the index have loaded (quick-search.ts). */
export type Searcher = (words: string[]) => SearchAnswer;

export interface DialogState {
  /** The field, as typed. */
  query: string;
  /** The field read as a query (cut when too long, empty when nothing in it is searchable). */
  reading: QueryState;
  /** The search code and index. */
  search: "loading" | "failed" | Searcher;
  /** What the index answers for the query: once it has loaded, and only for a query with words. */
  answer: SearchAnswer | undefined;
  /** The chosen option's place in `dialogOptions`; -1 for none. */
  active: number;
}

export type DialogEvent =
  /** The visitor changed what is in the field. */
  | { type: "typed"; query: string }
  | { type: "loaded"; search: Searcher }
  | { type: "failed" }
  /** ↓ or ↑ in the field. */
  | { type: "moved"; direction: MoveDirection };

export type MoveDirection = "down" | "up";

/** An option of the listbox: a hit, or (without `hit`) the link to the results page. */
export interface DialogOption {
  hit?: SearchHit;
  href: string;
}

/** The dialog as it opens: with the header's query, the search still loading, nothing chosen. */
export function initialDialogState(query: string): DialogState {
  return { query, reading: readQuery(query), search: "loading", answer: undefined, active: -1 };
}

const answerFor = (reading: QueryState, search: DialogState["search"]): SearchAnswer | undefined =>
  typeof search === "function" && reading.kind === "words" ? search(reading.words) : undefined;

export function dialogReducer(state: DialogState, event: DialogEvent): DialogState {
  switch (event.type) {
    case "typed": {
      // A new query: its answer, with nothing chosen in it.
      const reading = readQuery(event.query);
      return { ...state, query: event.query, reading, answer: answerFor(reading, state.search), active: -1 };
    }
    case "loaded":
      return { ...state, search: event.search, answer: answerFor(state.reading, event.search) };
    case "failed":
      return { ...state, search: "failed", answer: undefined };
    case "moved": {
      const n = dialogOptions(state).length;
      if (!n) return state;
      const i = state.active;
      // Round the list both ways: ↓ from the last goes to the first, ↑ from the first (or none) to the last.
      return { ...state, active: event.direction === "down" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1 };
    }
  }
}

/** What is searched, as typed (cut when too long); empty when nothing in the field is searchable. */
export const searchedText = (state: DialogState): string => (state.reading.kind === "words" ? state.reading.text : "");

/** The options in order: every hit, then the link to the results page; none before an answer. */
export function dialogOptions(state: DialogState): DialogOption[] {
  if (!state.answer) return [];
  return [
    ...state.answer.groups.flatMap((g) => g.hits.map((hit) => ({ hit, href: hit.href }))),
    { href: searchResultsHref(searchedText(state)) },
  ];
}

/** The chosen option, if any. */
export const activeOption = (state: DialogState): DialogOption | undefined => dialogOptions(state)[state.active];

/** The direction a key moves the choice in, when it does: ↓ and ↑, and only when there are options. */
export function moveFor(state: DialogState, key: string): MoveDirection | undefined {
  const direction = key === "ArrowDown" ? "down" : key === "ArrowUp" ? "up" : undefined;
  return direction && dialogOptions(state).length > 0 ? direction : undefined;
}

/**
 * Where Enter goes: the chosen option, else the results page for what is searched; nowhere when
 * nothing is chosen and nothing in the field is searchable. The results page does not wait for
 * the index: it is the way out while it loads, or when it has failed.
 */
export function submitHref(state: DialogState): string | undefined {
  const chosen = activeOption(state);
  if (chosen) return chosen.href;
  const text = searchedText(state);
  return text ? searchResultsHref(text) : undefined;
}

/** What the dialog's status line says (SearchDialog words it). */
export type DialogStatus =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "answer"; count: number; query: string; cut: boolean; partial: boolean }
  | { kind: "none" };

export function dialogStatus(state: DialogState): DialogStatus {
  if (state.search === "loading") return { kind: "loading" };
  if (state.search === "failed") return { kind: "failed" };
  if (!state.answer) return { kind: "none" };
  return {
    kind: "answer",
    count: state.answer.total,
    query: searchedText(state),
    cut: state.reading.kind === "words" && state.reading.cut,
    partial: state.answer.partial,
  };
}
