// @ts-check
/**
 * Reads the published results in RESULTS_DIR (layout: app/features/results/published.ts): the
 * pointer and the records. Plain JavaScript without dependencies, so the production server (which
 * serves the files) and the app's server code (the no-JavaScript lookup) read them the same way.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/** A version id and a record's folder and name, as the import writes them. */
export const VERSION = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;
export const FOLDER = /^[0-9a-f]{2}$/;
export const NAME = /^[0-9a-f]{30}$/;

export function resultsDirFrom(/** @type {string | undefined} */ value) {
  return path.resolve(value || "results-data");
}

/**
 * @typedef {{ version: string, releaseAt: string, closesAt: string, salt: string, iterations: number,
 *   sample: boolean, rows: number, publishedAt: string }} PublishedVersion
 */

/** Reads JSON, or undefined when the file is missing or unreadable. */
async function readJson(/** @type {string} */ file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The results store of one directory. The pointer is re-read when its file changes (one `stat` per
 * request at most once a second), so an import or a rollback needs no restart.
 */
export function resultsStore(/** @type {string} */ dir) {
  /** @type {{ checkedAt: number, mtimeMs: number, pointer: PublishedVersion | undefined }} */
  let cached = { checkedAt: 0, mtimeMs: -1, pointer: undefined };
  /** @type {Map<string, PublishedVersion | undefined>} */
  const manifests = new Map();

  return {
    dir,
    /** @returns {Promise<PublishedVersion | undefined>} */
    async pointer() {
      const now = Date.now();
      if (now - cached.checkedAt < 1000) return cached.pointer;
      const file = path.join(dir, "current.json");
      const info = await stat(file).catch(() => undefined);
      if (!info) return (cached = { checkedAt: now, mtimeMs: -1, pointer: undefined }).pointer;
      if (info.mtimeMs !== cached.mtimeMs)
        cached = { checkedAt: now, mtimeMs: info.mtimeMs, pointer: await readJson(file) };
      else cached.checkedAt = now;
      return cached.pointer;
    },
    /** A version's own record (its manifest), for the versions a cached pointer may still name. */
    async manifest(/** @type {string} */ version) {
      if (!manifests.has(version))
        manifests.set(version, await readJson(path.join(dir, "versions", version, "manifest.json")));
      return manifests.get(version);
    },
    /**
     * A record's bytes, or undefined: no such record, a malformed path, or a version whose release
     * moment (its own manifest's, by this machine's clock) has not come. Before the release nothing
     * of a version is read, so nothing can be served.
     */
    async releasedRecord(/** @type {string} */ version, /** @type {string} */ folder, /** @type {string} */ name) {
      if (!VERSION.test(version) || !FOLDER.test(folder) || !NAME.test(name)) return undefined;
      const manifest = await this.manifest(version);
      if (!manifest || Date.now() < Date.parse(manifest.releaseAt)) return undefined;
      return readFile(path.join(dir, "versions", version, folder, name)).catch(() => undefined);
    },
  };
}

/** @typedef {ReturnType<typeof resultsStore>} ResultsStore */
