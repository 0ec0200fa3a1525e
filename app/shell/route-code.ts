/**
 * A page's code, loaded by the shell before React Router asks for it: for a preload
 * (route-preload.ts), and before every client navigation (chunk-failures.ts), so that a chunk a
 * deploy removed is met here, where the shell can load the page as a document, rather than in
 * React Router's own import, which reloads the page in view with no guard.
 *
 * Which routes a path matches comes from React Router's public API: the router's `route`
 * instrumentation names every route (its id and path) as the router is created, and `matchRoutes`
 * ranks them as the router does. The table is flat, the root and its pages (app/routes.ts), which
 * `route-code.contract.test.ts` holds. Only the URL of each route's code is read past the public
 * API (router-internals.ts).
 */
import { matchRoutes, type ClientInstrumentation, type RouteObject } from "react-router";
import { routeModuleUrl } from "./router-internals.ts";
import { withoutTrailingSlash } from "#app/lib/paths.ts";
import { payloadPath } from "#common/payload-path.js";

/** The root route's id (React Router's, for app/root.tsx). */
const ROOT = "root";

/** The pages the router was created with, as the instrumentation named them. */
const pages: RouteObject[] = [];

/** One of the router's instrumentations (entry.client.tsx): records each route as it is created. */
export const routeTable: ClientInstrumentation = {
  route({ id, index, path }) {
    if (id === ROOT) return;
    pages.push(index ? { id, index: true } : { id, path });
  },
};

/** The URLs of the route modules a path needs (the root's and its page's), none for an unknown path. */
export function routeCodeFor(pathname: string): string[] {
  const matches = matchRoutes([{ id: ROOT, path: "", children: pages }], pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const url = route.id ? routeModuleUrl(route.id) : undefined;
    return url ? [url] : [];
  });
}

/**
 * Imports a path's route modules. A module already imported resolves at once (the browser keeps
 * one module per URL), so this costs a navigation whose code is loaded nothing it can see.
 */
export async function importRouteCode(pathname: string): Promise<void> {
  await Promise.all(routeCodeFor(pathname).map((url) => import(/* @vite-ignore */ url)));
}

/** The URL React Router fetches for a page's data (its `.data` payload, common/payload-path.js). */
export function dataUrl(url: URL): string {
  return payloadPath(withoutTrailingSlash(url.pathname)) + url.search;
}

/** Fetches a page's data into the HTTP cache, where React Router's own fetch of it finds it. */
export async function fetchPageData(url: URL): Promise<void> {
  const res = await fetch(dataUrl(url));
  await res.arrayBuffer();
}
