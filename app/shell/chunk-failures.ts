/**
 * What the shell does when a code chunk cannot be loaded (a deploy removed it, or the connection
 * dropped). The new HTML points at the new chunks, so a full document load is the cure.
 *
 * - A speculative preload fails: nothing happens to the page being read. Its target is marked,
 *   and a navigation to it loads it as a document.
 * - A navigation's route module fails: the target is loaded as a document. Both are the visitor's
 *   own navigation, completed the way a site without scripts completes it: not a reload, and no
 *   loop can follow (a page whose code fails to load stays as the server wrote it).
 * - A dependency preload of Vite fails (`vite:preloadError`): the current page reloads, through
 *   the reload guard, which allows one automatic reload per path per 10 seconds, so a chunk that
 *   stays missing never causes a loop.
 *
 * The shell imports a navigation's route modules itself before React Router starts it (see
 * `chunkFailureInstrumentation`), because React Router's own import reloads the page in view on a
 * failure, with no guard and the visitor's target forgotten.
 * (The other automatic document load, to a newer build, is build-freshness.ts's.)
 */
import type { ClientInstrumentation } from "react-router";
import { CHUNK_RELOAD_GUARD_MS } from "./constants.ts";
import { createReloadGuard, isChunkLoadError, type GuardStorage } from "./reload-guard.ts";
import { fetchPageData, importRouteCode } from "./route-code.ts";

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
/** True (and recorded) when `path` may be loaded automatically now. */
function guardAllows(path: string): boolean {
  guard ??= createReloadGuard({ storage: sessionStore(), now: () => Date.now(), windowMs: CHUNK_RELOAD_GUARD_MS });
  return guard.allow(path);
}

/** Paths whose code failed to preload: the next navigation there is a document load. */
const documentLoadTargets = new Set<string>();

/** A preload of `pathname`'s code failed: mark it, never reload the page being read. */
export function markForDocumentLoad(pathname: string, error: unknown): void {
  documentLoadTargets.add(pathname);
  console.warn(`Preloading ${pathname} failed; a visit there will load it as a full page.`, error);
}

/** Hands the navigation to the browser; the promise never settles, as the page is unloading. */
function loadAsDocument(url: URL): Promise<never> {
  window.location.assign(url.href);
  return new Promise<never>(() => undefined);
}

/**
 * Before a navigation to another page of the site: a target whose preload failed, or whose code
 * fails to import now, is loaded as a document, and the promise never settles (React Router calls
 * the navigation once an instrumentation's handler returns, so this one must not return). Any other
 * failure is a bug in the target page: React Router's navigation meets it in turn.
 *
 * A page's data is fetched at the same time, into the HTTP cache where React Router's fetch finds
 * it (the build's payloads may be reused for a minute), so code and data still arrive together
 * when nothing was preloaded. Not a payload the server renders for a query, which no cache keeps:
 * it would be rendered twice.
 */
async function codeBeforeNavigation(url: URL): Promise<void> {
  if (url.origin !== window.location.origin) return;
  if (documentLoadTargets.has(url.pathname)) return loadAsDocument(url);
  if (!url.search) void fetchPageData(url).catch(() => undefined);
  try {
    await importRouteCode(url.pathname);
  } catch (error) {
    if (!isChunkLoadError(error)) return;
    console.error("A code chunk failed to load.", error);
    console.warn(`Loading ${url.pathname} as a full page to get the current build.`);
    return loadAsDocument(url);
  }
}

/** One of the router's instrumentations (entry.client.tsx): every client navigation imports through the shell. */
export const chunkFailureInstrumentation: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, formData }) {
        // The site's forms navigate to the address they make (AppForm), as links do; a submission
        // with a body (none on the site) is React Router's own.
        if (typeof to === "string" && !formData) await codeBeforeNavigation(new URL(to, window.location.href));
        await navigate();
      },
    });
  },
};

/** Reloads the current page once (guarded) after a code chunk it needs failed to load. */
function reloadAfterChunkFailure(error: unknown): void {
  console.error("A code chunk failed to load.", error);
  if (guardAllows(window.location.pathname)) {
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
