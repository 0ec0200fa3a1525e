/**
 * The content registry as the server and the prerenderer see it. The files are bundled into
 * the server build (no disk reads at request time), parsed and validated once: a broken file
 * fails the build with the file, line and field named.
 */
import { buildRegistry, type Registry } from "./registry.ts";
import { bundledContentFiles } from "./bundled-files.ts";

export const registry: Registry = buildRegistry(bundledContentFiles);
