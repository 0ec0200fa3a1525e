// @ts-check
/** `npm start`: serves the built site on http://$HOST:$PORT (default localhost:3000). */
import { createApp, hasBuild } from "./app.js";

if (!hasBuild()) {
  console.error("No production build found in build/. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "localhost";
const app = await createApp();
const server = app.listen(port, host, () => {
  console.log(`Serving on http://${host}:${port}`);
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
