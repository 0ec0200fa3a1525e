// @ts-check
/**
 * The production server: prerendered pages as files, everything else rendered by React Router.
 *
 * - Requests it cannot answer sensibly are refused first: 414 for absurd lengths, 400 for a bad
 *   Host or a malformed escape (request-checks.js).
 * - Each page has one URL: other spellings (`/help/`, `/help/index.html`, `/Help`) redirect to it,
 *   compressed copies by name and unknown mixed-case paths are 404 (page-urls.js).
 * - A prerendered page or payload is served as its file unless the query names a parameter the
 *   page reads (declared-query.js); then, and for unknown paths (404), React Router renders, so
 *   URL-driven filters work without JavaScript.
 * - Hashed assets are immutable for a year; HTML and build files revalidate; `.data` payloads
 *   may be reused for a minute and messages files for a day (cache-rules.js).
 * - Files the build wrote go out as their precompressed copy (`.br`, else `.gz`, by the request's
 *   Accept-Encoding; scripts/precompress.ts); only rendered responses are compressed here.
 * - Tawjihi results (results.js, lookup.js): the published files from one results store, which
 *   also answers the no-JavaScript lookup; guesses limited per address; the site's two POSTs
 *   refused unless they are small forms, and turned away (503) rather than queued when too many
 *   are under way.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import { contentType } from "mime-types";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { createNonce, cspDirectives } from "./csp.js";
import { clientError, handleErrors } from "./errors.js";
import { checkEncoding, checkHost, checkLength } from "./request-checks.js";
import { classifyPath } from "./page-urls.js";
import { declaredQueryByPage, readsQuery } from "./declared-query.js";
import { cacheControlFor, REDIRECT_CACHE } from "#common/cache-rules.js";
import { PAGES } from "#common/pages.js";
import { loadServerBuild } from "./server-build.js";
import { staticAttempt } from "./static-attempt.js";
import { resultsDirFrom, resultsStore } from "#common/results-store.js";
import { GUESS_LIMIT, guessLimit, positiveIntFromEnv, resultsFiles } from "./results.js";
import { admissionAnswer, concurrencyCap, lookupResponses, tooBusy } from "./lookup.js";
import { admissionPadding, readPadding } from "./padded-sizes.js";
import { smallForm } from "./small-form.js";
import { parseTrustProxy } from "./trust-proxy.js";
import { limitStore } from "./limit-store.js";
import { adminRoutes } from "./admin.js";

/** Lookups under way at once at most (each a derivation on the thread pool, about 4 ms); the rest get 503. */
export const LOOKUP_CONCURRENCY = 16;
/**
 * Pages rendered at once at most (a 404, a filtered list: 12–25 ms of the one thread each, so 8
 * are some 200 ms of work); the rest get 503 with Retry-After at once, which nginx sends to the
 * next instance, so a flood of them cannot queue up behind results day's files.
 */
export const RENDER_CONCURRENCY = 8;

/**
 * The site's two POSTs, at their paths in the one list of pages: the results lookup, at its page's
 * path in each language it is built in (`/high-school-results`, `/en/high-school-results`:
 * decision 026), and the admission answer.
 */
const LOOKUP_PATH = PAGES.results;
const ANSWER_PATH = PAGES.admissionAnswer;

/** A language's prefix of a page's path (`/en`): a language code, as the locales' are. */
const isLocalePrefix = (/** @type {string} */ prefix) => /^\/[a-z]{2,3}$/.test(prefix);

/**
 * The results page in every language of the build, by path, with its language's code (`undefined`
 * for the default language's, which has no prefix): `/en/high-school-results` → `en`.
 * @param {Set<string>} pages the prerendered pages' paths
 * @returns {[string, string | undefined][]}
 */
const lookupPagesIn = (pages) =>
  [...pages]
    .filter(
      (page) =>
        page === LOOKUP_PATH ||
        (page.endsWith(LOOKUP_PATH) && isLocalePrefix(page.slice(0, page.length - LOOKUP_PATH.length))),
    )
    .map((page) => [page, page === LOOKUP_PATH ? undefined : page.split("/")[1]]);

/** A file of the client build by its URL path (`…/client/help/index.html` → `/help/index.html`). */
const urlPathOf = (/** @type {string} */ clientDir, /** @type {string} */ file) =>
  `/${path.relative(clientDir, file).split(path.sep).join("/")}`;

/** Every file of the client build by URL path (`/help/index.html`), compressed copies excepted. */
function clientFiles(/** @type {string} */ clientDir) {
  return new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => urlPathOf(clientDir, path.join(entry.parentPath, entry.name))),
  );
}

/** `/{version}/{aa}/{name}` under /results: a record, whose misses are guesses. */
const isRecordPath = (/** @type {string} */ p) => p.split("/").length === 4;

/** GET or HEAD: what a file or a redirect can answer. */
const isRead = (/** @type {import("express").Request} */ req) => req.method === "GET" || req.method === "HEAD";

/** The query string of a request as sent, `?` included, or "". */
const searchOf = (/** @type {import("express").Request} */ req) => {
  const start = req.originalUrl.indexOf("?");
  return start === -1 ? "" : req.originalUrl.slice(start);
};

/**
 * @typedef {object} AppOptions
 * @property {string} [buildDir] the production build (default `build/`)
 * @property {import("./server-build.js").ServerBuild} [serverBuild] the loaded server build (default: read
 *   from buildDir; the tests' own entry hands in one with a fault of its own, tests/support/fault-server.js)
 * @property {string} [trustProxy] TRUST_PROXY
 * @property {string} [resultsDir] RESULTS_DIR
 * @property {() => number} [now] the server's clock for the results (tests move it)
 * @property {{ limit: number, windowS: number }} [guesses] guesses per address and window (RESULTS_RATE_LIMIT, RESULTS_RATE_WINDOW_S)
 * @property {string} [redisUrl] REDIS_URL: the limiter's counts shared by every instance
 * @property {number} [lookupConcurrency] lookups under way at once at most
 * @property {number} [renderConcurrency] pages rendered at once at most
 */

/** @param {AppOptions} [options] */
export async function createApp({
  buildDir = path.resolve("build"),
  serverBuild: loaded,
  trustProxy = process.env.TRUST_PROXY,
  resultsDir = resultsDirFrom(process.env.RESULTS_DIR),
  now = Date.now,
  guesses = {
    limit: positiveIntFromEnv("RESULTS_RATE_LIMIT", GUESS_LIMIT.limit),
    windowS: positiveIntFromEnv("RESULTS_RATE_WINDOW_S", GUESS_LIMIT.windowS),
  },
  redisUrl = process.env.REDIS_URL || undefined,
  lookupConcurrency = LOOKUP_CONCURRENCY,
  renderConcurrency = RENDER_CONCURRENCY,
} = {}) {
  // The settings first, each refused with a sentence (ConfigError) before anything slow is loaded.
  const trust = parseTrustProxy(trustProxy);
  const counts = limitStore({ redisUrl, prefix: "guesses:" });
  const clientDir = path.join(buildDir, "client");
  const { build: serverBuild, requestContext, createLookupPages } = loaded ?? (await loadServerBuild(buildDir));
  /** @type {Record<string, string[]>} */
  const pageHashes = JSON.parse(readFileSync(path.join(buildDir, "csp-hashes.json"), "utf8"));
  const site = { pages: new Set(Object.keys(pageHashes)), files: clientFiles(clientDir) };
  // The query parameters each page reads, from its route modules.
  const declaredQuery = declaredQueryByPage(serverBuild.routes, site.pages);
  // One results store: the files under /results/ and the lookups come from the same folder.
  const store = resultsStore(resultsDir, { now });
  // The lookup's pages in each language: each answers at its own results page's path.
  /** @type {Map<string, ReturnType<typeof lookupResponses>>} */
  const lookupsByPath = new Map();
  /** @type {import("./padded-sizes.js").AdmissionPadding | undefined} the sizes the answers are padded to, as the build measured them */
  let padding = readPadding(buildDir);
  for (const [page, locale] of lookupPagesIn(site.pages)) {
    const html = readFileSync(path.join(clientDir, page, "index.html"), "utf8");
    const pages = await createLookupPages(html, store, now, locale);
    padding ??= admissionPadding(pages);
    lookupsByPath.set(page, lookupResponses(pages, padding));
  }
  const lookups = lookupsByPath.get(LOOKUP_PATH);
  if (!lookups) throw new Error(`The build has no results page at ${LOOKUP_PATH}.`);
  /** The lookup answering at the request's path (the default language's for any other). */
  const lookupsFor = (/** @type {import("express").Request} */ req) => lookupsByPath.get(req.path) ?? lookups;

  const app = express();
  app.disable("x-powered-by");
  // `/RESULTS/…` is not `/results/…`: nginx limits and caches by the path as written, so the
  // server must not answer another spelling of it (Express matches paths case-insensitively by
  // default). Other spellings of a page are redirected or 404 by page-urls.js.
  app.set("case sensitive routing", true);
  app.set("trust proxy", trust);
  /** Closes what the app holds open (the limiter's Redis connection); the server calls it on stop. */
  app.locals.close = counts.close;
  // Now that the build is loaded (limit-store.js says why not before).
  counts.connect();
  /** The results store, for the start line (serve.js). */
  app.locals.results = store;

  // Refused before anything else looks at them: 414, 400 (see request-checks.js).
  app.use(checkLength, checkHost, checkEncoding);

  // The CMS's page for editors, with rules of its own (admin.js); a build without it has no /admin.
  const admin = adminRoutes(buildDir);
  if (admin) app.use("/admin", admin);

  // What the path names (page-urls.js); which of the build's files answers, if any; and so which
  // inline scripts the response may run: a prerendered file's own (by hash), or a rendered page's
  // (by a fresh nonce, which React Router puts on its scripts).
  app.use((req, res, next) => {
    const target = classifyPath(req.path, site);
    // A page and its payload are the build's files, unless the query names a parameter the page
    // reads (declared-query.js): trackers and cache busters get the prerendered file.
    const fromFile =
      isRead(req) &&
      (target.kind === "page" || target.kind === "payload") &&
      !readsQuery(searchOf(req), declaredQuery.get(target.page) ?? new Set());
    res.locals.target = target;
    res.locals.prerendered = target.kind === "page" && fromFile ? target.page : undefined;
    res.locals.servedFromBuild = target.kind === "other" || (target.kind === "payload" && fromFile);
    res.locals.nonce = createNonce();
    res.locals.inlineScripts = res.locals.prerendered
      ? pageHashes[res.locals.prerendered].join(" ")
      : `'nonce-${res.locals.nonce}'`;
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives((_req, res) => /** @type {import("express").Response} */ (res).locals.inlineScripts),
      },
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy on the public pages. `same-origin` puts the page in a new
      // browsing context group, so the first page of a visit opened in a fresh tab starts a new
      // renderer and pays its cold start: measured in Lighthouse at 8× CPU, /help's blocking time
      // with scripts blocked went from 210 to 41 ms without it (decision 028). Its protection is
      // for pages with a signed-in state, which these do not have; the CMS (/admin) keeps it.
      crossOriginOpenerPolicy: false,
      // Other sites see where a visitor came from (our origin, never the path); helmet's default
      // `no-referrer` hid even that.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  });
  // Tawjihi results: the published files, outside the build (results.js). A record request counts
  // against the guess limit when it misses; the pointer never does.
  const limitGuesses = guessLimit({
    ...guesses,
    store: counts.store,
    refuseLookup: (req, res, retryS) => lookupsFor(req).limited(req, res, retryS),
  });
  // A query string under /results/ is refused (400, before the count): the files take none, and
  // one would make each request another URL to a cache (nginx drops it and keys by the path).
  app.use("/results", (req, _res, next) =>
    next(searchOf(req) ? clientError(400, "Bad Request: no query string under /results/") : undefined),
  );
  app.use("/results", (req, res, next) => (isRecordPath(req.path) ? limitGuesses(req, res, next) : next()));
  app.use("/results", resultsFiles(store, { now }));

  // The site's only POSTs (lookup.js), answered here: small forms or nothing; the lookup counts as
  // a guess and is turned away when too many are under way. Any other method on any path: 405.
  // One cap and one guess count for every language's lookup: they are the same work on one thread.
  const lookupCap = concurrencyCap(lookupConcurrency, (req, res) => lookupsFor(req).busy(req, res));
  /** @type {import("./lookup.js").Handler} */
  const lookupAnswer = (req, res, next) => void lookupsFor(req).answer(req, res, next);
  app.post([...lookupsByPath.keys()], smallForm, limitGuesses, lookupCap, lookupAnswer);
  // The admission answer compresses itself, padded to one size (lookup.js): no compression middleware.
  app.post(ANSWER_PATH, smallForm, admissionAnswer(lookups.pages, padding));
  app.use((req, res, next) => {
    if (isRead(req) && req.path !== ANSWER_PATH) return next();
    res.set("Allow", req.path === ANSWER_PATH ? "POST" : lookupsByPath.has(req.path) ? "GET, HEAD, POST" : "GET, HEAD");
    res.set("Cache-Control", "no-store").status(405).type("text/plain").send("405 Method Not Allowed");
  });
  app.use(compression());

  const staticFiles = staticAttempt(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        redirect: false,
        index: false,
        cacheControl: false,
        setHeaders(res, file) {
          // Headers by the uncompressed file, so every encoding of a file carries the same ones.
          const original = file.replace(/\.(br|gz)$/, "");
          // `.data` payloads get React Router's own type (no table knows it; octet-stream would
          // also keep proxies from compressing it).
          const type = original.endsWith(".data")
            ? "text/x-script; charset=utf-8"
            : contentType(path.extname(original));
          if (type) res.setHeader("Content-Type", type);
          res.setHeader("Cache-Control", cacheControlFor(urlPathOf(clientDir, original)));
        },
      },
    }),
  );

  // Another spelling of a page or file: one permanent redirect to its own URL, query kept.
  app.use((req, res, next) => {
    const { target } = res.locals;
    if (target.kind !== "redirect" || !isRead(req)) return next();
    res.set("Cache-Control", REDIRECT_CACHE).redirect(301, target.location + searchOf(req));
  });

  // Prerendered pages, as files, unless the query names a parameter the page reads.
  app.use((req, res, next) => {
    const route = res.locals.prerendered;
    if (!route) return next();
    const url = req.url;
    req.url = route === "/" ? "/index.html" : `${route}/index.html`;
    staticFiles(req, res, (/** @type {unknown} */ err) => {
      req.url = url;
      next(err);
    });
  });

  // Everything else that the build wrote: assets, payloads, icons, sitemap, build manifests.
  // A declared query parameter skips the `.data` payloads (a filtered payload must be rendered);
  // paths that are never files (compressed copies by name, mixed case) go to the renderer's 404.
  app.use((req, res, next) => (res.locals.servedFromBuild ? staticFiles(req, res, next) : next()));

  app.use(concurrencyCap(renderConcurrency, tooBusy));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: serverBuild,
      mode: "production",
      getLoadContext: (_req, res) => {
        const context = new RouterContextProvider();
        context.set(requestContext, { nonce: res.locals.nonce });
        return context;
      },
    }),
  );
  app.use(handleErrors);

  return app;
}

/** True when `dir` holds a production build. */
export function hasBuild(dir = path.resolve("build")) {
  return (
    existsSync(path.join(dir, "server", "index.js")) &&
    statSync(path.join(dir, "csp-hashes.json"), { throwIfNoEntry: false }) !== undefined
  );
}
