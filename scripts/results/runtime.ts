/**
 * What differs between the results commands run from source and the bundled ones: where their
 * content comes from, and the entry of the import's worker threads. This file is the source's
 * side: under tsx (`node --import tsx scripts/results/import.ts`, as the browser tests, the
 * benchmarks and the deploy harness run them) the content is read from content/ through the same
 * registry as the site's build, and each worker registers tsx (worker-entry.mjs).
 *
 * The build bundles the commands (vite.bundle.config.ts → build/results/) with runtime.bundled.ts
 * in this file's place: the content inlined at build time, the bundled worker beside them. That is
 * what `npm run results:*` and a production machine run, with no content/, app/ or tsx.
 */
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { resultsContentOf, type ResultsContent } from "./content.ts";
import { PROJECT_ROOT } from "./results-dir.ts";

/** The streams and the results season, from content/ now. */
export function loadResultsContent(): ResultsContent {
  return resultsContentOf(buildRegistry(readContentFiles(PROJECT_ROOT)));
}

/** The module each worker thread of the import starts with. */
export const WORKER_ENTRY: URL = new URL("./worker-entry.mjs", import.meta.url);
