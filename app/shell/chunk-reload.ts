/**
 * Reload once after a code chunk fails to load (a deploy removed it): the new HTML points at the
 * new chunks. The guard allows one automatic reload per path per 10 seconds, so a chunk that stays
 * missing never causes a reload loop. (The other automatic reload, to a newer build on the next
 * navigation, is build-freshness.ts's and happens only on the visitor's own navigation.)
 */
import { CHUNK_RELOAD_GUARD_MS } from "./constants";
import { createReloadGuard, type GuardStorage } from "./reload-guard";

function sessionStore(): GuardStorage {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error("no session storage");
      },
    };
  }
}

let guard: ReturnType<typeof createReloadGuard> | undefined;

export function reloadAfterChunkFailure(error: unknown): void {
  guard ??= createReloadGuard({ storage: sessionStore(), now: () => Date.now(), windowMs: CHUNK_RELOAD_GUARD_MS });
  console.error("A code chunk failed to load.", error);
  if (guard.allow(window.location.pathname)) {
    console.warn("Reloading the page once to get the current build.");
    window.location.reload();
  } else {
    console.error(`Not reloading again: this page already reloaded within ${CHUNK_RELOAD_GUARD_MS / 1000} s.`);
  }
}

/** Vite reports a failed dependency preload with this event; route it through the guard. */
export function installChunkReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reloadAfterChunkFailure((event as Event & { payload?: unknown }).payload);
  });
}
