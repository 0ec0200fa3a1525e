/**
 * Links are made from the one list of pages (common/pages.js) by `pagePath`, never written by hand
 * (scripts/hard-coded-paths.rules.test.ts finds a page's path written anywhere in the code).
 */
import { describe, expect, it } from "vitest";
import { pagePath } from "./paths.ts";

describe("links come from the one list of pages", () => {
  it("pagePath fills a page's segments, query, section and locale", () => {
    expect(pagePath("/colleges/:college/:program", { college: "it", program: "swe" })).toBe("/colleges/it/swe");
    expect(pagePath("/help", {}, { hash: "tuition-fees" })).toBe("/help#tuition-fees");
    expect(pagePath("/programs", {}, { query: { stream: "scientific", average: 80, empty: "" } })).toBe(
      "/programs?stream=scientific&average=80",
    );
    expect(pagePath("/colleges/:college", { college: "it" }, { locale: "en" })).toBe("/en/colleges/it");
    expect(pagePath("/", {}, { locale: "en" })).toBe("/en");
    expect(pagePath("/", {}, { locale: "ar" })).toBe("/");
    // Every pattern of the list is a page's: a pattern not in it does not compile.
    // @ts-expect-error "/helpp" is not a page
    expect(pagePath("/helpp")).toBe("/helpp");
  });
});
