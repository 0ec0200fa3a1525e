// @ts-check
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAD_BUCKET, padGzip, padPlain, storedSpaces } from "./padded-gzip.js";

/** Bodies of very different sizes and compressibility: tiny, repetitive, incompressible, Arabic. */
const BODIES = [
  Buffer.from("{}"),
  Buffer.from(JSON.stringify({ error: "stream and average required" })),
  Buffer.from("مرحبا ".repeat(300)),
  Buffer.from(randomBytes(900).toString("base64")),
  randomBytes(3000),
];
const TARGET = 6000;

describe("padGzip", () => {
  it.each(BODIES.map((body) => [body.length, body]))("a %i-byte body: gunzips to itself and spaces only", (_, body) => {
    const out = gunzipSync(padGzip(body, TARGET));
    expect(out.subarray(0, body.length).equals(body) && /^ *$/.test(out.subarray(body.length).toString("latin1"))).toBe(
      true,
    );
  });

  it.each(BODIES.map((body) => [body.length, body]))("a %i-byte body: the stream is exactly the target", (_, body) => {
    expect(padGzip(body, TARGET).length).toBe(TARGET);
  });

  it.each([1, 9])("at compression level %i the length is the target too", (level) => {
    expect(padGzip(BODIES[2], TARGET, { level }).length).toBe(TARGET);
  });

  it("padding past one stored block's 65,535 bytes: exact and valid", () => {
    const body = Buffer.from("{}");
    const target = 200_000;
    const stream = padGzip(body, target);
    const out = gunzipSync(stream);
    expect([stream.length, out.subarray(0, 2).toString(), /^ +$/.test(out.subarray(2).toString("latin1"))]).toEqual([
      target,
      "{}",
      true,
    ]);
  });

  it("a body over the target goes to the next bucket, whole, and is told", () => {
    const body = randomBytes(TARGET + 100); // random bytes do not compress
    let told = 0;
    const stream = padGzip(body, TARGET, { over: () => told++ });
    expect([
      stream.length % PAD_BUCKET,
      stream.length > TARGET,
      gunzipSync(stream).subarray(0, body.length).equals(body),
      told,
    ]).toEqual([0, true, true, 1]);
  });
});

describe("padPlain", () => {
  it.each(BODIES.map((body) => [body.length, body]))("a %i-byte body: padded to the target with spaces", (_, body) => {
    const out = padPlain(body, TARGET);
    expect([
      out.length,
      out.subarray(0, body.length).equals(body),
      /^ *$/.test(out.subarray(body.length).toString("latin1")),
    ]).toEqual([TARGET, true, true]);
  });

  it("a body over the target goes to the next bucket", () => {
    expect(padPlain(Buffer.alloc(TARGET + 1, 0x61), TARGET).length).toBe(
      Math.ceil((TARGET + 1) / PAD_BUCKET) * PAD_BUCKET,
    );
  });
});

describe("storedSpaces", () => {
  it.each([5, 6, 1000, 65_540, 65_541, 140_000])("%i bytes of blocks take exactly that many bytes", (bytes) => {
    expect(storedSpaces(bytes, true).blocks.length).toBe(bytes);
  });
});
