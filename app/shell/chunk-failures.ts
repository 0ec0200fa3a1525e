/**
 * What the shell does when a code chunk cannot be loaded (a deploy removed it, or the connection
 * dropped). The new HTML points at the new chunks, so a full document load is the cure; the
 * reload guard allows one automatic load per path per 10 seconds, so a chunk that stays missing
 * never causes a loop.
 *
 * - A speculative preload fails: nothing happens to the page being read. Its target is marked,
 *   and a navigation to it loads it as a document (the visitor asked for it: no guard needed).
 * - A navigation's route module fails: through the guard, the target is loaded as a document;
 *   past the guard, the error page says the page could not be loaded.
 * - A dependency preload of Vite fails (`vite:preloadError`): through the guard, the current page
 *   reloads.
 *
 * The shell imports a navigation's route modules itself (see `chunkFailureInstrumentation`),
 * because React Router's own import reloads the page on failure without any guard.
 * (The other automatic document load, to a newer build, is build-freshness.ts's.)
 */
import type { ClientInstrumentation } from "react-router";
import { CHUNK_RELOAD_GUARD_MS } from "./constants.ts";
import { createReloadGuard, isChunkLoadError, type GuardStorage } from "./reload-guard.ts";
import { forgetRouteModule, missingRouteModules, provideRouteModule } from "./router-internals.ts";

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
 * A route module whose component throws `error`, so the page shows the error page. (React Router
 * ignores a module that fails to load and renders an empty page.)
 */
function failedModule(error: unknown) {
  return {
    default: function ModuleFailedToLoad(): never {
      throw error;
    },
  };
}

/** A navigation's route module failed to import: load the target as a document, once per 10 s. */
function navigationImportFailed(url: URL, error: unknown) {
  // Any other failure is a bug in the target page: the error page shows it.
  if (!isChunkLoadError(error)) return failedModule(error);
  console.error("A code chunk failed to load.", error);
  if (guardAllows(url.pathname)) {
    console.warn(`Loading ${url.pathname} as a full page to get the current build.`);
    return loadAsDocument(url);
  }
  console.error(`Not loading again: ${url.pathname} was loaded within ${CHUNK_RELOAD_GUARD_MS / 1000} s.`);
  return failedModule(error);
}

/** Where a navigation goes, with a GET form's fields as its query. */
function navigationUrl(to: string, formMethod?: string, formData?: FormData): URL {
  const url = new URL(to, window.location.href);
  if (formData && (formMethod ?? "get").toLowerCase() === "get") {
    url.search = new URLSearchParams(formData as unknown as Record<string, string>).toString();
  }
  return url;
}

/**
 * Before React Router starts a navigation, gives it the target's route modules as promises of the
 * shell's own imports, so a failed import comes here (see `provideRouteModule`).
 */
function importModulesFor(url: URL): void {
  if (url.origin !== window.location.origin) return;
  const missing = missingRouteModules(url.pathname);
  if (documentLoadTargets.has(url.pathname) && missing.length > 0) {
    const handedOver = loadAsDocument(url);
    for (const { id } of missing) provideRouteModule(id, handedOver);
    return;
  }
  for (const { id, url: moduleUrl } of missing) {
    provideRouteModule(
      id,
      import(/* @vite-ignore */ moduleUrl).then(
        (module: unknown) => (provideRouteModule(id, module), module),
        (error: unknown) => {
          forgetRouteModule(id);
          return navigationImportFailed(url, error);
        },
      ),
    );
  }
}

/**
 * One of the router's instrumentations (hydrated-router.tsx): every client navigation imports
 * through the shell.
 */
export const chunkFailureInstrumentation: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, formMethod, formData }) {
        if (typeof to === "string") importModulesFor(navigationUrl(to, formMethod, formData));
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
