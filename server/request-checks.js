// @ts-check
/**
 * Requests the server refuses before anything else looks at them, because later steps would
 * fail on them (with a 500) instead of answering the client's mistake.
 */
import { clientError } from "./errors.js";

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
