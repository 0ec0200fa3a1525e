import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng, type Pixels } from "./png.ts";

/** Decodes the PNGs this encoder writes (8-bit palette or RGB, unfiltered rows) back to RGBA. */
function decode(png: Buffer): Pixels & { colourType: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let ihdr: Buffer = Buffer.alloc(0);
  let plte: Buffer = Buffer.alloc(0);
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") ihdr = data;
    if (type === "PLTE") plte = data;
    if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const colourType = ihdr[9];
  const rows = inflateSync(Buffer.concat(idat));
  const bpp = colourType === 3 ? 1 : 3;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width * bpp + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const src = y * (width * bpp + 1) + 1 + x * bpp;
      const rgb = colourType === 3 ? plte.subarray(rows[src] * 3, rows[src] * 3 + 3) : rows.subarray(src, src + 3);
      rgba.set([...rgb, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba, colourType };
}

function image(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Pixels {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rgba.set([...colour(x, y), 255], (y * width + x) * 4);
  return { width, height, rgba };
}

describe("PNG writer", () => {
  it("writes an image of up to 256 colours as a palette PNG, every pixel kept", () => {
    const source = image(40, 30, (x, y) => [(x % 4) * 60, (y % 5) * 50, (x + y) % 3 === 0 ? 255 : 0]);
    const decoded = decode(encodePng(source));
    expect(decoded.colourType).toBe(3);
    expect(decoded).toMatchObject({ width: 40, height: 30 });
    expect(decoded.rgba).toEqual(source.rgba);
  });

  it("writes an image of more colours as RGB, every pixel kept", () => {
    const source = image(64, 20, (x, y) => [x * 4, y * 12, 77]);
    const decoded = decode(encodePng(source));
    expect(decoded.colourType).toBe(2);
    expect(decoded.rgba).toEqual(source.rgba);
  });

  it("switches to RGB when the 257th colour is the very last pixel", () => {
    const source = image(257, 1, (x) => [x % 256, x === 256 ? 1 : 0, 0]);
    const decoded = decode(encodePng(source));
    expect(decoded.colourType).toBe(2);
    expect(decoded.rgba).toEqual(source.rgba);
  });
});
