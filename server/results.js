// @ts-check
/**
 * Tawjihi results on results day (decision 011): the published files, and the limit on guesses.
 *
 * - `/results/current.json`, the pointer (`null` while none is published). Before the release
 *   moment it says only when (no salt, no iteration count: no record's name can be computed
 *   ahead), and may be cached only until that moment; from it on, the whole version, cached a few
 *   seconds so an import or a rollback reaches everyone almost at once.
 * - `/results/{version}/{aa}/{name}`: one sealed record, served only for the version the pointer
 *   names, between its release and the season's close (common/results-store.js). A shared cache
 *   (nginx, a CDN) may keep it RECORD_SHARED_CACHE_S, a browser must ask again each time (a 304
 *   from the cache when nothing changed): so within seconds of a rollback or a prune no cache we
 *   ship hands out the withdrawn version. A miss is `no-store`, so no cache keeps answering "not
 *   found" into the release.
 * - No query string: refused (400) before anything else (app.js), so no spelling of a record's
 *   URL is another entry in a cache.
 * - Guesses are limited per client address (the address `TRUST_PROXY` resolves, never the
 *   proxy's): every miss under `/results/` and every lookup POST counts; past the limit, every
 *   record request and lookup from that address is refused until its window ends.
 */
import { rateLimit } from "express-rate-limit";
import { lookupState } from "#common/results.js";
import { ConfigError } from "./errors.js";

/** Browsers and caches may keep the pointer this long: a new import reaches everyone within it. */
export const POINTER_CACHE_S = 10;
/**
 * Shared caches may keep a record this long (`s-maxage`; browsers `max-age=0`, so they revalidate):
 * a student's reload within it is the cache's. With the instances' look at the pointer file once a
 * second (common/results-store.js), a withdrawn version leaves every cache we ship within 6 s of
 * the command that withdrew it.
 */
export const RECORD_SHARED_CACHE_S = 5;
/** Neither kept nor shared: a miss, a lookup's answer, a refusal. */
export const NO_STORE = "no-store";

/**
 * The guess limit's defaults, per client address (decision 011 has the arithmetic): 30 guesses a
 * minute take an attacker who knows a seat number 18 minutes on average (550 of about 1,100
 * plausible dates of birth) from one address, and are far above what students behind one
 * carrier's address mistype (a miss is a typo; a found record does not count).
 */
export const GUESS_LIMIT = { limit: 30, windowS: 60 };

/**
 * The Express handler for `/results/…`.
 * @param {import("#common/results-store.js").ResultsStore} store
 * @param {{ now?: () => number }} [options] the server's clock
 */
export function resultsFiles(store, { now = Date.now } = {}) {
  /** @type {import("express").RequestHandler} */
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const parts = req.path.split("/").slice(1); // mounted at /results: "/current.json" → ["current.json"]
    if (parts.length === 1 && parts[0] === "current.json") {
      const pointer = await store.pointer();
      // Nothing published yet (most of the year, and results day before the import): an answer,
      // not an error. Every home page asks; a 404 would be an error in every visitor's console and
      // uncacheable, and `null` is kept by caches like a pointer, so the import reaches everyone
      // within the same few seconds.
      if (!pointer) return res.set("Cache-Control", `public, max-age=${POINTER_CACHE_S}`).json(null);
      const at = now();
      const untilRelease = Math.ceil((Date.parse(pointer.releaseAt) - at) / 1000);
      // Before the release, kept no longer than until it: no cache says "not yet" past the moment.
      const maxAge = lookupState(pointer, at) === "before" ? Math.min(POINTER_CACHE_S, untilRelease) : POINTER_CACHE_S;
      return res
        .set("Cache-Control", `public, max-age=${maxAge}`)
        .type("application/json")
        .send(JSON.stringify(await store.publicPointer()));
    }
    // One answer for every miss: no such record, a bad path, another version, before or after the season.
    const bytes = parts.length === 3 ? await store.record(parts[0], parts[1], parts[2]) : undefined;
    if (!bytes) return res.status(404).set("Cache-Control", NO_STORE).type("text/plain").send("Not Found");
    const pointer = await store.pointer();
    const untilClose = pointer ? Math.floor((Date.parse(pointer.closesAt) - now()) / 1000) : 0;
    res
      .set("Cache-Control", `public, max-age=0, s-maxage=${Math.max(0, Math.min(RECORD_SHARED_CACHE_S, untilClose))}`)
      .type("application/octet-stream")
      .send(bytes);
  };
}

/** A GET or HEAD of `/results/…` that was answered (a record found): not a guess that failed. */
const found = (/** @type {import("express").Request} */ req, /** @type {import("express").Response} */ res) =>
  (req.method === "GET" || req.method === "HEAD") && res.statusCode < 400;

/**
 * The guess limit: `limit` guesses per `windowS` seconds per client address, counted in `store`
 * (limit-store.js). A found record does not count; a miss and every lookup POST do. Past the
 * limit a lookup gets a page in Arabic (`refuseLookup` sends it), a record request plain text; both
 * say in `Retry-After` how many seconds are left of the window.
 * @param {{ limit: number, windowS: number, store?: import("express-rate-limit").Store,
 *   refuseLookup: (req: import("express").Request, res: import("express").Response, retryS: number) => void }} options
 */
export function guessLimit({ limit, windowS, store, refuseLookup }) {
  return rateLimit({
    windowMs: windowS * 1000,
    limit,
    store,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    requestWasSuccessful: found,
    identifier: "guesses",
    handler: (req, res, _next, options) => {
      const info = /** @type {{ rateLimit?: import("express-rate-limit").RateLimitInfo }} */ (req).rateLimit;
      const resetAt = info?.resetTime?.getTime();
      const left = resetAt ? Math.ceil((resetAt - Date.now()) / 1000) : Math.ceil(options.windowMs / 1000);
      const retryS = Math.max(1, Math.min(left, Math.ceil(options.windowMs / 1000)));
      res.status(429).set("Retry-After", String(retryS)).set("Cache-Control", NO_STORE);
      if (req.method === "POST") refuseLookup(req, res, retryS);
      else res.type("text/plain").send("Too Many Requests");
    },
  });
}

/**
 * A positive integer from the environment, or the default; anything else stops the server with a
 * message that names the variable.
 * @param {string} name @param {number} fallback @param {NodeJS.ProcessEnv} [env]
 */
export function positiveIntFromEnv(name, fallback, env = process.env) {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(`${name}=${JSON.stringify(raw)}: expected a positive whole number.`);
  return Number(raw);
}
