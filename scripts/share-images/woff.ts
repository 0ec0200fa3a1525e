/**
 * WOFF 1.0 → the TrueType/OpenType file it wraps (https://www.w3.org/TR/WOFF/). A WOFF file is
 * the font's tables, each zlib-compressed when that made it smaller, behind a 44-byte header and
 * a table directory; unpacking it is re-writing the sfnt header and tables. The site's font
 * package ships WOFF and WOFF2 only, and HarfBuzz reads neither.
 */
import { inflateSync } from "node:zlib";

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Buffer {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.length < WOFF_HEADER || src.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = src.readUInt32BE(4);
  const count = src.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = src.readUInt32BE(at + 4);
    const compressed = src.readUInt32BE(at + 8);
    const original = src.readUInt32BE(at + 12);
    const stored = src.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error(`WOFF table ${src.toString("latin1", at, at + 4)}: wrong length`);
    return { tag: src.subarray(at, at + 4), checksum: src.readUInt32BE(at + 16), data };
  });

  const out = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * count + tables.reduce((n, t) => n + pad4(t.data.length), 0));
  // The offset table's binary-search fields (OpenType spec, "Table directory").
  const entrySelector = Math.floor(Math.log2(Math.max(count, 1)));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}
