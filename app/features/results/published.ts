/**
 * The published results (decision 011): their layout, URLs and the rules of when they are served
 * live in common/results.js, which the production server, the app and the import share. The
 * import writes them outside the build, under `RESULTS_DIR`; the server serves them at
 * `/results/…`; the page and the server's no-JavaScript lookup read them the same way.
 */
export {
  canDerive,
  lookupState,
  POINTER_URL,
  RESULTS_URL,
  recordUrl,
  VERSION_PATTERN,
  type LookupState,
  type PublicPointer,
  type PublishedVersion,
} from "#common/results.js";
