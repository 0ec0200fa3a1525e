/**
 * The server's results source for the no-JavaScript lookup: the files in RESULTS_DIR, read by the
 * results store (common/results-store.js). The production server hands its own store to the
 * lookup (lookup-page.server.tsx), so the files it serves and the lookups it answers come from one
 * store; the development server has none, and reads RESULTS_DIR through a store of its own.
 */
import { resultsDirFrom, resultsStore, type ResultsStore } from "#common/results-store.js";
import type { ResultsSource } from "./lookup.ts";

export function storeSource(store: ResultsStore, now: () => number = Date.now): ResultsSource {
  return {
    pointer: () => store.pointer(),
    async record(version, path) {
      const [folder, name] = path.split("/");
      const bytes = await store.record(version, folder, name);
      return bytes && new Uint8Array(bytes);
    },
    now,
  };
}

let devStore: ResultsStore | undefined;

/** The development server's source (`npm run dev`): made on first use, never in production. */
export function devResults(): ResultsSource {
  devStore ??= resultsStore(resultsDirFrom(process.env.RESULTS_DIR));
  return storeSource(devStore);
}
