// @ts-check
/**
 * Which query parameters make the server render a prerendered page instead of sending its file.
 * Each route module declares the parameters it reads (`export const handle = { query: [...] }`,
 * see app/lib/query.ts); a page's parameters are those of every route its path matches, read
 * once at start from the server build's route modules. Parameters nobody declared (`fbclid`,
 * `utm_source`, `?1`) change nothing on the page, so the prerendered file, with its own CSP
 * hashes and cache rule, answers them.
 */
import { matchRoutes } from "react-router";

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, caseSensitive?: boolean,
 *   module: { handle?: unknown } }} BuildRoute  a route as the server build lists it (flat, by parent)
 */

/** The server build's flat route list as the nested tree matchRoutes walks. */
export function routeTree(/** @type {Record<string, BuildRoute | undefined>} */ routes) {
  /** @type {Map<string | undefined, BuildRoute[]>} */
  const byParent = new Map();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  /** @returns {import("react-router").RouteObject[]} */
  const children = (/** @type {string | undefined} */ parentId) =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: children(id) },
    );
  return children(undefined);
}

/** The parameter names a route module declares in `handle.query`, checked: a typo must not pass. */
function declaredBy(/** @type {BuildRoute | undefined} */ route) {
  if (!route) return [];
  const handle = /** @type {{ query?: unknown } | undefined} */ (route.module.handle);
  const query = handle?.query;
  if (query === undefined) return [];
  if (!Array.isArray(query) || !query.every((name) => typeof name === "string")) {
    throw new Error(`Route ${route.id}: handle.query must be a list of query parameter names.`);
  }
  return /** @type {string[]} */ (query);
}

/**
 * Every page's declared parameters.
 * @param {Record<string, BuildRoute | undefined>} routes  the server build's `routes`
 * @param {Iterable<string>} pages  the prerendered pages' paths
 * @param {readonly string[]} [always]  names every page renders for (the server's own, e.g. fault injection)
 * @returns {Map<string, ReadonlySet<string>>}
 */
export function declaredQueryByPage(routes, pages, always = []) {
  const tree = routeTree(routes);
  return new Map(
    [...pages].map((page) => {
      const matches = matchRoutes(tree, page) ?? [];
      const names = matches.flatMap((match) => declaredBy(routes[/** @type {string} */ (match.route.id)]));
      return [page, new Set([...always, ...names])];
    }),
  );
}

/** True when the query string (`?a=1&b`, or "") names one of the `declared` parameters. */
export function readsQuery(/** @type {string} */ search, /** @type {ReadonlySet<string>} */ declared) {
  for (const name of new URLSearchParams(search).keys()) if (declared.has(name)) return true;
  return false;
}
