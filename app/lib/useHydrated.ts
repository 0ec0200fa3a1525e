import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: a component mounted after that starts hydrated. */
let pageHydrated = false;

/** Whether the first page has hydrated (false on the server, and in the browser until then). */
export function pageHasHydrated(): boolean {
  return pageHydrated;
}

/** Marks the first page hydrated: called from an effect, which runs once the hydration is committed. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False in the server's HTML and during hydration, true once the browser has taken over.
 *
 * Not `useSyncExternalStore` with a server snapshot: after hydration React re-renders every such
 * component synchronously, in one task (the header's search, the footer, the page: about 40 ms on
 * a fast machine, a long task on a phone). Here the switch is a transition, rendered in slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    markPageHydrated();
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
