/**
 * Writes the share images into the client build: one PNG per indexable page, in every language
 * the content is written in, at
 * `shareImagePath(page)` (app/lib/share-image.ts, the function the pages' `og:image` uses) and
 * the default image. Run by scripts/postbuild.ts after the pages are prerendered.
 *
 * Drawing a card costs about 0.1 s, so the PNGs are kept between builds in
 * `node_modules/.cache/share-images/`, by a hash of the card's SVG (which holds every glyph
 * outline, colour and position) and of the renderer: a build redraws only the cards that changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries } from "#app/content/registry.ts";
import { DEFAULT_LOCALE, inLocale } from "#app/i18n/locales.ts";
import { writtenLocales } from "#app/content/site-paths.ts";
import { SHARE_IMAGE_DIR, shareImagePath } from "#app/lib/share-image.ts";
import { hostOf, siteUrlOf } from "#app/lib/site-url.ts";
import { cardSvg, paletteFrom, type CardFonts } from "./card.ts";
import { shareCards } from "./cards.ts";
import { renderPng } from "./png.ts";
import { plexArabic } from "./text.ts";

export interface ShareImageTotals {
  files: number;
  /** How many were drawn (not taken from the cache). */
  drawn: number;
  bytes: number;
  largest: { path: string; bytes: number };
}

/** The fonts of a card: the site's typeface, bold title, semi-bold kicker and foot. */
export function cardFonts(): CardFonts {
  const semibold = plexArabic(600);
  return { title: plexArabic(700), kicker: semibold, footer: semibold };
}

/** Bump when the PNG writer changes: the cache key covers the SVG and resvg's version, not our encoder. */
const ENCODER = "indexed-2";

function cacheKey(svg: string, root: string): string {
  const resvg = JSON.parse(readFileSync(join(root, "node_modules/@resvg/resvg-wasm/package.json"), "utf8")).version;
  return createHash("sha256").update(`${ENCODER}\n${resvg}\n${svg}`).digest("hex").slice(0, 32);
}

export async function writeShareImages(
  clientDir: string,
  { root = process.cwd(), cacheDir = join(root, "node_modules/.cache/share-images") } = {},
): Promise<ShareImageTotals> {
  const registries = buildRegistries(readContentFiles(root));
  const palette = paletteFrom(readFileSync(join(root, "app/app.css"), "utf8"));
  // The address the build's canonical links use (vite.config.ts reads the same variable).
  const host = hostOf(siteUrlOf(process.env));
  const fonts = cardFonts();

  rmSync(join(clientDir, SHARE_IMAGE_DIR), { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  const totals: ShareImageTotals = { files: 0, drawn: 0, bytes: 0, largest: { path: "", bytes: 0 } };
  // Every language the content is written in, each page's card in its page's language; the
  // default card (for pages without their own) is the default language's.
  const cards = writtenLocales(registries).flatMap(({ locale, registry }) => {
    const messages = JSON.parse(readFileSync(join(root, "app/i18n/messages", `${locale.code}.json`), "utf8"));
    return shareCards(registry, messages)
      .filter((card) => card.path !== null || locale.code === DEFAULT_LOCALE.code)
      .map((card) => ({
        ...card,
        path: card.path === null ? null : inLocale(card.path, locale.code),
        siteName: registry.site.name,
        dir: locale.dir,
      }));
  });
  for (const card of cards) {
    const svg = cardSvg(
      { title: card.title, kicker: card.kicker, siteName: card.siteName, host, dir: card.dir },
      fonts,
      palette,
    );
    const cached = join(cacheDir, `${cacheKey(svg, root)}.png`);
    used.add(cached);
    let png: Buffer;
    if (existsSync(cached)) png = readFileSync(cached);
    else {
      png = await renderPng(svg);
      // Renamed into place, so a build killed mid-write leaves no half file under a good name.
      writeFileSync(`${cached}.${process.pid}.tmp`, png);
      renameSync(`${cached}.${process.pid}.tmp`, cached);
      totals.drawn += 1;
    }
    const url = shareImagePath(card.path);
    const file = join(clientDir, ...url.split("/"));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    totals.files += 1;
    totals.bytes += png.length;
    if (png.length > totals.largest.bytes) totals.largest = { path: url, bytes: png.length };
  }
  // The cache keeps this build's cards only.
  for (const name of readdirSync(cacheDir)) if (!used.has(join(cacheDir, name))) rmSync(join(cacheDir, name));
  return totals;
}
