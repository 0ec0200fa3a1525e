// @ts-check
/**
 * Requests the server refuses before anything else looks at them, because later steps would
 * fail on them (with a 500) instead of answering the client's mistake.
 */
import { clientError } from "./errors.js";

/** The longest path looked at: the site's longest is under 100 characters. */
export const MAX_PATH_LENGTH = 1024;
/** The longest URL, query included: a filter with a long search text stays far below it. */
export const MAX_URL_LENGTH = 4096;

/**
 * An absurdly long URL is refused before any pattern runs over it (a path of 16 000 slashes cost
 * a regular expression half a second of the only thread).
 * @type {import("express").RequestHandler}
 */
export function checkLength(req, _res, next) {
  const tooLong = req.originalUrl.length > MAX_URL_LENGTH || req.path.length > MAX_PATH_LENGTH;
  return next(tooLong ? clientError(414, "URI Too Long") : undefined);
}

/**
 * A malformed percent-escape (`/%E0%A4%A`) is the client's mistake, which decoding the path
 * later would turn into a crash.
 * @type {import("express").RequestHandler}
 */
export function checkEncoding(req, _res, next) {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(clientError(400, "Bad Request: malformed URL"));
  }
  return next();
}

/** A host (name, IPv4 or [IPv6]) and an optional port: what a Host header may say. */
const HOST_AND_PORT = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/;

/**
 * True when `value` is a host with an optional port that a URL can be built from. React Router's
 * adapter builds the request URL from it: `x:99999999` or `a/b` would make it throw (a 500).
 */
export function isValidHost(/** @type {string} */ value) {
  const match = HOST_AND_PORT.exec(value);
  if (!match) return false;
  const [, host, port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  return URL.canParse(`http://${host}`);
}

/**
 * The Host header, and X-Forwarded-Host when the app trusts a proxy (the adapter reads it then):
 * every host they name must be valid. A missing Host is left to Node (HTTP/1.1 requires it).
 * @type {import("express").RequestHandler}
 */
export function checkHost(req, _res, next) {
  const host = req.headers.host;
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const hosts = [...(host === undefined ? [] : [host]), ...(forwarded?.split(",").map((h) => h.trim()) ?? [])];
  return next(hosts.every(isValidHost) ? undefined : clientError(400, "Bad Request: invalid Host header"));
}
