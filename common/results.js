// @ts-check
/**
 * The published Tawjihi results: their layout on disk and in URLs, and the rules that say what may
 * be served when (decision 011). Plain JavaScript with types and no imports, so the production
 * server (which runs without a build step), the app (browser and server) and the import all read
 * the same rules. The store that reads the files is results-store.js, beside this (Node only).
 *
 *   RESULTS_DIR/current.json                       the pointer: the one version served
 *   RESULTS_DIR/versions/{version}/manifest.json   the same record, kept for rollback
 *   RESULTS_DIR/versions/{version}/{aa}/{30 hex}   one sealed record per student
 *   RESULTS_DIR/.staging-{version}/                an import still writing; never served
 *
 * Served as `/results/current.json` and `/results/{version}/{aa}/{30 hex}`.
 */

/** A version id: the import's UTC second and a random suffix (`20270722T064512Z-3f9a`); sorts in publication order. */
export const VERSION_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;
/** A record's folder (two hex digits) and file name (thirty). */
export const FOLDER_PATTERN = /^[0-9a-f]{2}$/;
export const NAME_PATTERN = /^[0-9a-f]{30}$/;
/** A salt as the import writes it: 16 bytes, base64url without padding. */
const SALT_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where the results are served. */
export const RESULTS_URL = "/results";
export const POINTER_URL = `${RESULTS_URL}/current.json`;
/** @param {string} version @param {string} path `aa/{30 hex}` */
export const recordUrl = (version, path) => `${RESULTS_URL}/${version}/${path}`;

/**
 * One published version, as current.json and its manifest hold it.
 * @typedef {object} PublishedVersion
 * @property {string} version sortable id (VERSION_PATTERN)
 * @property {string} releaseAt the release moment (ISO 8601 instant): before it nothing of the version is served
 * @property {string} closesAt when the lookup closes (ISO 8601 instant): the end of the results season
 * @property {string} salt the derivation's salt, base64url (16 random bytes)
 * @property {number} iterations PBKDF2 iterations
 * @property {boolean} sample invented sample data: the page says so
 * @property {number} rows how many records the version holds
 * @property {string} publishedAt when the import finished (ISO 8601 instant)
 */

/**
 * What `/results/current.json` says. Before the release moment only when (and whether the data are
 * samples): without the salt and the iteration count no record's name can be computed ahead of
 * the release. From the release on, the whole version.
 * @typedef {Pick<PublishedVersion, "releaseAt" | "closesAt" | "sample"> & Partial<PublishedVersion>} PublicPointer
 */

/**
 * Where the lookup stands at `now` (the server's clock): nothing published, before the release
 * moment, open, or closed after the season.
 * @typedef {"none" | "before" | "open" | "closed"} LookupState
 */

/**
 * @param {Pick<PublishedVersion, "releaseAt" | "closesAt"> | undefined} pointer
 * @param {number} now
 * @returns {LookupState}
 */
export function lookupState(pointer, now) {
  if (!pointer) return "none";
  if (!(now >= Date.parse(pointer.releaseAt))) return "before";
  if (!(now < Date.parse(pointer.closesAt))) return "closed";
  return "open";
}

/**
 * True when a public pointer carries what a lookup needs (it does from the release on).
 * @param {PublicPointer | undefined} pointer
 * @returns {pointer is PublishedVersion}
 */
export const canDerive = (pointer) =>
  Boolean(pointer && pointer.version && pointer.salt && typeof pointer.iterations === "number");

/**
 * What the pointer file may say to the public at `now`.
 * @param {PublishedVersion} pointer
 * @param {number} now
 * @returns {PublicPointer}
 */
export function publicPointer(pointer, now) {
  if (lookupState(pointer, now) !== "before") return pointer;
  return { releaseAt: pointer.releaseAt, closesAt: pointer.closesAt, sample: pointer.sample };
}

const isInstant = (/** @type {unknown} */ value) =>
  typeof value === "string" && Number.isFinite(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);

/**
 * Checks a parsed pointer or manifest. Anything it does not accept serves nothing: the store fails
 * closed and logs the reason this returns.
 * @param {unknown} value
 * @returns {{ ok: true, pointer: PublishedVersion } | { ok: false, reason: string }}
 */
export function checkPublishedVersion(value) {
  const v = /** @type {Record<string, unknown>} */ (value);
  if (!v || typeof v !== "object" || Array.isArray(v)) return { ok: false, reason: "not a JSON object" };
  if (typeof v.version !== "string" || !VERSION_PATTERN.test(v.version))
    return { ok: false, reason: `version ${JSON.stringify(v.version)} is not a version id` };
  if (typeof v.salt !== "string" || !SALT_PATTERN.test(v.salt))
    return { ok: false, reason: "salt is not 16 bytes of base64url" };
  if (typeof v.iterations !== "number" || !Number.isInteger(v.iterations) || v.iterations < 1)
    return { ok: false, reason: `iterations ${JSON.stringify(v.iterations)} is not a positive integer` };
  for (const key of ["releaseAt", "closesAt", "publishedAt"])
    if (!isInstant(v[key])) return { ok: false, reason: `${key} ${JSON.stringify(v[key])} is not an ISO 8601 instant` };
  if (!(Date.parse(String(v.releaseAt)) < Date.parse(String(v.closesAt))))
    return { ok: false, reason: "closesAt is not after releaseAt" };
  if (typeof v.sample !== "boolean") return { ok: false, reason: "sample is not true or false" };
  if (typeof v.rows !== "number" || !Number.isInteger(v.rows) || v.rows < 0)
    return { ok: false, reason: "rows is not a count" };
  return { ok: true, pointer: /** @type {PublishedVersion} */ (v) };
}

/** The fields a version's manifest and the pointer that names it must agree on. */
export const POINTER_KEYS = /** @type {const} */ (["version", "salt", "iterations", "releaseAt", "closesAt", "sample"]);
