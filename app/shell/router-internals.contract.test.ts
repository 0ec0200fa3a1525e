/**
 * The shell relies on a few private parts of React Router (see router-internals.ts, the one module
 * that touches them; decision 008). This test reads the installed React Router's production build
 * and fails when any of them changes, so an upgrade cannot silently bring back an unguarded reload.
 * (What the shell does with the router otherwise, its instrumentations, is React Router's public
 * API and needs no test of its code.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const source = readdirSync(dist, { recursive: true, encoding: "utf8" })
  .filter((f) => /\.m?js$/.test(f))
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
    expect(body).toMatch(/if \(route\.id in routeModulesCache\)\s*(\{\s*)?return routeModulesCache\[route\.id\];?/);
    // Why the shell imports modules itself: React Router's own failure path reloads, unguarded.
    expect(body).toContain("window.location.reload()");
  });

  it("the page's route manifest, module cache and router are on window, where router-internals.ts reads them", () => {
    for (const global of ["__reactRouterManifest", "__reactRouterRouteModules", "__reactRouterDataRouter"])
      expect(source).toContain(`window.${global}`);
    expect(source).toMatch(/window\.__reactRouterDataRouter = router/);
  });
});
