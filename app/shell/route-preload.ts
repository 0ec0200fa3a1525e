/**
 * Preloads a route's code and data before the visitor follows a link: at most
 * PRELOAD_CONCURRENCY at once, none on a data-saving or 2G connection. The shell's own, not React
 * Router's `<Link prefetch>`: a failed import here only marks its target (see chunk-failures.ts),
 * where React Router's reloads the page being read; and the queue holds the limit, which React
 * Router's prefetch links do not have (decision 008).
 */
import { PRELOAD_CONCURRENCY } from "./constants.ts";
import { canPreload, createPreloadQueue, type ConnectionInfo } from "./preload-queue.ts";
import { markForDocumentLoad } from "./chunk-failures.ts";
import { isChunkLoadError } from "./reload-guard.ts";
import { fetchPageData, importRouteCode } from "./route-code.ts";

const queue = createPreloadQueue(PRELOAD_CONCURRENCY);

async function preload(url: URL): Promise<void> {
  await Promise.all([
    importRouteCode(url.pathname).catch((error: unknown) => {
      // A chunk gone after a deploy: the visitor is reading another page, which stays as it
      // is; a visit to this target will load it as a full page. Any other failure is a bug in
      // the target page, which its own navigation will show.
      if (isChunkLoadError(error)) markForDocumentLoad(url.pathname, error);
      else console.error("Preloading a page failed.", error);
    }),
    fetchPageData(url),
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
