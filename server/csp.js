// @ts-check
/**
 * Content-Security-Policy for the production server. Scripts run only from our own origin,
 * plus inline scripts allowed one by one: by their SHA-256 hash in prerendered files (computed
 * at build time, see scripts/postbuild.ts) or by a per-request nonce in server-rendered pages.
 * There is never 'unsafe-inline' for scripts.
 */
import { randomBytes } from "node:crypto";

/** A fresh nonce per server-rendered response. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * @param {string[]} scriptSources extra `script-src` sources: `'nonce-…'` or `'sha256-…'` entries
 * @returns {string} the header value
 */
export function contentSecurityPolicy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
