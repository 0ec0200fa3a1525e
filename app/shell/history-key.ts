/** The part of a history entry's state React Router reads its scroll key from. */
type KeyedState = { key?: unknown } | null;

/**
 * Gives the history entry a page was loaded in a key of its own, before the router starts (as
 * React Router's `<ScrollRestoration>` script did; see ScrollMemory.tsx). Without one the router
 * files the first page of every load in the tab under the same key, "default", and their saved
 * scroll positions would overwrite each other. An entry that has a key (a reload, a return) keeps
 * it.
 */
export function keyHistoryEntry(history: Pick<History, "state" | "replaceState"> = window.history): void {
  const state = history.state as KeyedState;
  if (state !== null && typeof state === "object" && state.key) return;
  history.replaceState({ ...(state ?? {}), key: Math.random().toString(36).slice(2, 10) }, "");
}
