import { describe, expect, it } from "vitest";
import { cacheControlFor } from "./cache-rules.js";

describe("cache rule of a build file", () => {
  it.each([
    ["/assets/entry.client-AbC123.js", "public, max-age=31536000, immutable"],
    ["/assets/app-x.css", "public, max-age=31536000, immutable"],
    ["/builds/latest.json", "public, max-age=0, s-maxage=60"],
    ["/builds/meta/abc.json", "public, max-age=0, must-revalidate"],
    ["/_i18n/0123abcd/ar/messages.json", "public, max-age=86400"],
    ["/help.data", "public, max-age=60"],
    ["/_.data", "public, max-age=60"],
    ["/help/index.html", "public, max-age=0, must-revalidate"],
    ["/index.html", "public, max-age=0, must-revalidate"],
    ["/sitemap.xml", "public, max-age=0, must-revalidate"],
    ["/favicon.ico", "public, max-age=0, must-revalidate"],
    // Share images keep their URL from build to build (the pages' og:image): revalidated by ETag.
    ["/og/colleges/it/swe.png", "public, max-age=0, must-revalidate"],
  ])("%s → %s", (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
