// @ts-check
/**
 * The server's last word on a failed request: a plain-text status line, never the error itself
 * (a stack trace names our files and dependencies). Client mistakes keep their 4xx status;
 * anything else is a 500 and is logged.
 */
import { STATUS_CODES } from "node:http";

/** A setting the server refuses to start with; the start says its message alone, without a stack. */
export class ConfigError extends Error {}

/** An error that is the client's fault and answers with `status` (a 4xx). */
export function clientError(/** @type {number} */ status, /** @type {string} */ message) {
  return Object.assign(new Error(message), { status });
}

/** The status an error answers with: its own 4xx (`status` or `statusCode`), else 500. */
export function errorStatus(/** @type {unknown} */ err) {
  const e = /** @type {{ status?: unknown, statusCode?: unknown } | null | undefined} */ (err);
  const status = e?.status ?? e?.statusCode;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}

/** @type {import("express").ErrorRequestHandler} */
export function handleErrors(err, req, res, next) {
  const status = errorStatus(err);
  if (status >= 500) console.error(`${req.method} ${req.originalUrl} failed:`, err);
  // Mid-response there is nothing left to say: Express's own handler closes the connection.
  if (res.headersSent) return next(err);
  // The headers finalhandler would send: nothing in an error body may run or be sniffed.
  res.set({
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  });
  res
    .status(status)
    .type("text/plain; charset=utf-8")
    .send(`${status} ${STATUS_CODES[status] ?? "Error"}`);
}
