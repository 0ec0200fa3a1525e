/**
 * The server's results source for the no-JavaScript lookup: the files in RESULTS_DIR, read by the
 * same store the production server serves them from (server/results-store.js), so the release
 * moment is kept in one place.
 */
import { resultsDirFrom, resultsStore } from "../../../server/results-store.js";
import type { PublishedVersion } from "./published";
import type { ResultsSource } from "./lookup";

const store = resultsStore(resultsDirFrom(process.env.RESULTS_DIR));

export const serverResults: ResultsSource = {
  pointer: () => store.pointer() as Promise<PublishedVersion | undefined>,
  async record(version, path) {
    const [folder, name] = path.split("/");
    const bytes = await store.releasedRecord(version, folder, name);
    return bytes && new Uint8Array(bytes);
  },
  now: () => Date.now(),
};
