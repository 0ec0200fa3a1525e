// @ts-check
/**
 * Gzip for a page whose beginning and end never change and whose middle does (the no-JavaScript
 * lookup's answer: the results page with only its lookup part new). The fixed parts are
 * compressed once, at start, as raw deflate; each answer compresses only its middle and sends
 * header + beginning + middle + end + trailer, one valid gzip stream. This works because a deflate
 * stream is a series of blocks: the beginning and the middle end on a sync flush (a byte boundary,
 * no final block), and each part refers only to its own bytes. The trailer's CRC-32 is carried on
 * from part to part. A lookup page (80 KB) so costs the server about 0.1 ms of compression
 * instead of 0.6–1.4 ms.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** gzip's member header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * @param {string} before the fixed beginning
 * @param {string} after the fixed end
 */
export function splicedGzip(before, after) {
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  const headDeflated = deflateRawSync(head, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const tailDeflated = deflateRawSync(tail, { level: 9 });
  const headCrc = crc32(head);
  return {
    /** The whole page, uncompressed. */
    plain: (/** @type {string} */ middle) => before + middle + after,
    /** The whole page as one gzip stream; only `middle` is compressed now. */
    gzip(/** @type {string} */ middle) {
      const body = Buffer.from(middle);
      // Nothing to compress writes a final empty block, which would end the stream there.
      const bodyDeflated = body.length
        ? deflateRawSync(body, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })
        : Buffer.alloc(0);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc32(tail, crc32(body, headCrc)), 0);
      trailer.writeUInt32LE((head.length + body.length + tail.length) % 2 ** 32, 4);
      return Buffer.concat([GZIP_HEADER, headDeflated, bodyDeflated, tailDeflated, trailer]);
    },
  };
}
