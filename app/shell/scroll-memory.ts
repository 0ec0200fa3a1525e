/**
 * Where the window scrolls when a page of the app comes in: the rules, apart from React
 * (ScrollMemory.tsx applies them). Pure: the navigation and the positions saved are passed in.
 */

/** How the page came in: a back or forward through the history, or a link, form or script. */
export type Arrival = "POP" | "PUSH" | "REPLACE";

export interface ScrollCase {
  arrival: Arrival;
  /** The fragment of the address ("" or "#id"). */
  hash: string;
  /** The navigation asked to keep the scroll position (a filter that changes the page's query). */
  keep: boolean;
  /** The position saved for this history entry when it was left, if any. */
  saved: number | undefined;
}

/** Scroll to a height, to the element the fragment names, or leave the window where it is. */
export type ScrollAction = { top: number } | { fragment: string } | null;

/**
 * Back or forward: where the reader was, if known. Otherwise a navigation that keeps its position
 * keeps it; then the fragment's element, else the top of the page (React Router's own rules).
 */
export function scrollOnArrival({ arrival, hash, keep, saved }: ScrollCase): ScrollAction {
  if (arrival === "POP" && saved !== undefined) return { top: saved };
  if (arrival !== "POP" && keep) return null;
  if (hash.length > 1) return { fragment: decodeURIComponent(hash.slice(1)) };
  return { top: 0 };
}
