/**
 * runtime.ts as the build bundles it (vite.bundle.config.ts puts this file in its place): the
 * streams and the results season of the content this build was made from, inlined when it was
 * made, so a results import matches the site the same build serves and needs no content/; the
 * worker threads start from the bundled worker.js beside the commands (build/results/).
 */
import type * as Source from "./runtime.ts";
import type { ResultsContent } from "./content.ts";

/** Set by the build (vite.bundle.config.ts `define`) from the content's registry. */
declare const __RESULTS_CONTENT__: ResultsContent;

export const loadResultsContent: typeof Source.loadResultsContent = () => __RESULTS_CONTENT__;

// The commands' chunks and worker.js are written to one folder (the config's file names).
export const WORKER_ENTRY: typeof Source.WORKER_ENTRY = new URL("./worker.js", import.meta.url);
