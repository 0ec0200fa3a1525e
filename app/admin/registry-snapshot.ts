/**
 * The content as it was when the admin page was built: what a preview needs besides the entry in
 * the editor (the names of colleges, streams and degrees, the other programs of a college).
 */
import { buildRegistries } from "#app/content/registry.ts";
import { bundledContentFiles } from "#app/content/bundled-files.ts";

const snapshots = buildRegistries(bundledContentFiles);
export const snapshot = snapshots.ar;
/** The English content, while the content is written in English (decision 026): the English previews'. */
export const englishSnapshot = snapshots.en;
