import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "./language-suggestion.ts";

const both = ["ar", "en"];

describe("the first-visit language suggestion", () => {
  it("offers the page in the browser's first language the site has, on a first visit", () => {
    expect(suggestedLanguage({ page: "ar", remembered: undefined, preferred: ["en-US", "en"], existing: both })).toBe(
      "en",
    );
    // A language the site lacks is passed over for the next one the browser lists.
    expect(
      suggestedLanguage({ page: "ar", remembered: undefined, preferred: ["fr-FR", "en-GB"], existing: both }),
    ).toBe("en");
    expect(suggestedLanguage({ page: "en", remembered: undefined, preferred: ["ar-PS", "en"], existing: both })).toBe(
      "ar",
    );
  });

  it("offers nothing to a browser that prefers the page's language, even if it lists the other after it", () => {
    expect(
      suggestedLanguage({ page: "ar", remembered: undefined, preferred: ["ar", "en-US"], existing: both }),
    ).toBeUndefined();
    expect(
      suggestedLanguage({ page: "ar", remembered: undefined, preferred: ["AR-jo"], existing: both }),
    ).toBeUndefined();
  });

  it("offers nothing to a browser that names no language of the site, or none at all", () => {
    expect(
      suggestedLanguage({ page: "ar", remembered: undefined, preferred: ["fr", "de-DE"], existing: both }),
    ).toBeUndefined();
    expect(suggestedLanguage({ page: "ar", remembered: undefined, preferred: [], existing: both })).toBeUndefined();
  });

  it("offers nothing once the visitor has a language, whichever it is", () => {
    for (const remembered of ["ar", "en"])
      expect(suggestedLanguage({ page: "ar", remembered, preferred: ["en-US"], existing: both })).toBeUndefined();
  });

  it("offers nothing when the page does not exist in the browser's language (an Arabic-only news item)", () => {
    expect(
      suggestedLanguage({ page: "ar", remembered: undefined, preferred: ["en-US"], existing: ["ar"] }),
    ).toBeUndefined();
  });
});
