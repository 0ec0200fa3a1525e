// @ts-check
/**
 * `npm start` / `npm run serve`: serves the built site on http://$HOST:$PORT (default localhost:3000).
 *
 * Production unless NODE_ENV says otherwise. React and Express read NODE_ENV once, when they are
 * first loaded (React picks its slower development build, Express puts stack traces in error
 * pages), so it is set before anything loads them: static imports are hoisted above any code,
 * hence the dynamic import of the server.
 */
import process from "node:process";

process.env.NODE_ENV ??= "production";
const { serve } = await import("./serve.js");
await serve();
