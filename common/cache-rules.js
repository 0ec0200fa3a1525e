// @ts-check
/**
 * How long browsers and CDNs may keep what the site sends. One definition for the production
 * server, the app's server entry (app/entry.server.tsx, through app/shell/constants.ts, which
 * re-exports the lifetimes) and the tests. Plain JavaScript without imports: the server runs
 * without a build step and cannot import TypeScript, and the app may import this anywhere.
 */

/** How long browsers and CDNs may cache a messages file (its URL changes with its content). */
export const MESSAGES_CACHE_S = 24 * 60 * 60;
/** A CDN may hold `builds/latest.json` this long at most (seconds). */
export const LATEST_BUILD_CDN_S = 60;
/** A page's `.data` payload may be reused this long (seconds), so a preload serves the navigation. */
export const PAYLOAD_CACHE_S = 60;

/** A redirect to a page's own URL may be kept a day (a rule changed later reaches everyone by then). */
export const REDIRECT_CACHE = "public, max-age=86400";

/** How long a file the build wrote may be cached, by its URL path (`/assets/…`, `/help.data`). */
export function cacheControlFor(/** @type {string} */ urlPath) {
  // Fingerprinted assets never change.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // A CDN may answer for it a minute; the browser asks again each time (`no-cache` would keep it
  // out of the CDN too).
  if (urlPath === "/builds/latest.json") return `public, max-age=0, s-maxage=${LATEST_BUILD_CDN_S}`;
  if (urlPath.startsWith("/_i18n/")) return `public, max-age=${MESSAGES_CACHE_S}`;
  // A payload fetched by a link preload is reused by the navigation that follows.
  if (urlPath.endsWith(".data")) return `public, max-age=${PAYLOAD_CACHE_S}`;
  // Pages and everything else revalidate, so a deploy is visible at once.
  return "public, max-age=0, must-revalidate";
}
