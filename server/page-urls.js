// @ts-check
/**
 * One URL per page: which prerendered page or file a request path names, and the one spelling
 * each is served at. Every other spelling of a page or file (`/help/`, `/help/index.html`,
 * `/Help`, `//help`, `/./help`, `/h%65lp`) redirects to it, and the compressed copies the build
 * wrote (`*.br`, `*.gz`) are not URLs of their own. Pages and files are known from the build, so
 * a redirect only ever points at something that exists (never `//elsewhere.example`).
 */

import { payloadPage, payloadPath } from "#common/payload-path.js";

/**
 * @typedef {{ pages: ReadonlySet<string>, files: ReadonlySet<string> }} SiteMap
 *   `pages`: prerendered pages by path (`/`, `/help`); `files`: every file of the client build
 *   by URL path, compressed copies excepted (`/help/index.html`, `/help.data`, `/assets/…`).
 *
 * @typedef {{ kind: "page", page: string }
 *   | { kind: "payload", page: string }
 *   | { kind: "redirect", location: string }
 *   | { kind: "not-found" }
 *   | { kind: "other" }} PathKind
 *   `page`: a prerendered page at its own path; `payload`: its `.data` payload; `redirect`: another
 *   spelling of a page or file, to answer with a redirect to `location`; `not-found`: never a page
 *   or a file (the renderer answers 404); `other`: a file of the build or an unknown path (files
 *   first, then the renderer).
 */

/**
 * The one spelling of `path` (decoded): dot segments resolved, empty segments dropped (so
 * no trailing, leading or doubled slashes), a final `index.html` dropped, lower case.
 */
export function canonicalPath(/** @type {string} */ path) {
  /** @type {string[]} */
  const segments = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  if (segments.at(-1) === "index.html") segments.pop();
  return `/${segments.join("/")}`.toLowerCase();
}

/**
 * What a request path (as sent: percent-escapes not decoded) names on this site.
 * @param {string} rawPath  already checked to decode without error
 * @param {SiteMap} site
 * @returns {PathKind}
 */
export function classifyPath(rawPath, { pages, files }) {
  if (/\.(br|gz)$/i.test(rawPath)) return { kind: "not-found" };
  if (pages.has(rawPath)) return { kind: "page", page: rawPath };
  const page = payloadPage(rawPath);
  if (page !== undefined) {
    if (pages.has(page)) return { kind: "payload", page };
    // React Router reads `/help/.data` or `/Help.data` as the payload of /help: one URL for it too.
    const canonical = canonicalPath(decodeURIComponent(page));
    if (pages.has(canonical)) return { kind: "redirect", location: payloadPath(canonical) };
  }
  const decoded = decodeURIComponent(rawPath);
  const canonical = canonicalPath(decoded);
  // Before the files: a page's own `index.html` is a file too.
  if (canonical !== rawPath && (pages.has(canonical) || files.has(canonical))) {
    return { kind: "redirect", location: canonical };
  }
  if (files.has(rawPath)) return { kind: "other" };
  // Mixed case that names no page or file: the route table matches without regard to case, and
  // would render a second spelling of whatever it matched.
  if (decoded !== decoded.toLowerCase()) return { kind: "not-found" };
  return { kind: "other" };
}
