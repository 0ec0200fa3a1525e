/**
 * `npm run compare:build -- <before> [<after>]`: what a visitor would see differently between two
 * builds (`<after>` defaults to `build`). For a change that must not change the site (moving files,
 * renaming modules, splitting a component), build before and after and compare:
 *
 *     npm run build && cp -r build /tmp/build-before
 *     … the change …
 *     npm run build && npm run compare:build -- /tmp/build-before
 *
 * It compares every prerendered page's HTML without its scripts and module preloads (the chunks
 * a refactor may move; its structured data stays), every `.data` payload decoded as the router decodes it, and every other
 * text file the server sends (sitemap, robots.txt, search index, messages), with the content hash
 * taken out of asset names. Then it prints each page type's first-load JavaScript before and
 * after. Exits 1 on any difference, naming the file and the first lines that differ.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
// turbo-stream stays at 2: React Router 8 encodes its payloads with its own copy of turbo-stream 2
// (react-router/dist/*/vendor/turbo-stream-v2), so this script decodes them with turbo-stream 2, as
// React Router's client does.
import { decode } from "turbo-stream";
import { firstLoadJs, PAGE_TYPES } from "#scripts/first-load.ts";

const [beforeDir, afterDir = "build"] = process.argv.slice(2);
if (!beforeDir) {
  console.error("Usage: npm run compare:build -- <before build directory> [<after build directory>]");
  process.exit(2);
}
for (const dir of [beforeDir, afterDir])
  if (!existsSync(join(dir, "client"))) {
    console.error(`${dir}/client does not exist: build first (npm run build), then copy the build directory.`);
    process.exit(2);
  }

/** Text files the server sends, relative to `client/`; assets are compared through the pages that use them. */
function sentTextFiles(client: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // builds/ describes each build (its id and time): it differs by design.
        if (!["assets", "builds"].includes(relative(client, path))) walk(path);
      } else if (/\.(html|data|xml|txt|json|webmanifest|svg)$/.test(name)) out.push(relative(client, path));
    }
  };
  walk(client);
  return out.sort();
}

/** A content hash in a built file's name (`chunk-Bx3_a9Zq.js`, `_i18n/9f02b4f7b777/…`). */
const withoutHashes = (text: string) =>
  text
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css|woff2|png|svg|json)/g, ".$1")
    .replace(/\/_i18n\/[0-9a-f]{12}\//g, "/_i18n/#/");

/** A page as a visitor sees it: the document without scripts and module preloads, one tag a line. */
function visibleHtml(html: string): string {
  return withoutHashes(
    html
      // Structured data stays: search engines read it as they read the page.
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, "")
      .replace(/<meta name="build"[^>]*>/g, ""),
  )
    .replace(/></g, ">\n<")
    .trim();
}

async function decodedData(file: string): Promise<string> {
  const bytes = readFileSync(file);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
  // React Router's payloads are turbo-stream's format (version 2, which React Router carries inside).
  const decoded = await decode(stream);
  await decoded.done;
  return withoutHashes(JSON.stringify(decoded.value, null, 1));
}

async function readAs(client: string, name: string): Promise<string> {
  const path = join(client, name);
  if (name.endsWith(".html")) return visibleHtml(readFileSync(path, "utf8"));
  if (name.endsWith(".data")) return decodedData(path);
  return withoutHashes(readFileSync(path, "utf8"));
}

function firstDifference(a: string, b: string): string {
  const [la, lb] = [a.split("\n"), b.split("\n")];
  const i = la.findIndex((line, n) => line !== lb[n]);
  const at = i === -1 ? la.length : i;
  const clip = (s: string | undefined) => (s === undefined ? "(end)" : s.length > 300 ? `${s.slice(0, 300)}…` : s);
  return `  line ${at + 1}\n  - ${clip(la[at])}\n  + ${clip(lb[at])}`;
}

const [clientBefore, clientAfter] = [join(beforeDir, "client"), join(afterDir, "client")];
const normal = (list: string[]) => new Set(list.map(withoutHashes));
const [namesBefore, namesAfter] = [sentTextFiles(clientBefore), sentTextFiles(clientAfter)];
const problems: string[] = [];
for (const name of [...normal(namesBefore)].filter((n) => !normal(namesAfter).has(n)))
  problems.push(`${name}: in the build before, missing after`);
for (const name of [...normal(namesAfter)].filter((n) => !normal(namesBefore).has(n)))
  problems.push(`${name}: new in the build after`);

const byNormalName = (names: string[]) => new Map(names.map((n) => [withoutHashes(n), n]));
const [mapBefore, mapAfter] = [byNormalName(namesBefore), byNormalName(namesAfter)];
let pages = 0;
let payloads = 0;
let others = 0;
for (const [normalName, nameBefore] of mapBefore) {
  const nameAfter = mapAfter.get(normalName);
  if (!nameAfter) continue;
  const [a, b] = await Promise.all([readAs(clientBefore, nameBefore), readAs(clientAfter, nameAfter)]);
  if (normalName.endsWith(".html")) pages++;
  else if (normalName.endsWith(".data")) payloads++;
  else others++;
  if (a !== b) problems.push(`${normalName}: differs\n${firstDifference(a, b)}`);
}

console.log(
  `Compared ${pages} pages (visible HTML), ${payloads} .data payloads (decoded) and ${others} other files: ` +
    (problems.length === 0 ? "no difference." : `${problems.length} differ.`),
);
for (const p of problems) console.log(`✗ ${p}`);

// Growth is judged on the files' own bytes: gzip's figure moves by a few bytes when only the
// content hashes in the names inside them change.
console.log("\nFirst-load JavaScript, before → after (gzip as sent; growth judged on the files' own bytes):");
let grew = false;
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;
for (const [type, path] of Object.entries(PAGE_TYPES)) {
  const [a, b] = [firstLoadJs(beforeDir, path), firstLoadJs(afterDir, path)];
  grew ||= b.bytes > a.bytes;
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
  console.log(
    `${b.bytes > a.bytes ? "✗" : "✓"} ${type.padEnd(18)} ${path.padEnd(36)} ${kb(a.gzipBytes)} KB → ${kb(b.gzipBytes)} KB gzip (${signed(b.gzipBytes - a.gzipBytes)} B), ${signed(b.bytes - a.bytes)} B unzipped, ${a.files} → ${b.files} files`,
  );
}
if (problems.length > 0 || grew) process.exit(1);
