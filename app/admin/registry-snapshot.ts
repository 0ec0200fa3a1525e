/**
 * The content as it was when the admin page was built: what a preview needs besides the entry in
 * the editor (the names of colleges, streams and degrees, the other programs of a college).
 */
import { buildRegistry } from "#app/content/registry.ts";
import { bundledContentFiles } from "#app/content/bundled-files.ts";

export const snapshot = buildRegistry(bundledContentFiles);
