/**
 * When a search page offers another language's results: a table of what was typed, on which
 * page, with how many results, in a site published in which other languages.
 */
import { describe, expect, it } from "vitest";
import { searchElsewhere } from "./elsewhere.ts";

describe("searchElsewhere", () => {
  it.each([
    { query: "تمريض", page: "en", found: 0, written: ["ar"], offered: "ar" },
    { query: "إدارة الأعمال", page: "en", found: 0, written: ["ar"], offered: "ar" },
    { query: "nursing", page: "ar", found: 0, written: ["en"], offered: "en" },
    // Found on the page's own language: nothing to offer.
    { query: "nursing", page: "ar", found: 3, written: ["en"], offered: undefined },
    // A letter of the page's script: the visitor writes the page's language.
    { query: "nursing تمريض", page: "ar", found: 0, written: ["en"], offered: undefined },
    { query: "visa", page: "en", found: 0, written: ["ar"], offered: undefined },
    // No letter of any script: a number is nobody's language.
    { query: "2026", page: "en", found: 0, written: ["ar"], offered: undefined },
    // A language the site does not publish is never offered.
    { query: "nursing", page: "ar", found: 0, written: [], offered: undefined },
  ])("«$query» on a page in $page with $found results, $written published: $offered", (c) => {
    expect(searchElsewhere(c.query, c.page, c.found, c.written)?.code).toBe(c.offered);
  });
});
