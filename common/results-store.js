// @ts-check
/**
 * Reads the published results in RESULTS_DIR (layout and rules: results.js): the one store the
 * production server serves the files from and answers the no-JavaScript lookup with.
 *
 * It fails closed. A record is read only when its version is the one current.json names, that
 * pointer and its version's manifest parse, pass every check and agree, the release moment has
 * passed by this server's clock and the season has not closed. Anything else is a miss, and
 * what is wrong with the files is logged once, not per request.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  checkPublishedVersion,
  FOLDER_PATTERN,
  lookupState,
  NAME_PATTERN,
  POINTER_KEYS,
  publicPointer,
  VERSION_PATTERN,
} from "./results.js";

/** RESULTS_DIR as the server and the import read it (default `results-data/` in the working directory). */
export function resultsDirFrom(/** @type {string | undefined} */ value) {
  return path.resolve(value || "results-data");
}

/** How often the pointer file's modification time is checked at most (an import needs no restart). */
const POINTER_CHECK_MS = 1000;
/** Record files kept in memory, most recently used first: a student's reload, the no-JS page's second look. */
const RECORD_CACHE_ENTRIES = 4096;

/** @typedef {import("./results.js").PublishedVersion} PublishedVersion */

/**
 * @param {string} dir RESULTS_DIR
 * @param {{ now?: () => number, log?: (message: string) => void, cacheEntries?: number }} [options]
 *   `now`: the server's clock (tests move it); `log`: where problems with the files are said.
 */
export function resultsStore(dir, { now = Date.now, log = console.error, cacheEntries = RECORD_CACHE_ENTRIES } = {}) {
  /** @type {{ checkedAt: number, mtimeMs: number, pointer: PublishedVersion | undefined }} */
  let current = { checkedAt: -Infinity, mtimeMs: -1, pointer: undefined };
  /** @type {Promise<void> | undefined} */
  let reading;
  /** The last problem logged, so a broken file is reported once, not per request. */
  let lastProblem = "";
  /** Record bytes by path, bounded, in use order (a Map iterates in insertion order); never a miss. */
  const records = new Map();

  const problem = (/** @type {string} */ message) => {
    if (message !== lastProblem) log(`results: ${message}; serving no results until it is fixed.`);
    lastProblem = message;
    return undefined;
  };

  /** @returns {Promise<PublishedVersion | undefined>} */
  async function readPointer() {
    const file = path.join(dir, "current.json");
    const parsed = await readJson(file);
    if (parsed.missing) return undefined; // nothing published: not a problem
    if (parsed.error) return problem(`${file} does not parse (${parsed.error})`);
    const checked = checkPublishedVersion(parsed.value);
    if (!checked.ok) return problem(`${file}: ${checked.reason}`);
    const manifestFile = path.join(dir, "versions", checked.pointer.version, "manifest.json");
    const manifest = await readJson(manifestFile);
    if (manifest.missing || manifest.error)
      return problem(`${manifestFile} ${manifest.missing ? "is missing" : `does not parse (${manifest.error})`}`);
    const differs = POINTER_KEYS.find((key) => manifest.value?.[key] !== checked.pointer[key]);
    if (differs) return problem(`${file} and ${manifestFile} disagree on ${differs}`);
    lastProblem = "";
    return checked.pointer;
  }

  /** Re-reads the pointer when its file changed (checked at most once a second). */
  async function refresh() {
    const at = now();
    if (at - current.checkedAt < POINTER_CHECK_MS) return;
    const info = await stat(path.join(dir, "current.json")).catch(() => undefined);
    const mtimeMs = info ? info.mtimeMs : -1;
    if (mtimeMs === current.mtimeMs) {
      current.checkedAt = at;
      return;
    }
    const pointer = info ? await readPointer() : undefined;
    if (pointer?.version !== current.pointer?.version) records.clear();
    current = { checkedAt: at, mtimeMs, pointer };
  }

  const store = {
    dir,
    /** The version served (whole, salt included), or undefined: none published, or its files are unreadable. */
    async pointer() {
      // One read at a time: a thousand requests in the second the file changed share it.
      reading ??= refresh().finally(() => (reading = undefined));
      await reading;
      return current.pointer;
    },
    /** What `/results/current.json` may say now (results.js: only when, before the release), or undefined. */
    async publicPointer() {
      const pointer = await store.pointer();
      return pointer && publicPointer(pointer, now());
    },
    /** Where the lookup stands now, by this server's clock. */
    async state() {
      return lookupState(await store.pointer(), now());
    },
    /**
     * A record's bytes, or undefined: not the version served, a malformed path, before the release,
     * after the close, or no such file. Every miss looks the same to the caller.
     * @param {string} version @param {string} folder @param {string} name
     * @returns {Promise<Buffer | undefined>}
     */
    async record(version, folder, name) {
      if (!VERSION_PATTERN.test(version) || !FOLDER_PATTERN.test(folder) || !NAME_PATTERN.test(name)) return undefined;
      const pointer = await store.pointer();
      if (!pointer || pointer.version !== version || lookupState(pointer, now()) !== "open") return undefined;
      const key = `${folder}/${name}`;
      const cached = records.get(key);
      if (cached) {
        records.delete(key);
        records.set(key, cached);
        return cached;
      }
      const bytes = await readFile(path.join(dir, "versions", version, folder, name)).catch(() => undefined);
      // Kept only if the version is still the one served when the read ends (an import may have switched).
      if (bytes && current.pointer?.version === version) {
        records.set(key, bytes);
        if (records.size > cacheEntries) records.delete(records.keys().next().value);
      }
      return bytes;
    },
  };
  return store;
}

/** @typedef {ReturnType<typeof resultsStore>} ResultsStore */

/**
 * A JSON file: its value, or that it is missing, or why it does not parse.
 * @returns {Promise<{ value?: any, missing?: boolean, error?: string }>}
 */
async function readJson(/** @type {string} */ file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    return code === "ENOENT" ? { missing: true } : { error: String(code ?? error) };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: /** @type {Error} */ (error).message };
  }
}
