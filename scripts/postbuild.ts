/**
 * Runs after `react-router build`. Computes the SHA-256 hash of every inline script of every
 * prerendered page, so the server can send each file a Content-Security-Policy that allows
 * exactly its own inline scripts (no 'unsafe-inline'); then writes compressed copies of the
 * client build's text files (scripts/precompress.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { htmlFiles } from "./build-files";
import { inlineScriptHashes } from "./csp-hashes";
import { precompress } from "./precompress";

const BUILD = "build";
const CLIENT = join(BUILD, "client");

const pages: Record<string, string[]> = {};
for (const file of htmlFiles(CLIENT)) {
  if (!file.endsWith(`${sep}index.html`)) continue;
  const dir = relative(CLIENT, file).split(sep).slice(0, -1).join("/");
  pages[dir ? `/${dir}` : "/"] = inlineScriptHashes(readFileSync(file, "utf8"));
}
writeFileSync(join(BUILD, "csp-hashes.json"), JSON.stringify(pages, null, 2));
console.log(`CSP: hashed the inline scripts of ${Object.keys(pages).length} prerendered pages.`);

const started = performance.now();
const t = await precompress(CLIENT);
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
console.log(
  `Precompressed ${t.files} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${mb(t.raw)} MB → Brotli ${mb(t.br)} MB, gzip ${mb(t.gz)} MB.`,
);
