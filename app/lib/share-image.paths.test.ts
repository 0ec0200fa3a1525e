import { describe, expect, it } from "vitest";
import { indexablePaths } from "#app/content/site-paths.ts";
import { DEFAULT_SHARE_IMAGE, pageOfShareImage, shareImagePath } from "./share-image.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

// Built as the file loads, outside any test's time limit.
const registry = fixtureRegistry();

describe("shareImagePath", () => {
  it.each([
    ["/", "/og/home.png"],
    ["/help", "/og/help.png"],
    ["/help/", "/og/help.png"],
    ["/colleges", "/og/colleges.png"],
    ["/colleges/it", "/og/colleges/it.png"],
    ["/colleges/it/swe", "/og/colleges/it/swe.png"],
    [null, "/og/default.png"],
  ])("%s → %s", (path, expected) => {
    expect(shareImagePath(path)).toBe(expected);
  });

  it("reads back the page of each image, and no page from the default image or another file", () => {
    for (const path of ["/", "/help", "/colleges/it/swe", "/en", "/en/news/x"])
      expect(pageOfShareImage(shareImagePath(path))).toBe(path);
    expect(pageOfShareImage(DEFAULT_SHARE_IMAGE)).toBeNull();
    expect(pageOfShareImage("/logo.svg")).toBeNull();
  });

  it("gives every indexable page its own file, none of them the default", () => {
    const paths = indexablePaths(registry);
    const files = paths.map(shareImagePath);
    expect(new Set(files).size).toBe(paths.length);
    expect(files).not.toContain(DEFAULT_SHARE_IMAGE);
  });
});
