import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LANGUAGE_OFFER_SCRIPT, OFFER_ATTRIBUTE } from "./language-offer.ts";
import { LOCALE_COOKIE } from "./locale-cookie.ts";

/**
 * The head's script, run as a browser runs it (a fresh global with only `document` and
 * `navigator`), on a table of visitors. The expected offers are the rule of decision 026 read by
 * hand, not computed: the browser's first language the site has (Arabic, English), unless it is
 * the page's, and never once the locale cookie names a language.
 */
interface Visitor {
  why: string;
  page: string;
  cookie: string;
  languages: string[] | undefined;
  language?: string;
  offered: string | undefined;
}

const VISITORS: Visitor[] = [
  { why: "English browser, Arabic page", page: "ar", cookie: "", languages: ["en-US", "en"], offered: "en" },
  {
    why: "a language the site lacks is passed over",
    page: "ar",
    cookie: "",
    languages: ["fr-FR", "en-GB"],
    offered: "en",
  },
  { why: "Arabic browser, English page", page: "en", cookie: "", languages: ["ar-PS", "en"], offered: "ar" },
  { why: "the page's own language first", page: "ar", cookie: "", languages: ["ar", "en-US"], offered: undefined },
  { why: "the page's language in capitals", page: "ar", cookie: "", languages: ["AR-jo"], offered: undefined },
  { why: "no language of the site", page: "ar", cookie: "", languages: ["fr", "de-DE"], offered: undefined },
  { why: "no languages at all", page: "ar", cookie: "", languages: [], offered: undefined },
  {
    why: "an old browser with navigator.language only",
    page: "ar",
    cookie: "",
    languages: undefined,
    language: "en-US",
    offered: "en",
  },
  {
    why: "a visitor who has read the site in Arabic",
    page: "ar",
    cookie: `${LOCALE_COOKIE}=ar`,
    languages: ["en-US"],
    offered: undefined,
  },
  {
    why: "a visitor who has chosen English, on an Arabic page",
    page: "ar",
    cookie: `theme=dark; ${LOCALE_COOKIE}=en`,
    languages: ["en-US"],
    offered: undefined,
  },
  {
    why: "another cookie whose name ends like the locale's",
    page: "ar",
    cookie: `x${LOCALE_COOKIE}=ar`,
    languages: ["en-US"],
    offered: "en",
  },
];

function offerFor({ page, cookie, languages, language }: Visitor): string | undefined {
  const attributes = new Map<string, string>();
  const documentElement = {
    lang: page,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(LANGUAGE_OFFER_SCRIPT, {
    document: { documentElement, cookie },
    navigator: { languages, language },
  });
  return attributes.get(OFFER_ATTRIBUTE);
}

describe("the head's script offers the page in another language on a first visit only", () => {
  it.each(VISITORS)("$why: $offered", (visitor) => {
    expect(offerFor(visitor)).toBe(visitor.offered);
  });

  it("a browser that throws on reading its languages gets no offer and the page no error", () => {
    const documentElement = { lang: "ar", setAttribute: () => undefined };
    const navigator = {
      get languages(): string[] {
        throw new Error("blocked");
      },
    };
    expect(() =>
      runInNewContext(LANGUAGE_OFFER_SCRIPT, { document: { documentElement, cookie: "" }, navigator }),
    ).not.toThrow();
  });
});
