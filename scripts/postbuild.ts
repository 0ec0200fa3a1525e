/**
 * Runs after `react-router build`. Computes the SHA-256 hash of every inline script of every
 * prerendered page, so the server can send each file a Content-Security-Policy that allows
 * exactly its own inline scripts (no 'unsafe-inline'); draws the pages' share images
 * (scripts/share-images) and checks the pages' preview tags against them; then writes compressed
 * copies of the client build's text files (scripts/precompress.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries } from "#app/content/registry.ts";
import { everyIndexablePath } from "#app/content/site-paths.ts";
import { DEFAULT_SITE_URL, siteUrlOf } from "#app/lib/site-url.ts";
import { htmlFiles } from "./build-files.ts";
import { inlineScriptHashes } from "./csp-hashes.ts";
import { precompress, type PrecompressTotals } from "./precompress.ts";
import { checkPageMeta } from "./share-images/check-pages.ts";
import { writeShareImages } from "./share-images/generate.ts";
import { loadServerBuild } from "#server/server-build.js";
import { admissionPadding, PADDING_FILE } from "#server/padded-sizes.js";

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

// The size every admission answer is padded to (docs/decisions/011): each of the ten thousand
// answers there can be, measured here once rather than at each start of the server.
// No results are read: the padding depends on the content alone.
const measuring = performance.now();
const { createLookupPages } = await loadServerBuild(BUILD);
const resultsPage = readFileSync(join(CLIENT, "high-school-results", "index.html"), "utf8");
const padding = admissionPadding(await createLookupPages(resultsPage, undefined as never));
writeFileSync(join(BUILD, PADDING_FILE), JSON.stringify(padding, null, 2));
console.log(
  `Padding: every admission answer at ${padding.plain} bytes, ${padding.gzip} gzipped (measured in ${((performance.now() - measuring) / 1000).toFixed(1)} s).`,
);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const drawing = performance.now();
const images = await writeShareImages(CLIENT);
console.log(
  `Share images: ${images.files} PNG (${images.drawn} drawn, ${images.files - images.drawn} from the cache) in ${((performance.now() - drawing) / 1000).toFixed(1)} s: ${kb(images.bytes)} in all, ${kb(images.bytes / images.files)} on average, largest ${images.largest.path} ${kb(images.largest.bytes)}.`,
);
const problems = checkPageMeta(CLIENT, everyIndexablePath(buildRegistries(readContentFiles())));
if (problems.length) {
  console.error(`The pages' preview tags (${problems.length} problems):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const started = performance.now();
const none: PrecompressTotals = { files: 0, raw: 0, br: 0, gz: 0 };
// `PRECOMPRESS=off`: a build only tests read (the content drill's), whose server then compresses on the fly.
const compressing = process.env.PRECOMPRESS !== "off";
// The CMS's page too (build/admin, vite.admin.config.ts): the editors' connection is no faster.
// (A build of the site alone, such as the content drill's, has none.)
const admin = compressing && existsSync(join(BUILD, "admin")) ? await precompress(join(BUILD, "admin"), 7) : none;
const site = compressing ? await precompress(CLIENT) : none;
const t = {
  files: site.files + admin.files,
  raw: site.raw + admin.raw,
  br: site.br + admin.br,
  gz: site.gz + admin.gz,
};
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
console.log(
  `Precompressed ${t.files} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${mb(t.raw)} MB → Brotli ${mb(t.br)} MB, gzip ${mb(t.gz)} MB.`,
);
// Last, where whoever makes a release reads it: a build for the wrong origin links every page there.
console.log(
  process.env.SITE_URL
    ? `Built for ${siteUrlOf(process.env)} (SITE_URL): canonical links, sitemap.xml and robots.txt use this address.`
    : `Built for ${DEFAULT_SITE_URL}, a placeholder, because SITE_URL was not set. Do not deploy this build; for the public site, build with SITE_URL=https://… npm run build.`,
);
