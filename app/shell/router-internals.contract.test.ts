/**
 * The shell relies on a few private parts of React Router (see router-internals.ts). This test
 * reads the installed React Router's production build and fails when any of them changes, so an
 * upgrade cannot silently bring back an unguarded reload or break the route overlay.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const source = readdirSync(dist)
  .filter((f) => f.endsWith(".mjs"))
  .map((f) => readFileSync(path.join(dist, f), "utf8"))
  .join("\n");

/** The body of a top-level function of the build, by name. */
function functionBody(name: string, prefix = "async function"): string {
  const start = source.indexOf(`${prefix} ${name}(`);
  expect(start, `${name} is in React Router's build`).toBeGreaterThan(-1);
  return source.slice(start, source.indexOf("\n}\n", start));
}

describe("React Router internals the shell relies on", () => {
  it("the route-module cache is consulted (and its entry awaited) before React Router imports a module", () => {
    const body = functionBody("loadRouteModule");
    expect(body).toMatch(/if \(route\.id in routeModulesCache\) \{\s*return routeModulesCache\[route\.id\];\s*\}/);
    // Why the shell imports modules itself: React Router's own failure path reloads, unguarded.
    expect(body).toContain("window.location.reload()");
  });

  it("the server's page hands the context, manifest and module cache over on window (serverHandoff)", () => {
    for (const global of ["__reactRouterContext", "__reactRouterManifest", "__reactRouterRouteModules"])
      expect(source).toContain(`window.${global} = `);
  });

  it("client navigations can be instrumented (chunkFailureInstrumentation wraps router.navigate)", () => {
    expect(source).toMatch(
      /function instrumentClientSideRouter\(router, fns\)[\s\S]*?router\.navigate = instrumentedNavigate/,
    );
    // The router built in shell/hydrated-router.tsx applies its `instrumentations` option so.
    expect(source).toMatch(
      /router = instrumentClientSideRouter\(\s*router,\s*init\.instrumentations\.map\(\(i\) => i\.router\)/,
    );
  });

  it("React Router's own hydrated router still takes the steps shell/hydrated-router.tsx copies, in its order", () => {
    const steps = [
      "decodeViaTurboStream(stream, window)",
      "createClientRoutes(",
      "getHydrationData({",
      "window.history.state.masked",
      "createRouter({",
      "hydrationRouteProperties,",
      "mapRouteProperties,",
      "v8_passThroughRequests: ssrInfo.context.future.v8_passThroughRequests",
      "getTurboStreamSingleFetchDataStrategy(",
      "getPatchRoutesOnNavigationFunction(",
      "if (router2.state.initialized) {",
      "window.__reactRouterDataRouter = router2",
    ];
    const body = functionBody("createHydratedRouter", "function");
    const at = steps.map((step) => body.indexOf(step));
    expect(
      steps.filter((_, k) => at[k] < 0),
      "steps missing from createHydratedRouter",
    ).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // Its component: the fragments around the provider (useId), the error boundary, fog of war.
    const component = functionBody("HydratedRouter", "function");
    for (const part of [
      "useFogOFWarDiscovery(",
      "FrameworkContext.Provider",
      "RemixErrorBoundary, { location: location2 }",
    ])
      expect(component).toContain(part);
    // The router's options (`getContext` is one this site does not pass): a new one is one to copy.
    expect(body.match(/^ {4}[a-zA-Z0-9_]+(?=[,:])/gm)?.map((option) => option.trim())).toEqual([
      "routes",
      "history",
      "basename",
      "getContext",
      "hydrationData",
      "hydrationRouteProperties",
      "instrumentations",
      "mapRouteProperties",
      "future",
      "dataStrategy",
      "patchRoutesOnNavigation",
    ]);
  });
});
