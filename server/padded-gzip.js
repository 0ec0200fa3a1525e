// @ts-check
/**
 * Responses padded to one size per kind, so that their length says nothing of the result they
 * carry (docs/decisions/011, "What the sizes and URLs tell"). Plain bodies are padded with
 * spaces. A gzip stream cannot be padded after the fact (its length is what compression made of
 * the content), so it is built here: the content deflated up to a sync flush (a byte boundary),
 * then the spaces in *stored* deflate blocks (BTYPE 00: copied as they are, so compression cannot
 * take them away again and the stream's length is exactly what we choose), then the rest of the
 * stream. JSON and HTML both allow the whitespace.
 *
 * Should content ever exceed its target (the targets are the worst cases measured at start plus a
 * margin, so it should not), it is still sent whole, padded up to the next multiple of
 * PAD_BUCKET, and the server says so once per kind in its log.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** gzip's member header: deflate, no name, no time, unknown system. */
export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block's header: the block-type byte, then LEN and its complement NLEN. */
const STORED_HEADER = 5;
const STORED_MAX = 0xffff;
/** Past its target, a response is padded to a multiple of this. */
export const PAD_BUCKET = 1024;
const SPACE = 0x20;

/**
 * The length to send content of `least` bytes at (`least` with the padding's smallest form): the
 * target, or past it the next multiple of PAD_BUCKET (`over` is told, to log it).
 * @param {number} least @param {number} target @param {() => void} [over]
 */
export function paddedLength(least, target, over) {
  if (least <= target) return target;
  over?.();
  return Math.ceil(least / PAD_BUCKET) * PAD_BUCKET;
}

/**
 * Stored blocks of spaces taking exactly `bytes` bytes of the stream, headers included (at least
 * STORED_HEADER); the last one final when `final`. Returns the blocks and how many spaces they hold.
 * @param {number} bytes @param {boolean} final
 */
export function storedSpaces(bytes, final) {
  if (bytes < STORED_HEADER) throw new RangeError(`stored padding needs ${STORED_HEADER} bytes at least`);
  const blocks = Math.ceil(bytes / (STORED_MAX + STORED_HEADER));
  const spaces = bytes - blocks * STORED_HEADER;
  const out = Buffer.alloc(bytes, SPACE);
  let at = 0;
  for (let i = 0, left = spaces; i < blocks; i++) {
    const n = Math.min(left, STORED_MAX);
    out[at] = final && i === blocks - 1 ? 1 : 0; // BFINAL, BTYPE 00, the rest of the byte unused
    out.writeUInt16LE(n, at + 1);
    out.writeUInt16LE(~n & 0xffff, at + 3);
    at += STORED_HEADER + n;
    left -= n;
  }
  return { blocks: out, spaces };
}

/** gzip's trailer: CRC-32 and length (mod 2³²) of the uncompressed content. */
export function gzipTrailer(/** @type {number} */ crc, /** @type {number} */ length) {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return trailer;
}

/** The raw deflate of `body` up to a sync flush: byte-aligned, no final block (what may follow is ours). */
export const deflateFlushed = (/** @type {Buffer} */ body, level = 1) =>
  body.length ? deflateRawSync(body, { level, finishFlush: constants.Z_SYNC_FLUSH }) : Buffer.alloc(0);

/** The gzip stream of `body` with no padding, as long as deflateFlushed's (for measuring targets). */
export const gzipLeast = (/** @type {Buffer} */ body, level = 1) =>
  GZIP_HEADER.length + deflateFlushed(body, level).length + STORED_HEADER + 8;

/**
 * A body padded with spaces to `target` bytes (or the next bucket past it).
 * @param {Buffer} body @param {number} target @param {() => void} [over]
 */
export function padPlain(body, target, over) {
  const length = paddedLength(body.length, target, over);
  const out = Buffer.alloc(length, SPACE);
  body.copy(out);
  return out;
}

/**
 * `body` and spaces after it as one gzip stream of exactly `target` bytes (or the next bucket past
 * it): the body deflated at `level`, the spaces in stored blocks, the last one final.
 * @param {Buffer} body @param {number} target @param {{ level?: number, over?: () => void }} [options]
 */
export function padGzip(body, target, { level = 1, over } = {}) {
  const deflated = deflateFlushed(body, level);
  const fixed = GZIP_HEADER.length + deflated.length + 8;
  const length = paddedLength(fixed + STORED_HEADER, target, over);
  const { blocks, spaces } = storedSpaces(length - fixed, true);
  const crc = crc32(Buffer.alloc(spaces, SPACE), crc32(body));
  return Buffer.concat([GZIP_HEADER, deflated, blocks, gzipTrailer(crc, body.length + spaces)], length);
}

/**
 * Says once per kind that a response outgrew its target (the log's only word of it).
 * @param {string} kind
 */
export function overOnce(kind) {
  let said = false;
  return () => {
    if (said) return;
    said = true;
    console.warn(`${kind}: a response was larger than its padded size; sent padded to the next ${PAD_BUCKET} bytes.`);
  };
}
