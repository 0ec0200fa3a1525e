/**
 * The query parameters a page reads, declared once. A route module declares them in its
 * `handle` and reads them only through declaredQuery, so declaring and reading cannot drift:
 *
 *   const QUERY = ["type"] as const;
 *   export const handle = { query: QUERY } satisfies QueryHandle;
 *   …
 *   const type = declaredQuery(url, QUERY).get("type");
 *
 * The production server reads the same declaration (server/declared-query.js): a request to a
 * prerendered page whose query names none of the page's parameters (`?fbclid=…`, `?utm_source=…`)
 * gets the prerendered file. A parameter read but not declared would work in development and be
 * ignored in production; through declaredQuery it does not compile.
 */

/** What a route module exports as `handle` to declare the query parameters it reads. */
export interface QueryHandle {
  query: readonly string[];
}

/** The request's query, reduced to the declared parameters, which are the only names it accepts. */
export interface DeclaredQuery<Name extends string> extends URLSearchParams {
  get(name: Name): string | null;
  getAll(name: Name): string[];
  has(name: Name, value?: string): boolean;
}

/**
 * The declared parameters of the page's query (every value of each, in order), and no others. `url`
 * is React Router's `url` argument: the page's address, without its payload's `_routes`.
 */
export function declaredQuery<Name extends string>(url: URL, names: readonly Name[]): DeclaredQuery<Name> {
  const declared = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if ((names as readonly string[]).includes(name)) declared.append(name, value);
  }
  return declared as DeclaredQuery<Name>;
}
