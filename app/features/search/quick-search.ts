/**
 * The search dialog's search: the search code (MiniSearch and the engine, a chunk of their own)
 * and the index of the page's language (`/search-index.json`, `/en/search-index.json`), fetched
 * side by side once per page load; a failure is tried again the next time search opens. The
 * results page, which the server answers, does not load them.
 */
import { pagePath } from "#app/lib/paths.ts";
import { LOCALES, inLocale, localeOfPath } from "#app/i18n/locales.ts";
import type { Searcher } from "./dialog-state.ts";

/** Each language's search, by its code: a visitor may switch language and search again. */
const requests = new Map<string, Promise<Searcher>>();

/**
 * The search as the dialog asks it (a few results of each kind), in the language of the page in
 * view (its address's, decision 026), once its code and index have loaded.
 */
export function siteSearch(): Promise<Searcher> {
  const locale = localeOfPath(window.location.pathname).code;
  let request = requests.get(locale);
  if (request) return request;
  const url = inLocale(pagePath("/search-index.json"), locale);
  request = Promise.all([
    import("./engine.ts"),
    fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.text();
    }),
  ]).then(([engine, json]): Searcher => {
    const index = engine.loadIndex(json);
    const languages = LOCALES.map((l) => l.code);
    // A search takes a few milliseconds (bench:search): the dialog asks on every change.
    return (words) => {
      const answer = engine.searchSite(index, words, engine.QUICK_RESULTS_PER_KIND);
      // Typed in another language's script and found nothing: that language's results to offer.
      const other = engine.searchElsewhere(words.join(" "), locale, answer.total, languages);
      return other ? { ...answer, elsewhere: { lang: other.code, dir: other.dir } } : answer;
    };
  });
  requests.set(locale, request);
  request.catch(() => requests.delete(locale));
  return request;
}
