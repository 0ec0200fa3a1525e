/**
 * The content as it was when the admin page was built: what a preview needs besides the entry in
 * the editor (the names of colleges, streams and degrees, the other programs of a college).
 */
import { buildRegistry } from "~/content/registry";
import { bundledContentFiles } from "~/content/bundled-files";

export const snapshot = buildRegistry(bundledContentFiles);
