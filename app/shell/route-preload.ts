/**
 * Preloads a route's code and data before the visitor follows a link: at most
 * PRELOAD_CONCURRENCY at once, none on a data-saving or 2G connection. This replaces React
 * Router's own link prefetching, whose module loader reloads the page on a failed import
 * without any guard: here a failed import goes through the chunk-reload guard.
 */
import { matchRoutes } from "react-router";
import { PRELOAD_CONCURRENCY } from "./constants";
import { canPreload, createPreloadQueue, type ConnectionInfo } from "./preload-queue";
import { reloadAfterChunkFailure } from "./chunk-reload";
import { isChunkLoadError } from "./reload-guard";
import { liveRouter, type RouterWindow } from "./live-router";

const queue = createPreloadQueue(PRELOAD_CONCURRENCY);

/** The URL React Router fetches for a page's data (its `.data` payload; React Router does not export its own). */
export function dataUrl(url: URL): string {
  const path = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/+$/, "")}.data`;
  return path + url.search;
}

/** Fetches the payload into the HTTP cache, where React Router's own fetch of it finds it. */
async function prefetchData(href: string): Promise<void> {
  const res = await fetch(href);
  await res.arrayBuffer();
}

async function preload(url: URL): Promise<void> {
  const w = window as unknown as RouterWindow;
  const router = liveRouter();
  const manifest = w.__reactRouterManifest;
  const modules = (w.__reactRouterRouteModules ??= {});
  if (!router || !manifest) return;
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  await Promise.all([
    ...matches.map(async ({ route }) => {
      const entry = route.id ? manifest.routes[route.id] : undefined;
      if (!route.id || !entry?.module || route.id in modules) return;
      try {
        // Filled into React Router's own module cache, so navigation finds it loaded.
        modules[route.id] = await import(/* @vite-ignore */ entry.module);
      } catch (error) {
        // A chunk gone after a deploy: reload once (guarded). Any other failure is a bug in the
        // target page; it must not reload the page the visitor is reading.
        if (isChunkLoadError(error)) reloadAfterChunkFailure(error);
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
