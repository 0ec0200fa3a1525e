/**
 * `npm run fonts` (run by `npm run build` and `npm run dev`): the site's web fonts, made from IBM
 * Plex Sans Arabic (the complete faces of IBM's own package: Arabic and Latin in one file, so
 * Western digits and punctuation come from the face the Arabic text already loads) cut down by
 * HarfBuzz's subsetter (`subset-font`) to the characters the site uses (./charset.ts), in two
 * weights: 400 for text, 700 for headings and everything semibold. Writes, into
 * app/generated/fonts/ (not in git; Vite gives the files hashed names):
 *   - plex-arabic-400.woff2, plex-arabic-700.woff2;
 *   - faces.css: their @font-face rules; a fallback face on the system's Arabic font (Noto Sans
 *     Arabic on Android and most Linux, else DejaVu Sans, Segoe UI, Tahoma, Arial) with Plex's
 *     vertical metrics whichever it finds and its width matched on Noto (./metrics.ts), so the
 *     swap from fallback to web font moves lines as little as it can; and `--font-plex-arabic`,
 *     the two families, named only here (app.css's --font-sans starts with it).
 * Skips the work when nothing it reads has changed (the key in manifest.json).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import subsetFont from "subset-font";
import { loadFace, shapeLine, type Face } from "#scripts/share-images/text.ts";
import { woffToSfnt } from "#scripts/share-images/woff.ts";
import { siteCodePoints } from "./charset.ts";
import { fallbackOverrides, overrideDescriptors } from "./metrics.ts";
import { writeAtomically } from "#scripts/write-atomically.ts";

const require = createRequire(import.meta.url);
const ROOT = process.cwd();
const FONTS_DIR = join(ROOT, "app/generated/fonts");
/** The family name the stylesheet asks for, and its fallback face's. */
const FAMILY = "IBM Plex Sans Arabic";
const FALLBACK_FAMILY = "IBM Plex Sans Arabic Fallback";

/** The weights served; `css` is the range each answers (semibold is drawn with the bold face). */
const WEIGHTS = [
  {
    weight: 400,
    css: "400",
    ibm: "Regular",
    noto: 400,
    local: ["Noto Sans Arabic", "NotoSansArabic-Regular", "DejaVu Sans", "Segoe UI", "Tahoma", "Arial"],
  },
  {
    weight: 700,
    css: "600 700",
    ibm: "Bold",
    noto: 700,
    local: [
      "Noto Sans Arabic Bold",
      "NotoSansArabic-Bold",
      "DejaVu Sans Bold",
      "Segoe UI Bold",
      "Tahoma Bold",
      "Arial Bold",
    ],
  },
] as const;

/** Bump when what this script writes changes without its inputs changing. */
const VERSION = 3;

const ibmFile = (name: string, format: "woff" | "woff2") =>
  require.resolve(`@ibm/plex-sans-arabic/fonts/complete/${format}/IBMPlexSansArabic-${name}.${format}`);
const notoFile = (weight: number) =>
  require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`);
const version = (pkg: string) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")).version;

/** The site's own text: content/ and app/ (pages, messages, the code's strings; not tests, not this output). */
function siteTexts(): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(ROOT, "app/generated")) walk(path);
      } else if (/\.(ya?ml|md|json|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(path, "utf8"));
      }
    }
  };
  walk(join(ROOT, "content"));
  walk(join(ROOT, "app"));
  return texts;
}

/** Paragraphs of the site's Arabic (letters and spaces only): what the fallback's width is matched on. */
function arabicSample(texts: string[]): string[] {
  const words = texts.join(" ").match(/[\u0621-\u064a]+/g) ?? [];
  const lines: string[] = [];
  for (let i = 0; i < Math.min(words.length, 6000); i += 12) lines.push(words.slice(i, i + 12).join(" "));
  return lines;
}

const width = (face: Face, lines: string[]) => lines.reduce((sum, line) => sum + shapeLine(line, [face]).width, 0);

export async function buildFonts(): Promise<void> {
  const started = performance.now();
  const texts = siteTexts();
  const points = siteCodePoints(texts);
  const text = String.fromCodePoint(...points);
  const key = createHash("sha256")
    .update(
      JSON.stringify({
        VERSION,
        WEIGHTS,
        text,
        versions: ["@ibm/plex-sans-arabic", "subset-font", "@fontsource/noto-sans-arabic"].map(version),
      }),
    )
    .digest("hex");
  const manifestPath = join(FONTS_DIR, "manifest.json");
  const files = WEIGHTS.map(({ weight }) => join(FONTS_DIR, `plex-arabic-${weight}.woff2`));
  if (
    existsSync(manifestPath) &&
    JSON.parse(readFileSync(manifestPath, "utf8")).key === key &&
    files.every(existsSync)
  ) {
    console.log(`Fonts: up to date (${relative(ROOT, FONTS_DIR)}).`);
    return;
  }
  mkdirSync(FONTS_DIR, { recursive: true });

  const sample = arabicSample(texts);
  const faces: string[] = [];
  const sizes: string[] = [];
  for (const [i, w] of WEIGHTS.entries()) {
    const subset = await subsetFont(readFileSync(ibmFile(w.ibm, "woff2")), text, { targetFormat: "woff2" });
    writeAtomically(files[i], subset);
    sizes.push(`${w.weight} ${(subset.length / 1024).toFixed(1)} KB`);

    const plex = loadFace(woffToSfnt(readFileSync(ibmFile(w.ibm, "woff"))));
    const noto = loadFace(woffToSfnt(readFileSync(notoFile(w.noto))));
    const { ascender, descender, lineGap } = plex.font.hExtents();
    const overrides = fallbackOverrides(
      { ascender: ascender / plex.upem, descender: -descender / plex.upem, lineGap: lineGap / plex.upem },
      { web: width(plex, sample), fallback: width(noto, sample) },
    );
    faces.push(
      `@font-face { font-family: "${FAMILY}"; font-style: normal; font-weight: ${w.css}; font-display: swap; src: url("./plex-arabic-${w.weight}.woff2") format("woff2"); }`,
      `@font-face { font-family: "${FALLBACK_FAMILY}"; font-style: normal; font-weight: ${w.css}; src: ${w.local.map((n) => `local("${n}")`).join(", ")}; ${overrideDescriptors(overrides)} }`,
    );
  }
  writeAtomically(
    join(FONTS_DIR, "faces.css"),
    `/* Written by scripts/fonts/build.ts (npm run fonts): ${points.length} characters of IBM Plex Sans Arabic ${version("@ibm/plex-sans-arabic")}. */\n${faces.join("\n")}\n` +
      // The families to ask for, named here only: the theme's --font-sans starts with them (app.css).
      `:root { --font-plex-arabic: "${FAMILY}", "${FALLBACK_FAMILY}"; }\n`,
  );
  writeAtomically(manifestPath, JSON.stringify({ key, characters: points.length }, null, 2));
  console.log(
    `Fonts: IBM Plex Sans Arabic cut to ${points.length} characters: ${sizes.join(", ")} (woff2), in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFonts().catch((error: unknown) => {
    console.error(`Fonts: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
