/**
 * Lists of names in running Arabic: a name that holds «و» itself (`الريادة والأعمال`, `الذكاء
 * الاصطناعي وعلم البيانات`) is set off by a comma, even in a list of two, so the reader counts the
 * names right.
 */
import { describe, expect, it } from "vitest";
import { commaListParts, formatCommaList, holdsAnd } from "./format.ts";

describe("holdsAnd", () => {
  it.each([
    ["الريادة والأعمال", true],
    ["الذكاء الاصطناعي وعلم البيانات", true],
    ["العلمي", false],
    ["القانون", false],
    ["تكنولوجيا المعلومات", false],
    ["Banking and Finance", true],
    ["Andrology", false],
    ["Information Technology", false],
  ])("%s → %s", (name, expected) => {
    expect(holdsAnd(name)).toBe(expected);
  });
});

describe("formatCommaList", () => {
  it.each([
    [["العلمي"], "العلمي"],
    [["العلمي", "الأدبي"], "العلمي والأدبي"],
    [["الريادة والأعمال", "الشرعي"], "الريادة والأعمال، والشرعي"],
    [["الشرعي", "الريادة والأعمال"], "الشرعي، والريادة والأعمال"],
    [["العلمي", "الأدبي", "الشرعي"], "العلمي، والأدبي، والشرعي"],
  ])("%j → %s", (items, expected) => {
    expect(formatCommaList(items)).toBe(expected);
  });

  it("links take the same separators as text", () => {
    const names = ["الذكاء الاصطناعي وعلم البيانات", "القانون"];
    expect(
      commaListParts(names)
        .map((p) => p.value)
        .join(""),
    ).toBe(formatCommaList(names));
    expect(
      commaListParts(names)
        .filter((p) => p.type === "element")
        .map((p) => p.value),
    ).toEqual(names);
  });
});
