import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { splicedGzip } from "./spliced-gzip.js";

describe("spliced gzip", () => {
  const before = "<!DOCTYPE html><html lang=ar><body><header>" + "رأس الصفحة ".repeat(4000);
  const after = "</main><footer>" + "تذييل ".repeat(3000) + "</footer></body></html>";
  const page = splicedGzip(before, after);

  it.each([
    ["an empty middle", ""],
    ["a short middle", "<p>لم نجد نتيجة</p>"],
    ["a long middle that repeats the beginning", "<section>" + "رأس الصفحة ".repeat(2000) + "</section>"],
  ])("is one gzip stream that decompresses to the whole page: %s", (_, middle) => {
    expect(gunzipSync(page.gzip(middle)).toString()).toBe(before + middle + after);
    expect(page.plain(middle).toString()).toBe(before + middle + after);
  });

  it.each([
    ["an empty middle", ""],
    ["a short middle", "<p>لم نجد نتيجة</p>"],
    ["a long middle", "<section>" + "نص ".repeat(2000) + "</section>"],
  ])("padded to a size, is that long and decompresses to the page with spaces after the middle: %s", (_, middle) => {
    const gzip = page.gzip(middle, { size: 12_000 });
    const plain = page.plain(middle, { size: 300_000 });
    const spaced = (/** @type {Buffer} */ out) => {
      const text = out.toString();
      const gap = text.slice(before.length + middle.length, text.length - after.length);
      return text.startsWith(before + middle) && text.endsWith(after) && /^ +$/.test(gap);
    };
    expect([gzip.length, spaced(gunzipSync(gzip)), plain.length, spaced(plain)]).toEqual([12_000, true, 300_000, true]);
  });

  it("compresses the fixed parts as well as gzip would", () => {
    expect(page.gzip("<p>x</p>").length).toBeLessThan(Buffer.byteLength(before + after) / 10);
  });
});
