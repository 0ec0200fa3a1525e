/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`, level 9) copy next to every text file of the client
 * build, so the server sends the smallest form a browser accepts without compressing on each
 * request (and a CDN caches exactly those bytes). Brotli at 10 or 11 is too slow to run per
 * request but cheap at build time: 11 (the smallest) for the scripts and styles, which every
 * visitor's first load carries; 10 for the pages and their payloads, measured on the sample site's
 * 164 files: 11 took 16.2 CPU-seconds and 10 took 6.8, for 1.0% more bytes on the pages and
 * payloads (about 0.13 KB a page).
 *
 * The build skips it with `PRECOMPRESS=off` (postbuild.ts), for a build only tests read.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { filesUnder } from "./build-files.ts";

/**
 * Smaller files gain nothing worth a second copy: under half a kilobyte, gzip's own header and
 * trailer eat most of what it saves. Above it a copy saves a third: the bundler's runtime (about
 * 630 bytes) and the small chunks a page's first load carries are sent at about 420.
 */
export const MIN_BYTES = 512;

/** Text the build writes: pages, code, styles, payloads (`.data`), manifests, sitemap, icons. */
const COMPRESSIBLE = /\.(html|js|mjs|css|data|json|xml|txt|svg|webmanifest|ico)$/;

export const isCompressible = (name: string) => COMPRESSIBLE.test(name);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface PrecompressTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

/** Scripts and styles: on every visitor's first load, so the smallest Brotli (quality 11). */
const FIRST_LOAD = /\.(js|mjs|css)$/;

/** Brotli's quality for a file: 11 for scripts and styles, 10 for the rest (pages, payloads, data). */
export const brotliQualityFor = (name: string) => (FIRST_LOAD.test(name) ? constants.BROTLI_MAX_QUALITY : 10);

/** Writes `file.br` and `file.gz` next to `file`; returns the three sizes. */
export async function compressFile(
  file: string,
  brotliQuality: number = brotliQualityFor(file),
): Promise<{ raw: number; br: number; gz: number }> {
  const data = readFileSync(file);
  const [b, g] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, b);
  writeFileSync(`${file}.gz`, g);
  return { raw: data.length, br: b.length, gz: g.length };
}

/**
 * Compresses every eligible file under `dir`; returns the byte totals. A lower Brotli quality
 * suits a build of megabytes that few people load (the CMS's page): 11 would take half a minute.
 */
export async function precompress(dir: string, brotliQuality?: number): Promise<PrecompressTotals> {
  const files = [...filesUnder(dir, isCompressible)].filter((f) => statSync(f).size >= MIN_BYTES);
  const totals: PrecompressTotals = { files: files.length, raw: 0, br: 0, gz: 0 };
  // zlib's async calls run on libuv's thread pool, so the files compress on every core.
  for (const sizes of await Promise.all(files.map((file) => compressFile(file, brotliQuality)))) {
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  return totals;
}
