import { siteSearchIndexFile } from "#app/features/search/site-search.server.ts";

/**
 * `/search-index.json`: the whole site's search index, written at build time (prerendered) and
 * loaded by the browser only when a visitor opens search.
 */
export function loader() {
  return new Response(siteSearchIndexFile(), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
