/**
 * React Router's `<HydratedRouter>`, with the router built before hydration, a step per task.
 *
 * React Router builds the router inside React's first render: it decodes the loader data, makes
 * the client routes, matches the address against every route for the hydration data, creates the
 * router and starts it. That is one unit of React's work, which its scheduler cannot slice (7.6 ms
 * of a profiled load of `/colleges/dent` at full speed, eight times that on a low-end phone), in the
 * middle of hydration (decision 027). Here each step runs in a task of its own before
 * `hydrateRoot`, and the component only renders.
 *
 * This is React Router 7.18's `lib/dom-export/hydrated-router.tsx` (its production path: no
 * critical CSS, no hot reload, no SRI import map, which this site does not use), made of the
 * pieces React Router exports for it (`UNSAFE_…`). `router-internals.contract.test.ts` fails when
 * the installed React Router's own version changes in a way this copy must follow.
 */
import { Fragment, useLayoutEffect, useState } from "react";
import {
  type ClientInstrumentation,
  type DataRouter,
  type HydrationState,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";
import { exposeRouter, serverHandoff, type ServerHandoff } from "./router-internals.ts";

/** Routers started already: React Router starts each once, whether here or after hydration. */
const started = new WeakSet<DataRouter>();
function start(router: DataRouter): void {
  if (started.has(router)) return;
  started.add(router);
  router.initialize();
}

/** A hydrated router and what its component needs; made by `buildHydratedRouter`. */
export interface HydratedRouterBuild {
  router: DataRouter;
  handoff: ServerHandoff;
}

/**
 * Builds and starts the router for the page the server sent, yielding to the browser (with
 * `nextTask`) between the steps, so none of them is a long task on a slow phone.
 */
export async function buildHydratedRouter(
  instrumentations: ClientInstrumentation[],
  nextTask: () => Promise<void>,
): Promise<HydratedRouterBuild> {
  const handoff = serverHandoff();
  const { context, manifest, routeModules } = handoff;
  if (!context.stream) throw new Error("The page's loader data is missing (no stream to decode).");
  const stream = context.stream;
  context.stream = undefined;
  context.state = (await decodeViaTurboStream(stream, window)).value as HydrationState;
  await nextTask();
  const routes = createClientRoutes(manifest.routes, routeModules, context.state, context.ssr, context.isSpaMode);
  await nextTask();
  const hydrationData = getHydrationData({
    state: context.state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: context.basename,
    isSpaMode: context.isSpaMode,
  });
  // An address masked by a navigation of the previous document is shown as it is.
  const history = window.history.state as { masked?: unknown } | null;
  if (history?.masked) window.history.replaceState({ ...history, masked: undefined }, "");
  await nextTask();
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData,
    hydrationRouteProperties,
    instrumentations,
    mapRouteProperties,
    future: { v8_passThroughRequests: context.future.v8_passThroughRequests },
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.basename,
      context.future.v8_trailingSlashAwareDataRequests === true,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      context.isSpaMode,
      context.basename,
    ),
  });
  exposeRouter(router);
  await nextTask();
  // With every loader's data in the page the router is ready at once; otherwise it starts after
  // hydration, as React Router's own component does.
  if (router.state.initialized) start(router);
  return { router, handoff };
}

/** The router's component: what `<HydratedRouter>` renders, for a router already built. */
export function HydratedRouter({ build: { router, handoff } }: { build: HydratedRouterBuild }) {
  const { context, manifest, routeModules } = handoff;
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    start(router);
  }, [router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  useFogOFWarDiscovery(router, manifest, routeModules, context.ssr, context.routeDiscovery, context.isSpaMode);
  // The fragments match the server's `<ServerRouter>` tree, so `useId` values hydrate unchanged.
  return (
    <Fragment>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          future: context.future,
          criticalCss: undefined,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
        }}
      >
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <Fragment />
    </Fragment>
  );
}
