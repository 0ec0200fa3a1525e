import { describe, expect, it } from "vitest";
import { documentTitle, titleFromPath } from "./title.ts";

describe("documentTitle", () => {
  const site = "جامعة الأفق";
  it.each([
    ["a page title follows the site name", "القبول", "/admission-keys", "جامعة الأفق | القبول"],
    ["surrounding spaces are dropped", "  المساعدة ", "/help", "جامعة الأفق | المساعدة"],
    ["no title falls back to the last segment, capitalised", undefined, "/colleges/it", "جامعة الأفق | It"],
    ["hyphenated segments become words", null, "/colleges/college-template", "جامعة الأفق | College Template"],
    ["an empty title counts as none", "", "/contact-us", "جامعة الأفق | Contact Us"],
    ["a trailing slash is ignored", undefined, "/help/", "جامعة الأفق | Help"],
    ["the query string is ignored", undefined, "/publications?year=2024", "جامعة الأفق | Publications"],
    ["the home page is the site name alone", undefined, "/", "جامعة الأفق"],
    ["an encoded Arabic segment is decoded", undefined, "/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1", "جامعة الأفق | أخبار"],
    ["a malformed escape does not throw", undefined, "/%E0%A4%A", "جامعة الأفق | %E0%A4%A"],
    ["a file extension is not part of the title", undefined, "/sitemap.xml", "جامعة الأفق | Sitemap"],
  ])("%s", (_case, title, path, expected) => {
    expect(documentTitle(site, title, path)).toBe(expected);
  });
});

describe("titleFromPath", () => {
  it.each([
    ["/", undefined],
    ["", undefined],
    ["/a_b-c", "A B C"],
  ])("%s → %s", (path, expected) => {
    expect(titleFromPath(path)).toBe(expected);
  });
});
