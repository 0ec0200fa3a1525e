// @ts-check
/**
 * Content-Security-Policy for the production server (sent by helmet, enforced). Scripts run only
 * from our own origin, plus inline scripts allowed one by one: by their SHA-256 hash in
 * prerendered files (computed at build time, see scripts/postbuild.ts) or by a per-request nonce
 * in server-rendered pages. There is never 'unsafe-inline' for scripts.
 */
import { randomBytes } from "node:crypto";

/** A fresh nonce per response. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * helmet's CSP directives.
 * @param {(req: import("http").IncomingMessage, res: import("http").ServerResponse) => string} inlineScripts
 *   the response's extra `script-src` sources (`'sha256-…'` hashes or `'nonce-…'`)
 */
export function cspDirectives(inlineScripts) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", inlineScripts],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
