/**
 * SVG → PNG. resvg draws the pixels (WebAssembly: one package for every platform, no native
 * binary; the SVG holds only shapes and glyph outlines, so it needs no fonts). The PNG is written
 * here: a card is a few flat colours and their anti-aliased edges, usually under 256 colours in
 * all, so it goes out as an indexed (palette) PNG with every pixel kept exactly; a card with more
 * colours goes out as 24-bit RGB. Either is far smaller than resvg's own RGBA file.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { crc32, deflateSync } from "node:zlib";
import { Resvg, initWasm } from "@resvg/resvg-wasm";

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

/** Loads resvg's WebAssembly module once per process. */
export function initRenderer(): Promise<void> {
  ready ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return ready;
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row by row. */
  rgba: Uint8Array;
}

/** The pixels of an SVG drawn at its own size. */
export async function rasterise(svg: string): Promise<Pixels> {
  await initRenderer();
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  const image = resvg.render();
  const out = { width: image.width, height: image.height, rgba: image.pixels };
  image.free();
  resvg.free();
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An opaque image as PNG: indexed when it has at most 256 colours (lossless either way).
 * Rows are unfiltered: on flat colours with thin edges that deflates best (tried on RGB: Sub
 * and Up made a card 25–40 % larger).
 */
export function encodePng({ width, height, rgba }: Pixels): Buffer {
  // One 32-bit word a pixel (alpha included: the card is opaque, so it is the same everywhere).
  const words = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const pixels = new Uint32Array(words.buffer, words.byteOffset, width * height);
  const palette = new Map<number, number>();
  let rows = Buffer.alloc((width + 1) * height);
  let last = -1;
  let index = 0;
  indexing: for (let y = 0, out = 0; y < height; y++) {
    rows[out++] = 0; // the row's filter type: None
    for (let p = y * width, end = p + width; p < end; p++) {
      const word = pixels[p];
      if (word !== last) {
        let known = palette.get(word);
        if (known === undefined) {
          if (palette.size === 256) break indexing;
          palette.set(word, (known = palette.size));
        }
        last = word;
        index = known;
      }
      rows[out++] = index;
    }
  }
  const indexed = palette.size <= 256 && (height === 0 || last === pixels[width * height - 1]);
  if (!indexed) {
    const stride = width * 3 + 1;
    rows = Buffer.alloc(stride * height);
    for (let y = 0, out = 0; y < height; y++) {
      rows[out++] = 0;
      for (let p = y * width * 4, end = p + width * 4; p < end; p += 4) {
        rows[out++] = rgba[p];
        rows[out++] = rgba[p + 1];
        rows[out++] = rgba[p + 2];
      }
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample (or per palette index)
  header[9] = indexed ? 3 : 2; // colour type: palette, or RGB
  const parts = [SIGNATURE, chunk("IHDR", header)];
  if (indexed) {
    const plte = Buffer.alloc(palette.size * 3);
    const bytes = new Uint8Array(4);
    const view = new Uint32Array(bytes.buffer);
    for (const [word, i] of palette) {
      view[0] = word; // back to the pixel's bytes, whatever the machine's byte order
      plte.set(bytes.subarray(0, 3), i * 3);
    }
    parts.push(chunk("PLTE", plte));
  }
  // Level 6: level 9 made the cards 10 % smaller for eight times the time (about 40 ms a card).
  parts.push(chunk("IDAT", deflateSync(rows, { level: 6 })), chunk("IEND", new Uint8Array()));
  return Buffer.concat(parts);
}

/** An SVG as PNG. */
export async function renderPng(svg: string): Promise<Buffer> {
  return encodePng(await rasterise(svg));
}
