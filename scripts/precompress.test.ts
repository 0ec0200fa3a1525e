import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { MIN_BYTES, brotliQualityFor, isCompressible, precompress } from "./precompress.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes Brotli and gzip copies that decode to the original, for text files of a useful size", async () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "help"));
    const page = "<p>مرحبًا بكم في صفحة المساعدة</p>\n".repeat(200);
    writeFileSync(join(dir, "help", "index.html"), page);
    writeFileSync(join(dir, "help.data"), page);
    writeFileSync(join(dir, "tiny.js"), "export const a = 1;");
    writeFileSync(join(dir, "font.woff2"), Buffer.alloc(MIN_BYTES * 4, 7));

    const totals = await precompress(dir);

    expect(totals.files).toBe(2);
    for (const file of [join(dir, "help", "index.html"), join(dir, "help.data")]) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page);
    }
    expect(totals.br).toBeLessThan(totals.gz);
    expect(totals.gz).toBeLessThan(totals.raw / 10);
    expect(existsSync(join(dir, "tiny.js.br"))).toBe(false); // below MIN_BYTES
    expect(existsSync(join(dir, "font.woff2.br"))).toBe(false); // already compressed
  });

  it("knows which files are text, and never compresses a compressed copy again", () => {
    for (const name of [
      "index.html",
      "entry.client-x1.js",
      "root-x2.css",
      "_.data",
      "sitemap.xml",
      "manifest.webmanifest",
      "favicon.ico",
      "latest.json",
    ]) {
      expect(isCompressible(name), name).toBe(true);
    }
    for (const name of ["index.html.br", "app.js.gz", "font.woff2", "portrait.webp", "home.png"])
      expect(isCompressible(name), name).toBe(false);
  });

  it("gives the first load's scripts and styles Brotli's smallest (11), the pages and payloads 10", () => {
    for (const name of ["assets/entry.client-x1.js", "assets/root-x2.css", "assets/chunk.mjs"])
      expect(brotliQualityFor(name), name).toBe(11);
    for (const name of ["help/index.html", "help.data", "search-index.json", "sitemap.xml"])
      expect(brotliQualityFor(name), name).toBe(10);
  });
});
