// @ts-check
/**
 * The sizes the results' answers are padded to (padded-gzip.js; docs/decisions/011): the largest
 * answer there can be, measured, plus a margin. The admission answers (about ten thousand, some
 * seconds of a core) are measured by the build (scripts/postbuild.ts writes PADDING_FILE), so a
 * start of the server only reads them. Apart from the server's routes, so the build can load it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipLeast } from "./padded-gzip.js";

/**
 * Room left above the largest answer measured at start, for what the measure may have missed
 * (a wider name than the widest tried): a share of the size and a few hundred bytes.
 */
const PAD_MARGIN = { share: 0.02, bytes: 256 };
/** A target above the largest of `sizes`, with the margin. */
export const padTarget = (/** @type {number[]} */ sizes) => {
  const largest = Math.max(...sizes);
  return Math.ceil(largest * (1 + PAD_MARGIN.share)) + PAD_MARGIN.bytes;
};

/** The admission answer's compression level: quick, the server's one thread is what it costs on results day. */
export const ANSWER_LEVEL = 1;
/** How many of the largest admission answers of each language the lookup's page is measured with. */
const LARGEST_TRIED = 2;

/**
 * The admission answers' padded sizes and the answers that set them.
 * @typedef {object} AdmissionPadding
 * @property {number} plain the size of every answer sent uncompressed
 * @property {number} gzip the size of every answer sent gzipped
 * @property {{ locale: string, stream: string, average: string }[]} largest the largest answers of
 *   each language (by their JSON), under which the lookup's page measures a passing card
 */

/**
 * Measures every admission answer there can be (every language, stream and average: about ten
 * thousand, some 7 s of a core), compressed as they are sent, for the size each is padded to.
 * The build does it once (scripts/postbuild.ts writes build/padding.json), so a start only reads it.
 * @param {import("./server-build.js").LookupPages} pages
 * @returns {AdmissionPadding}
 */
export function admissionPadding(pages) {
  const cases = pages.admissionCases();
  const bodies = [...new Set(cases.map((c) => c.json))].map((json) => Buffer.from(json));
  const byLength = cases
    .filter((c) => c.status === 200)
    .sort((a, b) => Buffer.byteLength(b.json) - Buffer.byteLength(a.json));
  const locales = [...new Set(cases.map((c) => c.locale))];
  return {
    plain: padTarget(bodies.map((b) => b.length)),
    gzip: padTarget(bodies.map((b) => gzipLeast(b, ANSWER_LEVEL))),
    largest: locales.flatMap((locale) =>
      byLength
        .filter((c) => c.locale === locale)
        .slice(0, LARGEST_TRIED)
        .map(({ stream, average }) => ({ locale, stream, average })),
    ),
  };
}

/** Where the build writes the admission answers' padding (scripts/postbuild.ts), in the build folder. */
export const PADDING_FILE = "padding.json";

/**
 * The padding the build measured, if it wrote it (a build without it: the server measures at
 * start, some seconds, and says so).
 * @param {string} buildDir
 * @returns {AdmissionPadding | undefined}
 */
export function readPadding(buildDir) {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, PADDING_FILE), "utf8"));
  } catch {
    console.warn(`${path.join(buildDir, PADDING_FILE)} is missing: the admission answers are measured now.`);
    return undefined;
  }
}
