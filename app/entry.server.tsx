/**
 * Server rendering, for prerendering at build time and for the production server.
 * Differs from React Router's default in two ways: the response waits for the whole page
 * (nothing here streams, and crawlers and prerendering need complete HTML), and inline
 * scripts carry the request's CSP nonce when the server provides one. It also says how long
 * what it renders may be cached (the build's files get their rules from common/cache-rules.js).
 */
import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./shell/nonce.ts";
import { requestContext } from "./shell/request-context.ts";
import { MessagesContext } from "./i18n/messages.ts";
import { serverMessages } from "./i18n/messages.server.ts";
import { localeOfPath } from "./i18n/locales.ts";
import { PAYLOAD_CACHE_S } from "./shell/constants.ts";
import { startScriptsAfterPaint } from "./shell/scripts-after-paint.ts";

/**
 * The server's contract with the app: the production server reads this export from the server
 * build (server/server-build.js) and puts each request's nonce in the load context under it. A
 * context key is compared by identity, so the server must use this very object.
 */
export { requestContext };

/**
 * The no-JavaScript results lookup, answered by the production server before the router (the
 * prerendered page with only its lookup rendered again): server/lookup.js reads this export.
 */
export { createLookupPages } from "./features/results/lookup-page.server.tsx";

export const streamTimeout = 5_000;

/**
 * A rendered page carries this response's CSP nonce, which a shared cache must not hand to
 * anyone else; the browser may keep it but revalidates.
 */
const RENDERED_PAGE_CACHE = "private, no-cache";

/**
 * A payload rendered for a query (a filtered list fetched by a client navigation) holds no
 * nonce: a CDN may keep it as long as the prerendered payloads, which absorbs filter traffic.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (request.method === "GET" && response.status === 200 && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", `public, max-age=${PAYLOAD_CACHE_S}`);
  }
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", RENDERED_PAGE_CACHE);
  // Before the HEAD shortcut: a HEAD says what a GET would send.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <MessagesContext.Provider value={serverMessages(localeOfPath(new URL(request.url).pathname).code)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </MessagesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // The whole document, collected so its scripts can be started after its first paint.
          const chunks: Buffer[] = [];
          const collector = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = startScriptsAfterPaint(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(collector);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
