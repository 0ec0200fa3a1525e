// @ts-check
/**
 * Starts an app on $HOST:$PORT (default localhost:3000) and stops it gracefully on SIGTERM or
 * SIGINT: the production entry (index.js) and the tests' own entry (tests/support/fault-server.js)
 * serve the same way.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import process from "node:process";
import { createApp, hasBuild } from "./app.js";
import { ConfigError } from "./errors.js";
import { positiveIntFromEnv } from "./results.js";
import { lookupState } from "#common/results.js";

/**
 * How long a client may take to send its request: REQUEST_TIMEOUT_S for the whole request, body
 * included (default 30), and at most 10 s of it for the headers. Node's defaults, 60 s and 300 s,
 * let a body sent a byte a second hold a connection five minutes; the site's requests are a line,
 * some headers and at most a 4 KB form, seconds even on a slow phone. Node looks for overdue
 * requests every third of the limit (5 s at most), so a slow one is cut within 4/3 of it.
 */
export function requestTimeouts(env = process.env) {
  const requestMs = positiveIntFromEnv("REQUEST_TIMEOUT_S", 30, env) * 1000;
  return {
    requestTimeout: requestMs,
    headersTimeout: Math.min(10_000, requestMs),
    connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestMs / 3)),
  };
}

/** PORT and HOST, or a ConfigError that says what is wrong with them. */
export function listenAddress(env = process.env) {
  const port = env.PORT === undefined || env.PORT === "" ? 3000 : Number(env.PORT);
  if (!/^\d{1,5}$/.test(env.PORT || "3000") || port > 65535)
    throw new ConfigError(`PORT=${JSON.stringify(env.PORT)}: expected a port number from 0 to 65535.`);
  const host = env.HOST || "localhost";
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host))
    throw new ConfigError(`HOST=${JSON.stringify(env.HOST)}: expected a host name or an address to listen on.`);
  return { port, host };
}

/**
 * The start's second line: the folder the Tawjihi results are read from, whether RESULTS_DIR named
 * it, and what a student finds there now, as the results store reads it (a version and when it is
 * shown, or none), so that an import into another folder (RESULTS_DIR set for one and not the
 * other) is seen at the instance's start, not on results day.
 * @param {{ dir: string, pointer: () => Promise<import("#common/results.js").PublishedVersion | undefined> }} results
 *   the app's results store
 * @param {boolean} named whether RESULTS_DIR (or the caller) named the folder, or it is the default
 * @param {number} [now]
 */
export async function resultsLine(results, named, now = Date.now()) {
  const source = named ? "RESULTS_DIR" : "RESULTS_DIR not set: the release's own folder";
  return `Tawjihi results from ${results.dir} (${source}): ${await resultsState(results, now)}.`;
}

/** @param {Parameters<typeof resultsLine>[0]} results @param {number} now */
async function resultsState(results, now) {
  if (!existsSync(results.dir)) return "the folder does not exist yet, so no results are published";
  const pointer = await results.pointer();
  // Undefined with a pointer file: the store refused it and logged why (it fails closed).
  if (!pointer)
    return existsSync(path.join(results.dir, "current.json"))
      ? "current.json cannot be used, so no results are served"
      : "no results published yet";
  const what = `version ${pointer.version}${pointer.sample ? " (sample data)" : ""}`;
  return {
    before: `${what}, to be shown to students from ${pointer.releaseAt}`,
    open: `${what}, shown to students until ${pointer.closesAt}`,
    closed: `${what}, no longer shown to students since ${pointer.closesAt}`,
  }[/** @type {"before" | "open" | "closed"} */ (lookupState(pointer, now))];
}

/** @param {import("./app.js").AppOptions} [options] */
export async function serve(options) {
  if (!hasBuild()) {
    console.error("No production build found in build/. Run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  }
  let app, port, host, timeouts;
  try {
    ({ port, host } = listenAddress());
    timeouts = requestTimeouts();
    app = await createApp(options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The server did not start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  const results = await resultsLine(app.locals.results, Boolean(options?.resultsDir || process.env.RESULTS_DIR));
  const server = createServer(timeouts, app);
  // A listening error (a port another process holds): say so and stop.
  server.once("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    const why = error.code === "EADDRINUSE" ? "the port is already in use by another process" : error.message;
    console.error(`The server did not start on ${host}:${port}: ${why}. Set PORT to a free port.`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    // The port actually bound (PORT=0 asks the system for a free one).
    const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
    console.log(`Serving on http://${host}:${bound} in ${app.get("env")} mode, Node ${process.versions.node}`);
    console.log(results);
  });

  /** Stop taking new connections, let the open ones finish, then exit. */
  const shutdown = (/** @type {string} */ signal) => {
    console.log(`${signal} received: closing the server`);
    server.close(() => void app.locals.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
