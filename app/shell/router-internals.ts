/**
 * Every use of React Router's private window globals, in one place. The server's page hands the
 * client its context, route manifest and route-module cache on `window`, and the router is kept
 * there; they are not a public API, so the shell touches them only here, and two tests fail when
 * they change: `router-internals.contract.test.ts` (React Router's own code still behaves as
 * relied on below) and the "React Router's globals" test in tests/e2e/shell-chunks.spec.ts (the
 * running app has them).
 */
import type { ContextType } from "react";
import {
  matchRoutes,
  type ClientInstrumentation,
  type DataRouter,
  type HydrationState,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";

type FrameworkValue = NonNullable<ContextType<typeof FrameworkContext>>;

/** What the server's page hands the client to hydrate from (`window.__reactRouterContext`). */
export interface ServerContext {
  /** The loader data, encoded; taken (set to undefined) by whoever decodes it into `state`. */
  stream?: ReadableStream<Uint8Array>;
  state?: HydrationState;
  basename?: string;
  ssr: boolean;
  isSpaMode: boolean;
  future: FrameworkValue["future"] & {
    v8_passThroughRequests?: boolean;
    v8_trailingSlashAwareDataRequests?: boolean;
  };
  routeDiscovery: FrameworkValue["routeDiscovery"];
}

/** The globals as React Router sets them (`window.__reactRouter…`). */
interface RouterGlobals {
  __reactRouterContext?: ServerContext;
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: FrameworkValue["manifest"];
  __reactRouterRouteModules?: FrameworkValue["routeModules"];
}

const globals = (): RouterGlobals => (typeof window === "undefined" ? {} : (window as unknown as RouterGlobals));

/** The server's hand-off a page hydrates from: its context, route manifest and module cache. */
export interface ServerHandoff {
  context: ServerContext;
  manifest: FrameworkValue["manifest"];
  routeModules: FrameworkValue["routeModules"];
}

export function serverHandoff(): ServerHandoff {
  const {
    __reactRouterContext: context,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: routeModules,
  } = globals();
  if (!context || !manifest || !routeModules) throw new Error("The page has no React Router hand-off to hydrate from.");
  return { context, manifest, routeModules };
}

/** Where the shell (`liveRouter`) and React Router's own tools find the running router. */
export function exposeRouter(router: DataRouter): void {
  globals().__reactRouterDataRouter = router;
}

/**
 * The running data router. The shell reads its live state where a component's rendered copy may
 * already be stale: the route overlay must know whether another navigation has started since the
 * page it is about to reveal was rendered.
 */
export const liveRouter = (): DataRouter | undefined => globals().__reactRouterDataRouter;

/** Navigations asked of the router that have not ended yet (see navigationTracking). */
let requested = 0;

/**
 * One of the router's instrumentations (hydrated-router.tsx): counts a navigation from the
 * moment it is asked for. React Router reports it in its state only once the target's route
 * module has loaded, so a page that renders in between would otherwise believe nothing else is
 * coming.
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

/** True while a navigation is asked for, loading or submitting. */
export const navigationPending = (): boolean =>
  requested > 0 || (liveRouter()?.state.navigation.state ?? "idle") !== "idle";

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
