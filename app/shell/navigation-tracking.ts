/**
 * What the shell knows of navigations, from React Router's public instrumentation API and from
 * what the page shows: whether a navigation is under way, and which page is on the screen. The
 * route overlay needs both where a component's rendered copy of the router's state may already be
 * stale: when it is about to reveal a page, another navigation may have started in the very frame
 * that page rendered.
 */
import type { ClientInstrumentation } from "react-router";

/** Navigations asked of the router that have not ended yet. */
let requested = 0;

/**
 * One of the router's instrumentations (entry.client.tsx): counts a navigation from the moment it is
 * asked for until the router has committed it (the address and the router's location then agree)
 * or given it up. A back or forward navigation is not asked for: the address bar has changed already
 * when it starts, which is what `window.location` says.
 */
export const navigationTracking: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate) {
        requested++;
        try {
          await navigate();
        } finally {
          requested--;
        }
      },
    });
  },
};

/** True while a navigation asked for is loading or submitting. */
export const navigationPending = (): boolean => requested > 0;

/** The path of the page React last rendered (RouteOverlay.tsx sets it after each render). */
let shown: string | undefined;

export function pageShown(pathname: string): void {
  shown = pathname;
}

/** The path of the page on the screen: the one rendered last, or the address before hydration. */
export const shownPath = (): string => shown ?? window.location.pathname;
