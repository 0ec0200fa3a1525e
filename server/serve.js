// @ts-check
/**
 * Starts an app on $HOST:$PORT (default localhost:3000) and stops it gracefully on SIGTERM or
 * SIGINT: the production entry (index.js) and the tests' own entry (tests/support/fault-server.js)
 * serve the same way.
 */
import process from "node:process";
import { createApp, hasBuild } from "./app.js";
import { ConfigError } from "./errors.js";

/** @param {import("./app.js").AppOptions} [options] */
export async function serve(options) {
  if (!hasBuild()) {
    console.error("No production build found in build/. Run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  }
  let app;
  try {
    app = await createApp(options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The server did not start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || "localhost";
  // Express 5 calls back with the listening error too (a port another process holds): say so and
  // stop, rather than fail on an address that was never bound.
  const server = app.listen(port, host, (/** @type {NodeJS.ErrnoException | undefined} */ error) => {
    if (error) {
      const why = error.code === "EADDRINUSE" ? "the port is already in use by another process" : error.message;
      console.error(`The server did not start on ${host}:${port}: ${why}. Set PORT to a free port.`);
      process.exit(1);
    }
    // The port actually bound (PORT=0 asks the system for a free one).
    const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
    console.log(`Serving on http://${host}:${bound} in ${app.get("env")} mode`);
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
