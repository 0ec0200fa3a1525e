/**
 * Preloads a route's code and data before the visitor follows a link: at most
 * PRELOAD_CONCURRENCY at once, none on a data-saving or 2G connection. This replaces React
 * Router's own link prefetching, whose module loader reloads the page on a failed import
 * without any guard: here a failed import only marks its target (see chunk-failures.ts).
 */
import { PRELOAD_CONCURRENCY } from "./constants.ts";
import { canPreload, createPreloadQueue, type ConnectionInfo } from "./preload-queue.ts";
import { markForDocumentLoad } from "./chunk-failures.ts";
import { isChunkLoadError } from "./reload-guard.ts";
import { missingRouteModules, provideRouteModule } from "./router-internals.ts";
import { withoutTrailingSlash } from "#app/lib/paths.ts";
import { payloadPath } from "#common/payload-path.js";

const queue = createPreloadQueue(PRELOAD_CONCURRENCY);

/** The URL React Router fetches for a page's data (its `.data` payload, common/payload-path.js). */
export function dataUrl(url: URL): string {
  return payloadPath(withoutTrailingSlash(url.pathname)) + url.search;
}

/** Fetches the payload into the HTTP cache, where React Router's own fetch of it finds it. */
async function prefetchData(href: string): Promise<void> {
  const res = await fetch(href);
  await res.arrayBuffer();
}

async function preload(url: URL): Promise<void> {
  await Promise.all([
    ...missingRouteModules(url.pathname).map(async ({ id, url: moduleUrl }) => {
      try {
        // Into React Router's own module cache, so the navigation finds it loaded.
        provideRouteModule(id, await import(/* @vite-ignore */ moduleUrl));
      } catch (error) {
        // A chunk gone after a deploy: the visitor is reading another page, which stays as it
        // is; a visit to this target will load it as a full page. Any other failure is a bug in
        // the target page, which its own navigation will show.
        if (isChunkLoadError(error)) markForDocumentLoad(url.pathname, error);
        else console.error("Preloading a page failed.", error);
      }
    }),
    prefetchData(dataUrl(url)),
  ]);
}

/** Queues a preload of an in-site link's target (once per target). */
export function preloadRoute(href: string): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!canPreload(connection)) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  queue.enqueue(url.pathname + url.search, () => preload(url));
}
