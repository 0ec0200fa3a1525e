/**
 * Loads the search dialog when a visitor opens search. The root hands `loadSearchDialog` to the
 * header (components/layout/HeaderSearch.tsx), which may not import the shell.
 *
 * The dialog ships in the `/search` page's route module (in its `handle`, see routes/search.tsx), which
 * the shell imports by the URL in React Router's manifest, as it preloads any page. So opening
 * search costs no page anything up front (an `import()` of a chunk of its own would bring Vite's
 * preload helper, 0.7 KB gzip, to every first load), the dialog and the results page share one
 * download, and a later visit to `/search` finds its code loaded (React Router's import of the
 * same URL is the browser's one module).
 *
 * If the code cannot load (a deploy replaced it), search still answers: as the results page.
 */
import { createElement, useEffect, type ComponentType } from "react";
import { pagePath } from "#app/lib/paths.ts";
import { inLocale, localeOfPath } from "#app/i18n/locales.ts";
import { routeModuleUrl } from "./router-internals.ts";

/** The route id of routes/search.tsx (React Router names a route by its file). */
const SEARCH_ROUTE_ID = "routes/search";

/**
 * The dialog's props as the shell sees them: the same as features/search's (the shell may not
 * import a feature; the root and routes/search.tsx check that the two agree).
 */
interface SearchDialogProps {
  initialQuery: string;
  /** Called with the query as it stands when the dialog closes. */
  onClose: (query: string) => void;
}

/** Without the dialog's code: the results page for the query (`/search?q=…`), loaded as a document. */
function ResultsPageInstead({ initialQuery: q }: SearchDialogProps) {
  useEffect(() => {
    const results = pagePath("/search", {}, { query: { q } });
    window.location.assign(inLocale(results, localeOfPath(window.location.pathname).code));
  }, [q]);
  return null;
}

/** What routes/search.tsx puts in its `handle` for the shell. */
export interface SearchDialogHandle {
  SearchDialog: ComponentType<SearchDialogProps>;
  /** Starts loading the search code and index (a visitor about to search). */
  preloadSearch: () => Promise<unknown>;
}

let loading: Promise<{ default: ComponentType<SearchDialogProps> }> | undefined;

export function loadSearchDialog(): Promise<{ default: ComponentType<SearchDialogProps> }> {
  loading ??= (async () => {
    try {
      const url = routeModuleUrl(SEARCH_ROUTE_ID);
      if (!url) throw new Error(`No route module for ${SEARCH_ROUTE_ID} in the manifest`);
      const module = (await import(/* @vite-ignore */ url)) as { handle?: Partial<SearchDialogHandle> };
      const dialog = module.handle?.SearchDialog;
      if (!dialog) throw new Error(`${SEARCH_ROUTE_ID} has no SearchDialog in its handle`);
      // Search is about to be used: its code and index start now (a failure shows in the dialog).
      void module.handle?.preloadSearch?.().catch(() => {});
      return { default: dialog };
    } catch (error) {
      console.warn("The search dialog could not load; search opens the results page instead.", error);
      return { default: (props: SearchDialogProps) => createElement(ResultsPageInstead, props) };
    }
  })();
  return loading;
}
