/**
 * Text for the share images, set the way a browser sets it: HarfBuzz shapes each run (Arabic
 * letters take their initial, medial, final or isolated form and join; marks sit on their
 * letters; lam-alef ligates), the Unicode Bidirectional Algorithm (bidi-js) orders the runs of a
 * right-to-left line that holds Latin words or digits, and every width is the shaped advance, so
 * lines wrap where they really end. The result is glyph outlines as SVG paths: the rasteriser
 * needs no font and no text engine of its own.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import bidiFactory from "bidi-js";
import * as hb from "harfbuzzjs";
import { splitLatinRuns } from "#app/lib/bidi.ts";
import { woffToSfnt } from "./woff.ts";

const bidi = bidiFactory();

/** One font file: a HarfBuzz font at its design size (units per em) and the characters it has. */
export interface Face {
  font: hb.Font;
  upem: number;
  has: Set<number>;
  /** Outlines by glyph id, in font units (y up). */
  paths: Map<number, string>;
}

/** Faces to try in order for each character (the font's Unicode subsets of one weight). */
export type FontStack = readonly Face[];

export function loadFace(sfnt: Uint8Array): Face {
  const face = new hb.Face(new hb.Blob(sfnt));
  return { font: new hb.Font(face), upem: face.upem, has: new Set(face.collectUnicodes()), paths: new Map() };
}

const require = createRequire(import.meta.url);
export type Weight = 400 | 500 | 600 | 700;
const IBM_NAMES: Record<Weight, string> = { 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold" };

/**
 * The site's own typeface (IBM Plex Sans Arabic: the complete face of IBM's package, which the
 * pages' fonts are cut from by scripts/fonts) in one weight, Arabic and Latin in one file.
 */
export function plexArabic(weight: Weight): FontStack {
  const file = `@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-${IBM_NAMES[weight]}.woff`;
  return [loadFace(woffToSfnt(readFileSync(require.resolve(file))))];
}

/** A glyph placed on a line, in ems from the line's left end and its baseline. */
export interface PlacedGlyph {
  face: Face;
  id: number;
  /** Where its character(s) start in the line's text (HarfBuzz's cluster). */
  cluster: number;
  x: number;
  y: number;
}

/** A shaped line: glyphs left to right as they appear, and the line's width in ems. */
export interface ShapedLine {
  text: string;
  width: number;
  glyphs: PlacedGlyph[];
}

/** Marks (harakat, shadda…), joiners and bidi controls take the face of the character before them. */
const CLINGS = /^[\p{M}\u200C-\u200F\u202A-\u202E\u2066-\u2069]$/u;
const LRI = "\u2066";
const PDI = "\u2069";

/**
 * Left-to-right runs inside Arabic (names, abbreviations, codes, addresses, phone numbers,
 * formulas) isolated left to right, as the pages set them (`<bdi dir="ltr">`, app/lib/bidi.ts):
 * «دكتور صيدلة (Pharm.D.)» keeps its final period after the D, «+970 2 000 1010.» its `+` before
 * the 970 and the full stop outside.
 */
export const isolateLatin = (text: string) =>
  splitLatinRuns(text)
    .map((run) => (run.dir ? LRI + run.text + PDI : run.text))
    .join("");

/** For each unit of `isolateLatin(text)`, the index of the same character in `text`. */
function sourceIndices(isolated: string): number[] {
  const map: number[] = [];
  let source = 0;
  for (let i = 0; i < isolated.length; i++) {
    map.push(source);
    if (isolated[i] !== LRI && isolated[i] !== PDI) source += 1;
  }
  return map;
}

/**
 * The face for each UTF-16 unit: the previous character's face when it has the character (so a
 * space or a comma does not split a run), else the first face of the stack that has it.
 */
function facesFor(text: string, stack: FontStack): Face[] {
  const faces: Face[] = [];
  let previous: Face | undefined;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    const char = String.fromCodePoint(cp);
    let face: Face | undefined;
    if (previous && (previous.has.has(cp) || CLINGS.test(char))) face = previous;
    face ??= stack.find((f) => f.has.has(cp)) ?? (CLINGS.test(char) ? stack[0] : undefined);
    if (!face)
      throw new Error(`share image: no glyph for U+${cp.toString(16).toUpperCase().padStart(4, "0")} in «${text}»`);
    faces.push(face);
    if (cp > 0xffff) {
      faces.push(face); // the low surrogate
      i++;
    }
    previous = face;
  }
  return faces;
}

/** Shapes one line of text (a paragraph of its own) with the base direction given. */
export function shapeLine(line: string, stack: FontStack, base: "rtl" | "ltr" = "rtl"): ShapedLine {
  if (!line) return { text: line, width: 0, glyphs: [] };
  const text = base === "rtl" ? isolateLatin(line) : line;
  const source = sourceIndices(text);
  const faces = facesFor(text, stack);
  const embedding = bidi.getEmbeddingLevels(text, base);
  const { levels } = embedding;

  // Runs of one face and one embedding level, in logical order.
  const runOf = new Int32Array(text.length);
  const runs: { start: number; end: number; face: Face; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.face === faces[i] && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, face: faces[i], level: levels[i] });
    runOf[i] = runs.length - 1;
  }
  // Their visual order (left to right), from the bidi algorithm's reordering of the characters.
  const order: number[] = [];
  for (const i of bidi.getReorderedIndices(text, embedding)) {
    if (order.at(-1) !== runOf[i]) order.push(runOf[i]);
  }

  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const r of new Set(order)) {
    const run = runs[r];
    const buffer = new hb.Buffer();
    // The whole line goes in as context, so letters at a run's edge still see their neighbours.
    buffer.addText(text, run.start, run.end - run.start);
    buffer.setDirection(run.level % 2 ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.setLanguage(run.level % 2 ? "ar" : "en");
    buffer.guessSegmentProperties();
    hb.shape(run.face.font, buffer);
    const em = run.face.upem;
    for (const g of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        face: run.face,
        id: g.codepoint,
        cluster: source[g.cluster],
        x: pen + (g.xOffset ?? 0) / em,
        y: (g.yOffset ?? 0) / em,
      });
      pen += (g.xAdvance ?? 0) / em;
    }
  }
  return { text: line, width: pen, glyphs };
}

/** Vertical metrics of a stack's first face, in ems: what a line of it needs above and below. */
export function extents(stack: FontStack): { ascender: number; descender: number } {
  const { ascender, descender } = stack[0].font.hExtents();
  return { ascender: ascender / stack[0].upem, descender: -descender / stack[0].upem };
}

/** Stands for a space inside a left-to-right run while a title is cut into words. */
const KEPT_SPACE = "\uE001";

/**
 * The words a title may break between. On a right-to-left line a left-to-right run (a phone
 * number, an address, `A* = 56`, `Data Science`) is one word: broken over two lines, each line
 * would isolate its half and the halves would read in the wrong order.
 */
export function wordsOf(text: string, base: "rtl" | "ltr" = "rtl"): string[] {
  const kept =
    base === "rtl"
      ? splitLatinRuns(text)
          .map((run) => (run.dir ? run.text.replaceAll(" ", KEPT_SPACE) : run.text))
          .join("")
      : text;
  return kept
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replaceAll(KEPT_SPACE, " "));
}

/** One way to set a title: a font size and the most lines it may take at that size. */
export interface FitStep {
  size: number;
  lines: number;
}

/** A title set in lines, at a size in pixels, every line at most the width it was given. */
export interface FittedText {
  size: number;
  lines: ShapedLine[];
}

/**
 * Sets `text` in the first step (largest first) where its words, broken into at most that many
 * lines, all fit `maxWidth` pixels; the words are spread so the longest line is as short as it
 * can be (balanced, not greedy). When no step fits (one very long word), the last step's layout
 * is scaled down until it does: a title never overflows.
 */
export function fitText(
  text: string,
  stack: FontStack,
  maxWidth: number,
  steps: readonly FitStep[],
  base: "rtl" | "ltr" = "rtl",
): FittedText {
  const words = wordsOf(text, base);
  const memo = new Map<string, ShapedLine>();
  const line = (from: number, to: number) => {
    const key = `${from}:${to}`;
    let shaped = memo.get(key);
    if (!shaped) memo.set(key, (shaped = shapeLine(words.slice(from, to).join(" "), stack, base)));
    return shaped;
  };
  /** The breaks into `count` lines whose widest line is narrowest. */
  const balanced = (count: number): ShapedLine[] => {
    let best: { lines: ShapedLine[]; widest: number } | undefined;
    const walk = (from: number, left: number, lines: ShapedLine[]) => {
      if (left === 1) {
        const all = [...lines, line(from, words.length)];
        const widest = Math.max(...all.map((l) => l.width));
        if (!best || widest < best.widest) best = { lines: all, widest };
        return;
      }
      for (let to = from + 1; to <= words.length - left + 1; to++) walk(to, left - 1, [...lines, line(from, to)]);
    };
    walk(0, Math.min(count, Math.max(words.length, 1)), []);
    return best?.lines ?? [];
  };

  let last: FittedText = { size: 0, lines: [] };
  for (const step of steps) {
    for (let count = 1; count <= step.lines; count++) {
      const lines = balanced(count);
      last = { size: step.size, lines };
      if (Math.max(0, ...lines.map((l) => l.width)) * step.size <= maxWidth) return last;
      if (count >= words.length) break;
    }
  }
  const widest = Math.max(0, ...last.lines.map((l) => l.width));
  return { size: Math.min(last.size, Math.floor((maxWidth / widest) * 100) / 100), lines: last.lines };
}

/** SVG path data of a glyph, in font units, cached. */
export function glyphPath(face: Face, id: number): string {
  let d = face.paths.get(id);
  if (d === undefined) face.paths.set(id, (d = face.font.glyphToPath(id)));
  return d;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/**
 * A shaped line as SVG: one `<path>` per glyph with an outline, placed so the line's left end
 * is at `x` and its baseline at `y`, at `size` pixels to the em.
 */
export function lineSvg(line: ShapedLine, x: number, y: number, size: number, fill: string): string {
  const paths = line.glyphs
    .map((g) => {
      const d = glyphPath(g.face, g.id);
      if (!d) return "";
      const k = size / g.face.upem;
      return `<path transform="translate(${num(x + g.x * size)} ${num(y - g.y * size)}) scale(${k} ${-k})" d="${d}"/>`;
    })
    .join("");
  return `<g fill="${fill}">${paths}</g>`;
}
