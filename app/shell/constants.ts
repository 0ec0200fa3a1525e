/**
 * Every number of the application shell, in one place (specification §9).
 * Durations are in milliseconds.
 */

/** The cookie that remembers the interface language, and its lifetime: i18n's own (locale-cookie.ts). */
export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "#app/i18n/locale-cookie.ts";

/** Cache lifetimes: defined with the server's cache rules, which run as plain JavaScript. */
export { LATEST_BUILD_CDN_S, MESSAGES_CACHE_S, PAYLOAD_CACHE_S } from "#common/cache-rules.js";

/** At most one automatic reload per path within this window after a code chunk fails to load. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** At most this many route preloads in flight at once. */
export const PRELOAD_CONCURRENCY = 4;

/** The build's own manifest is fetched this long after load. */
export const MANIFEST_FETCH_DELAY_MS = 1_000;
/** How often the client asks whether a newer build is out (also when the tab becomes visible). */
export const BUILD_POLL_MS = 5 * 60_000;

/** Route overlay: the cover slides up over this long. */
export const COVER_MS = 600;
/** The cover stays at least this long from the start of a navigation. */
export const MIN_COVER_MS = 500;
/** The reveal slides away over this long … */
export const REVEAL_MS = 800;
/** … after this delay. */
export const REVEAL_DELAY_MS = 100;

/**
 * Splash: once the page under it is painted (it is prerendered: "mounted" in the document), it
 * slides up over this long …
 */
export const SPLASH_EXIT_MS = 800;
/** … after this delay (CSS, app.css: it does not wait for the scripts). */
export const SPLASH_EXIT_DELAY_MS = 100;
/** So the splash has gone this long after the first paint, with or without the app. */
export const SPLASH_MAX_MS = SPLASH_EXIT_DELAY_MS + SPLASH_EXIT_MS;
/** The performance mark set when the splash has gone (read by `npm run bench:splash`). */
export const SPLASH_GONE_MARK = "splash:gone";
