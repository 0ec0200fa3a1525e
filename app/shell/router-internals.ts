/**
 * The one place the shell goes past React Router's public API (decision 008): its route-module
 * cache and manifest on `window`. React Router's own import of a route module reloads the page on
 * failure with no guard, and the specification allows one automatic reload per path per 10 s; so
 * the shell imports a navigation's and a preload's route modules itself and puts them where React
 * Router looks first. Two tests fail when this changes: `router-internals.contract.test.ts` (React
 * Router's own code still behaves as relied on below) and the "React Router's globals" test in
 * tests/e2e/shell-chunks.spec.ts (the running app has them). What it costs to delete: see
 * decision 008.
 */
import { matchRoutes, type DataRouter } from "react-router";

/** A route module as React Router keeps it, and the manifest's entry for a route. */
type RouteModule = Record<string, unknown>;
interface FrameworkValue {
  manifest: { routes: Record<string, { module?: string } | undefined> };
  routeModules: Record<string, RouteModule>;
}

/** The globals as React Router sets them (`window.__reactRouter…`), of which the shell reads these. */
interface RouterGlobals {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: FrameworkValue["manifest"];
  __reactRouterRouteModules?: FrameworkValue["routeModules"];
}

const globals = (): RouterGlobals => (typeof window === "undefined" ? {} : (window as unknown as RouterGlobals));

/** A route module a page needs: its route id and the URL of its code. */
export interface RouteModuleRef {
  id: string;
  url: string;
}

/** The URL of a route module's code, from the manifest (`undefined` before hydration). */
export const routeModuleUrl = (routeId: string): string | undefined =>
  globals().__reactRouterManifest?.routes[routeId]?.module;

/** The route modules a path needs that are neither loaded nor being loaded. */
export function missingRouteModules(pathname: string): RouteModuleRef[] {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = globals();
  const modules = globals().__reactRouterRouteModules ?? {};
  if (!router || !manifest) return [];
  return (matchRoutes(router.routes, pathname) ?? []).flatMap(({ route }) => {
    const url = route.id ? manifest.routes[route.id]?.module : undefined;
    return route.id && url && !(route.id in modules) ? [{ id: route.id, url }] : [];
  });
}

/**
 * Puts a route module, or the promise of one, where React Router looks before importing a route
 * module itself: its `loadRouteModule` returns (and so awaits) `cache[id]` when `id in cache`.
 * The shell imports route modules this way so that a failed import is its to handle; React
 * Router's own import reloads the page on failure without any guard.
 */
export function provideRouteModule(id: string, module: unknown): void {
  const w = globals();
  (w.__reactRouterRouteModules ??= {})[id] = module as FrameworkValue["routeModules"][string];
}

/** Forgets a module promise that failed, so a later attempt imports again. */
export function forgetRouteModule(id: string): void {
  delete globals().__reactRouterRouteModules?.[id];
}
