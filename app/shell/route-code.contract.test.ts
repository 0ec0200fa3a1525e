/**
 * The shell finds a path's route modules on React Router's public API (route-code.ts): the
 * `route` instrumentation's ids and paths, matched by `matchRoutes`, under a flat table. This holds
 * the table flat and the matching as the router's: each path below is written out with the module
 * a reader of app/routes.ts expects for it (a static segment before a dynamic one, the index for
 * the home page, an English page its own route, an unknown path the catch-all).
 */
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { routeCodeFor, routeTable } from "./route-code.ts";

/** React Router's id for a route: its own, or its file without the extension. */
const idOf = (route: { id?: string; file: string }) => route.id ?? route.file.replace(/\.tsx?$/, "");

beforeAll(() => {
  // The manifest as the page has it: each route's code at a URL named after its id.
  const manifest = {
    routes: Object.fromEntries(["root", ...routes.map(idOf)].map((id) => [id, { module: `/${id}.js` }])),
  };
  Object.assign(globalThis, { window: { __reactRouterManifest: manifest } });
  const instrument = () => undefined;
  routeTable.route!({ id: "root", index: undefined, path: "", instrument });
  for (const route of routes) routeTable.route!({ id: idOf(route), index: route.index, path: route.path, instrument });
});

describe("a path's route code", () => {
  it("the route table is flat: the root's pages, none with pages of its own", () => {
    expect(routes.filter((r) => r.children?.length)).toEqual([]);
  });

  it.each([
    ["/", "/routes/home.js"],
    ["/colleges", "/routes/colleges.js"],
    ["/colleges/college-template", "/routes/college-template.js"],
    ["/colleges/any-college", "/routes/college.js"],
    ["/colleges/any-college/any-program", "/routes/program.js"],
    ["/news/any-item", "/routes/news-article.js"],
    ["/accessibility", "/accessibility.js"],
    ["/en", "/en/routes/home.js"],
    ["/en/colleges/any-college", "/en/routes/college.js"],
    ["/no/such/page", "/routes/not-found.js"],
  ])("%s needs the root's code and %s", (path, page) => {
    expect(routeCodeFor(path)).toEqual(["/root.js", page]);
  });
});
