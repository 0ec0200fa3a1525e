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
    expect(page.plain(middle)).toBe(before + middle + after);
  });

  it("compresses the fixed parts as well as gzip would", () => {
    expect(page.gzip("<p>x</p>").length).toBeLessThan(Buffer.byteLength(before + after) / 10);
  });
});
