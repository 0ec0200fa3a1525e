/**
 * The search dialog's search: the search code (MiniSearch and the engine, a chunk of their own)
 * and the index (`/search-index.json`), fetched side by side once per page load; a failure is
 * tried again the next time search opens. The results page, which the server answers, does not
 * load them.
 */
import { pagePath } from "#app/lib/paths.ts";
import type { Searcher } from "./dialog-state.ts";

let request: Promise<Searcher> | undefined;

/** The search as the dialog asks it (a few results of each kind), once its code and index have loaded. */
export function siteSearch(): Promise<Searcher> {
  request ??= Promise.all([
    import("./engine.ts"),
    fetch(pagePath("/search-index.json")).then((res) => {
      if (!res.ok) throw new Error(`${pagePath("/search-index.json")}: HTTP ${res.status}`);
      return res.text();
    }),
  ]).then(([engine, json]): Searcher => {
    const index = engine.loadIndex(json);
    // A search takes a few milliseconds (bench:search): the dialog asks on every change.
    return (words) => engine.searchSite(index, words, engine.QUICK_RESULTS_PER_KIND);
  });
  request.catch(() => (request = undefined));
  return request;
}
