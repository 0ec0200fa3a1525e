/**
 * The share image's design, as SVG: the page's title large, a kicker line above it (the college
 * of a program, say), and at the foot the university's logo and name and the site's address.
 * Right to left like the site: text hangs from the right margin. Colours are the site's theme
 * tokens (app/app.css); the logo is the site's own component; the words come from the content.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "#app/components/ui/Logo.tsx";
import { SHARE_IMAGE } from "#app/lib/share-image.ts";
import { extents, fitText, lineSvg, shapeLine, type FitStep, type FontStack } from "./text.ts";

/** The theme tokens a card uses, by their name in app.css (`--color-{name}`). */
const TOKENS = ["brand-100", "brand-200", "brand-600", "brand-700", "brand-800", "accent-300", "accent-400", "paper"];
export type Palette = Record<(typeof TOKENS)[number], string>;

/** The card's colours from the stylesheet's `@theme` tokens, so a new brand colour reaches the images. */
export function paletteFrom(css: string): Palette {
  return Object.fromEntries(
    TOKENS.map((name) => {
      const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
      if (!value) throw new Error(`share image: app.css has no --color-${name}`);
      return [name, value];
    }),
  ) as Palette;
}

/** What one card says. */
export interface CardText {
  /** The page's title, the large lines. */
  title: string;
  /** A short line above the title (the college of a program); none on the site's own pages. */
  kicker?: string;
  /** The university's name, at the foot next to its logo. */
  siteName: string;
  /** The site's address as a reader would type it (`www.al-ofoq.example`). */
  host: string;
  /** The card's direction, its language's (default right to left): an English card is the Arabic one mirrored. */
  dir?: "rtl" | "ltr";
}

export interface CardFonts {
  title: FontStack;
  kicker: FontStack;
  footer: FontStack;
}

const { width: W, height: H } = SHARE_IMAGE;
const MARGIN = 80;
/** The title's measure: the card less its margins and the sun drawn at the line's end. */
const TITLE_WIDTH = W - 2 * MARGIN - 60;
/** Sizes to try for the title, largest first: one line big, two or three smaller. */
export const TITLE_STEPS: readonly FitStep[] = [
  { size: 84, lines: 1 },
  { size: 76, lines: 2 },
  { size: 68, lines: 2 },
  { size: 62, lines: 3 },
  { size: 54, lines: 3 },
  { size: 48, lines: 3 },
];
const TITLE_LEADING = 1.38;
const KICKER_SIZE = 34;
const FOOTER_SIZE = 30;
const HOST_SIZE = 26;
const LOGO = 76;
/** The logo behind the card; its horizon (y = 38 of 64) sits on the foot line. */
const WATERMARK = 560;
/** The foot band: logo, name and address sit on this line. */
const FOOT_TOP = H - 132;
/** The title block is centred between the top margin and the foot band. */
const BLOCK_TOP = 70;
const BLOCK_BOTTOM = FOOT_TOP - 30;

/**
 * The site's logo (the component the header shows) at (x, y), `size` pixels square: its shapes
 * in a group scaled from the component's 64-unit view box.
 */
export function logoSvg(x: number, y: number, size: number): string {
  const markup = renderToStaticMarkup(createElement(Logo, { className: "" }));
  const box = /viewBox="0 0 (\d+) \d+"/.exec(markup);
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!box || !shapes) throw new Error("share image: the Logo component is not one square <svg> with a viewBox");
  return `<g transform="translate(${x} ${y}) scale(${size / Number(box[1])})">${shapes[1]}</g>`;
}

/**
 * The logo drawn large and quiet behind the card: its sun, rays and horizon in the tone next to
 * the background, its tile in the background's own colour.
 */
export function watermarkSvg(x: number, y: number, size: number, c: Palette): string {
  const tone: Record<string, string> = {
    [c["brand-700"].toLowerCase()]: c["brand-800"],
    [c["accent-400"].toLowerCase()]: c["brand-700"],
    [c["brand-200"].toLowerCase()]: c["brand-700"],
  };
  return logoSvg(x, y, size).replace(/#[0-9a-fA-F]{6}\b/g, (hex) => tone[hex.toLowerCase()] ?? hex);
}

/** The card for one page, as an SVG document the size of a share image. */
export function cardSvg(text: CardText, fonts: CardFonts, c: Palette): string {
  const dir = text.dir ?? "rtl";
  const title = fitText(text.title, fonts.title, TITLE_WIDTH, TITLE_STEPS, dir);
  const t = extents(fonts.title);
  const lineHeight = title.size * TITLE_LEADING;
  const kicker = text.kicker
    ? fitText(text.kicker, fonts.kicker, TITLE_WIDTH, [{ size: KICKER_SIZE, lines: 1 }], dir)
    : undefined;
  const kickerHeight = kicker ? kicker.size * 1.6 : 0;

  // The block: kicker, then the title's lines; centred in the space above the foot band.
  const blockHeight = kickerHeight + title.lines.length * lineHeight;
  const top = Math.max(BLOCK_TOP, BLOCK_TOP + (BLOCK_BOTTOM - BLOCK_TOP - blockHeight) / 2);
  const right = W - MARGIN;
  /**
   * Where a run `width` pixels wide starts (its left end) so that it begins at the line's start
   * (the right margin in Arabic, the left in English), `inset` pixels in from it.
   */
  const fromStart = (width: number, inset = 0) => (dir === "rtl" ? right - inset - width : MARGIN + inset);
  /** … and so that it ends at the line's end (the left margin in Arabic, the right in English). */
  const atEnd = (width: number) => (dir === "rtl" ? MARGIN : right - width);
  const parts: string[] = [];
  if (kicker) {
    const k = extents(fonts.kicker);
    const baseline = top + (kickerHeight - (k.ascender + k.descender) * kicker.size) / 2 + k.ascender * kicker.size;
    const line = kicker.lines[0];
    parts.push(lineSvg(line, fromStart(line.width * kicker.size), baseline, kicker.size, c["accent-300"]));
  }
  title.lines.forEach((line, i) => {
    const baseline =
      top +
      kickerHeight +
      i * lineHeight +
      (lineHeight - (t.ascender + t.descender) * title.size) / 2 +
      t.ascender * title.size;
    parts.push(lineSvg(line, fromStart(line.width * title.size), baseline, title.size, c.paper));
  });

  // The foot: logo at the line's start, the name beside it, the address at its end.
  const footMiddle = FOOT_TOP + 66;
  const f = extents(fonts.footer);
  const name = shapeLine(text.siteName, fonts.footer, dir);
  const nameBaseline = footMiddle + ((f.ascender - f.descender) * FOOTER_SIZE) / 2 - 4;
  const host = shapeLine(text.host, fonts.footer, "ltr");
  const hostBaseline = footMiddle + ((f.ascender - f.descender) * HOST_SIZE) / 2 - 4;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="${c["brand-800"]}"/>`,
    // The logo's sun rising from the foot line, at the far end from where the title starts; the
    // foot band covers the rest of it (cheaper to draw than a clip path).
    watermarkSvg(dir === "rtl" ? -60 : W + 60 - WATERMARK, FOOT_TOP - (38 / 64) * WATERMARK, WATERMARK, c),
    `<rect y="${FOOT_TOP}" width="${W}" height="${H - FOOT_TOP}" fill="${c["brand-800"]}"/>`,
    `<path d="M0 ${FOOT_TOP}H${W}" stroke="${c["brand-600"]}" stroke-width="2"/>`,
    ...parts,
    logoSvg(fromStart(LOGO), footMiddle - LOGO / 2, LOGO),
    lineSvg(name, fromStart(name.width * FOOTER_SIZE, LOGO + 22), nameBaseline, FOOTER_SIZE, c.paper),
    lineSvg(host, atEnd(host.width * HOST_SIZE), hostBaseline, HOST_SIZE, c["brand-200"]),
    `<rect y="${H - 12}" width="${W}" height="12" fill="${c["accent-400"]}"/>`,
    `</svg>`,
  ].join("");
}
