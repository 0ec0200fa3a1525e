// @ts-check
/**
 * The server build (`build/server/index.js`, written by `react-router build`) and what the
 * production server takes from the app through it.
 *
 * Contract: app/entry.server.tsx exports
 * - `requestContext`, the React Router context key through which the server hands the app each
 *   request's CSP nonce. A context key is an object compared by identity, so the server must use
 *   the very object the app was built with, and the build is the only place that object exists;
 * - `createLookupPages`, which makes the no-JavaScript results lookup's pages from the prerendered
 *   results page and the server's results store (the server answers that POST before the router).
 * Plain values the two share (cache lifetimes, the results' rules and store) are in plain modules
 * both import instead (common/).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * @typedef {import("react-router").RouterContext<{ nonce?: string }>} RequestContext
 *   the key's type, as app/shell/request-context.ts declares it
 */

/**
 * The lookup's pages, as app/features/results/lookup-page.server.tsx makes them.
 * @typedef {object} LookupPages
 * @property {{ before: string, after: string }} page the results page around its lookup part, as built
 * @property {(form: URLSearchParams) => Promise<string>} answer the lookup part that answers a lookup
 * @property {(reason: "limited" | "busy", retryS: number, form?: URLSearchParams) => string} refused
 *   the lookup part that refuses one (too many guesses from the address, or too busy)
 * @property {(form: URLSearchParams) => { status: number, body: unknown }} admission
 *   the result card's admission answer (`POST /admission-answer.json`): status and JSON body
 * @property {() => { locale: string, stream: string, average: string, status: number, json: string }[]} admissionCases
 *   every admission answer there can be, as JSON (every language, stream and average): the server
 *   pads each answer to the largest
 * @property {(largest: { locale: string, stream: string, average: string }[]) => string[]} answerCases
 *   the lookup parts of the largest answers a lookup can give, a pass measured under the largest
 *   admission answers given: the server pads each answer to the largest
 */

/**
 * `locale`: the results page's language (none: the default's), in which its lookup answers.
 * @typedef {(pageHtml: string, store: import("#common/results-store.js").ResultsStore, now?: () => number,
 *   locale?: string) => Promise<LookupPages>} CreateLookupPages
 */

/**
 * @typedef {object} ServerBuild
 * @property {import("react-router").ServerBuild} build
 * @property {RequestContext} requestContext
 * @property {CreateLookupPages} createLookupPages
 */

/**
 * @param {string} buildDir
 * @returns {Promise<ServerBuild>}
 */
export async function loadServerBuild(buildDir) {
  const file = path.resolve(buildDir, "server", "index.js");
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(file).href);
  const { requestContext, createLookupPages } = /** @type {Partial<ServerBuild>} */ (build.entry.module);
  for (const [name, value] of Object.entries({ requestContext, createLookupPages }))
    if (!value)
      throw new Error(`${file} has no ${name} export: app/entry.server.tsx must export it (server/server-build.js).`);
  return {
    build,
    requestContext: /** @type {RequestContext} */ (requestContext),
    createLookupPages: /** @type {CreateLookupPages} */ (createLookupPages),
  };
}
