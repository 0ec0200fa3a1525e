// @ts-check
/**
 * `npm start` / `npm run serve`: serves the built site on http://$HOST:$PORT (default localhost:3000).
 *
 * Production unless NODE_ENV says otherwise. React and Express read NODE_ENV once, when they are
 * first loaded (React picks its slower development build, Express puts stack traces in error
 * pages), so it is set before anything loads them: static imports are hoisted above any code,
 * hence the dynamic import of the app.
 */
import process from "node:process";

process.env.NODE_ENV ??= "production";
const { createApp, hasBuild } = await import("./app.js");

if (!hasBuild()) {
  console.error("No production build found in build/. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "localhost";
const app = await createApp();
const server = app.listen(port, host, () => {
  // The port actually bound (PORT=0 asks the system for a free one).
  const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(`Serving on http://${host}:${bound} in ${app.get("env")} mode`);
});

/** Stop taking new connections, let the open ones finish, then exit. */
function shutdown(/** @type {string} */ signal) {
  console.log(`${signal} received: closing the server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
