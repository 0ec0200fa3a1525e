/** The parts of a history entry's state React Router reads: its scroll key and its index. */
type KeyedState = { key?: unknown; idx?: unknown } | null;

/**
 * Gives the history entry a page was loaded in a key of its own, before the router starts (as
 * React Router's `<ScrollRestoration>` script did; see ScrollMemory.tsx). Without one the router
 * files the first page of every load in the tab under the same key, "default", and their saved
 * scroll positions would overwrite each other. An entry that has a key (a reload, a return) keeps
 * it. A fresh entry also gets the index React Router's history gives it (0) in the same write:
 * each write is a synchronous trip to the browser process, and the router, finding an index,
 * makes none of its own at start-up (checked against its code by history-key.contract.test.ts).
 */
export function keyHistoryEntry(history: Pick<History, "state" | "replaceState"> = window.history): void {
  const state = history.state as KeyedState;
  if (state !== null && typeof state === "object" && state.key) return;
  history.replaceState({ idx: 0, ...(state ?? {}), key: Math.random().toString(36).slice(2, 10) }, "");
}
