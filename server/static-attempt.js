/**
 * A built file served by express-static-gzip, or the request passed on untouched.
 *
 * express-static-gzip indexes the build's compressed copies once, at start, and labels the response
 * (`Content-Encoding: br`, the file's `Content-Type`) before serve-static opens the copy. When the
 * copy is not there (a build rewritten in place under a running server, a file deleted by hand),
 * serve-static passes the request on with those labels still set: React Router's 404 then added a
 * second Content-Type (Express refuses an array: a 500), and any other answer would have been
 * plain bytes announced as Brotli, which no browser can read.
 */

/** @typedef {(req: import("express").Request, res: import("express").Response, next: (err?: unknown) => void) => void} Middleware */

/**
 * @param {Middleware} staticFiles express-static-gzip's middleware
 * @returns {Middleware} the same, but a request it passes on carries no header of the file it did not send
 */
export function staticAttempt(staticFiles) {
  return (req, res, next) =>
    staticFiles(req, res, (err) => {
      if (!res.headersSent) {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
      }
      next(err);
    });
}
