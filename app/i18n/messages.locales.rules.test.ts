/**
 * What every locale's messages file must be beside the default's (decision 026): the same
 * arguments in each message (the code passes the same values to every language), plural branches
 * of the locale's own categories with an `other` to fall back on, and a left-to-right locale's
 * words in its own script, without an Arabic letter left behind.
 */
import { describe, expect, it } from "vitest";
import { parseMessage, type MessagePart } from "./format-message.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";
import { serverMessages as messagesOf } from "./messages.server.ts";
import { translate } from "./messages.ts";
import { ARABIC_SCRIPT } from "#app/lib/arabic.ts";
import { WRITTEN_LANGUAGES } from "#app/lib/format.ts";
const others = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code);

/** The names of a message's arguments (plural and select ones too), sorted. */
function argumentsOf(parts: MessagePart[], into = new Set<string>()): string[] {
  for (const part of parts) {
    if (typeof part === "string" || "pound" in part) continue;
    into.add(part.arg);
    if ("branches" in part) for (const branch of Object.values(part.branches)) argumentsOf(branch, into);
  }
  return [...into].sort();
}

/** Each plural of a message: its branch names. */
function pluralBranches(parts: MessagePart[], into: string[][] = []): string[][] {
  for (const part of parts) {
    if (typeof part === "string" || "pound" in part || !("branches" in part)) continue;
    if (part.kind === "plural") into.push(Object.keys(part.branches));
    for (const branch of Object.values(part.branches)) pluralBranches(branch, into);
  }
  return into;
}

describe("every locale's messages beside the default's", () => {
  it("there is a second locale, and each has a file", () => {
    expect(others.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(Object.keys(messagesOf(locale.code)), locale.code).not.toEqual([]);
  });

  it.each(others.map((l) => [l.code]))("%s: each message takes the same arguments as the default's", (code) => {
    const defaults = messagesOf(DEFAULT_LOCALE.code);
    const mismatched = Object.entries(messagesOf(code))
      .filter(([key]) => defaults[key] !== undefined)
      .filter(
        ([key, text]) => argumentsOf(parseMessage(text)).join() !== argumentsOf(parseMessage(defaults[key])).join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it.each(LOCALES.map((l) => [l.code]))("%s: plural branches are the language's categories, with «other»", (code) => {
    const categories = new Set(new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[]);
    const wrong = Object.entries(messagesOf(code)).flatMap(([key, text]) =>
      pluralBranches(parseMessage(text))
        .filter((names) => !names.includes("other") || names.some((n) => !categories.has(n) && !/^=\d+$/.test(n)))
        .map((names) => `${key}: ${names.join(" ")}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l.dir === "ltr").map((l) => [l.code]))(
    "%s: no Arabic letter or digit is left in a message",
    (code) => {
      expect(Object.entries(messagesOf(code)).filter(([, text]) => ARABIC_SCRIPT.test(text))).toEqual([]);
    },
  );
});

describe("every locale's numbers, dates, lists and counts", () => {
  it("the formatters write each locale's language (lib/format.ts)", () => {
    for (const locale of LOCALES) expect(WRITTEN_LANGUAGES, locale.code).toContain(locale.code);
  });

  it("a message counts by the plural rules of its own language", () => {
    const messages = { count: "{n, plural, one {one} two {two} other {other}}" };
    expect(translate(messages, "count", { n: 2 }, "count", "ar")).toBe("two");
    expect(translate(messages, "count", { n: 2 }, "count", "en")).toBe("other");
    expect(translate(messages, "count", { n: 2 })).toBe("two");
  });
});

describe("the rules themselves", () => {
  it("find a dropped argument, a borrowed category and a stray Arabic word", () => {
    expect(argumentsOf(parseMessage("{count, plural, one {# item in {place}} other {# items}}"))).toEqual([
      "count",
      "place",
    ]);
    expect(pluralBranches(parseMessage("{n, plural, two {a pair} other {#}}"))).toEqual([["two", "other"]]);
    expect(new Intl.PluralRules("en").resolvedOptions().pluralCategories).not.toContain("two");
    expect(ARABIC_SCRIPT.test("Admission keys: المفاتيح")).toBe(true);
    expect(ARABIC_SCRIPT.test("Admission keys — 2026/2027, JOD 1,200")).toBe(false);
  });
});
