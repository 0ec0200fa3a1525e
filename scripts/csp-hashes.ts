/**
 * The inline scripts of an HTML document and their CSP hashes. Used by the build (postbuild.ts,
 * which gives each prerendered page a policy allowing exactly its own inline scripts) and by the
 * server tests. JSON data blocks are not scripts the browser runs, so they need no hash.
 */
import { createHash } from "node:crypto";

export interface InlineScript {
  attrs: string;
  body: string;
}

/** Every inline `<script>` the browser would run (no `src`, not a JSON data block). */
export function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\ssrc\s*=/.test(attrs) && !/type\s*=\s*["']?application\/(ld\+)?json/.test(attrs))
    .map(([, attrs, body]) => ({ attrs, body }));
}

/** A script body as a CSP source expression: `'sha256-…'`. */
export const cspHash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** The distinct hashes of a document's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((s) => cspHash(s.body)))];
}
