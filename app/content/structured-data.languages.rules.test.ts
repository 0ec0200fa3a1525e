/** A page's structured data in its own language (structured-data.ts `inPageLanguage`, decision 026). */
import { describe, expect, it } from "vitest";
import { UNIVERSITY_ID, inPageLanguage } from "./structured-data.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { pagePath, programPath } from "#app/lib/paths.ts";
import { inLocale } from "#app/i18n/locales.ts";

const PROGRAM = programPath("it", "iti");
const en = (path: string) => absoluteUrl(inLocale(path, "en"));

const graph = {
  "@graph": [
    {
      "@type": "CollegeOrUniversity",
      "@id": UNIVERSITY_ID,
      url: absoluteUrl(pagePath("/")),
      logo: absoluteUrl("/logo.svg"),
    },
    {
      "@type": "EducationalOccupationalProgram",
      "@id": `${absoluteUrl(PROGRAM)}#program`,
      url: absoluteUrl(PROGRAM),
      inLanguage: "ar",
      provider: { "@id": UNIVERSITY_ID },
      sameAs: ["https://example.org/colleges/it"],
      image: absoluteUrl("/og/colleges/it/iti.png"),
    },
  ],
};

describe("structured data in the page's language", () => {
  it("is the nodes as built on a default-locale page", () => {
    expect(inPageLanguage(graph, "ar")).toBe(graph);
  });

  it("on another language's page: the site's page addresses and inLanguage are that language's", () => {
    const [university, program] = inPageLanguage(graph, "en")["@graph"] as Record<string, unknown>[];
    expect(university).toEqual({ ...graph["@graph"][0], url: en(pagePath("/")) });
    expect(program).toMatchObject({
      "@id": `${en(PROGRAM)}#program`,
      url: en(PROGRAM),
      inLanguage: "en",
      // One university for every language; files and other sites keep their one address, but for
      // the page's share image, which is drawn in each language.
      provider: { "@id": UNIVERSITY_ID },
      sameAs: ["https://example.org/colleges/it"],
      image: absoluteUrl("/og/en/colleges/it/iti.png"),
    });
    expect(university.logo).toBe(absoluteUrl("/logo.svg"));
  });
});
