// @ts-check
/**
 * The URL of a page's data, as React Router 8 builds it (its `singleFetchUrl`, not exported): the
 * page's path with `.data` after it, and after a path that ends with a slash `_.data` (the home
 * page's is `/_.data`; React Router 7 fetched `/_root.data`). Its server reads one back the same
 * way (`getNormalizedPath`). The server (which serves and redirects these) and the shell (which
 * preloads them) both read it here; tests/e2e/shell-preloading.spec.ts holds it to the URLs the
 * router fetches.
 */

/** A page's payload path (`/help` → `/help.data`, `/` → `/_.data`); `page` has no trailing slash. */
export function payloadPath(/** @type {string} */ page) {
  return page.endsWith("/") ? `${page}_.data` : `${page}.data`;
}

/**
 * The path a payload path is for (`/help.data` → `/help`, `/_.data` → `/`, `/help/_.data` →
 * `/help/`), if it is one.
 */
export function payloadPage(/** @type {string} */ path) {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  if (!path.endsWith(".data")) return undefined;
  return path.slice(0, -".data".length);
}
