// @ts-check
/**
 * The URL of a page's data: React Router fetches a page's loader data at `{page}.data`, and the
 * home page's at `/_root.data` (it does not export its own mapping). The server (which serves
 * and redirects these) and the shell (which preloads them) both read it here.
 */

/** A page's payload path (`/help` → `/help.data`, `/` → `/_root.data`); `page` has no trailing slash. */
export function payloadPath(/** @type {string} */ page) {
  return page === "/" ? "/_root.data" : `${page}.data`;
}

/** The page a payload path is for (`/help.data` → `/help`, `/_root.data` → `/`), if it is one. */
export function payloadPage(/** @type {string} */ path) {
  if (!path.endsWith(".data")) return undefined;
  return path === "/_root.data" ? "/" : path.slice(0, -".data".length);
}
