// @ts-check
/**
 * The server build (`build/server/index.js`, written by `react-router build`) and the one thing
 * the production server takes from the app through it.
 *
 * Contract: app/entry.server.tsx exports `requestContext`, the React Router context key through
 * which the server hands the app each request's CSP nonce (and, in tests, fault injection). A
 * context key is an object compared by identity, so the server must use the very object the app
 * was built with, and the build is the only place that object exists. Plain values the two share
 * (cache lifetimes) are in plain modules both import instead (cache-rules.js).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * @typedef {import("react-router").RouterContext<{ nonce?: string, injectFault?: boolean }>} RequestContext
 *   the key's type, as app/shell/request-context.ts declares it
 */

/**
 * @param {string} buildDir
 * @returns {Promise<{ build: import("react-router").ServerBuild, requestContext: RequestContext }>}
 */
export async function loadServerBuild(buildDir) {
  const file = path.resolve(buildDir, "server", "index.js");
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(file).href);
  const { requestContext } = /** @type {{ requestContext?: RequestContext }} */ (build.entry.module);
  if (!requestContext) {
    throw new Error(
      `${file} has no requestContext export: app/entry.server.tsx must export it (server/server-build.js).`,
    );
  }
  return { build, requestContext };
}
