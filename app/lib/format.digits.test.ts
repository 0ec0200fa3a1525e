import { describe, expect, it } from "vitest";
import {
  countNoun,
  formatCount,
  formatDate,
  formatDateRange,
  formatJod,
  formatNumber,
  parseLocalizedNumber,
} from "./format";
import { YEARS } from "./nouns";

describe("one numeral style", () => {
  it.each([
    [formatNumber(9400), "9,400"],
    [formatNumber(82.5), "82.5"],
    [formatJod(4500), "4,500 دينار أردني"],
    [formatDate("2027-07-22"), "22 تموز 2027"],
    [formatDate("2027-01-05"), "5 كانون الثاني 2027"],
    [formatDateRange("2027-07-22", "2027-08-31"), "22 تموز – 31 آب 2027"],
    [formatDateRange("2026-12-01", "2027-01-21"), "1 كانون الأول 2026 – 21 كانون الثاني 2027"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("parseLocalizedNumber", () => {
  it.each([
    ["92.5", 92.5],
    ["٩٢٫٥", 92.5],
    ["۸۰", 80],
    [" 75 ", 75],
    ["abc", undefined],
    ["", undefined],
  ])("%s → %s", (input, expected) => {
    expect(parseLocalizedNumber(input)).toBe(expected);
  });
});

describe("counted nouns agree with the number", () => {
  it.each([
    [1, "سنة واحدة"],
    [2, "سنتان"],
    [4, "4 سنوات"],
    [10, "10 سنوات"],
    [11, "11 سنة"],
    [1.5, "1.5 سنة"],
  ])("%s years: %s", (n, expected) => {
    expect(formatCount(n, YEARS)).toBe(expected);
  });

  it("picks the form of each plural category", () => {
    const forms = { one: "كلية", two: "كليتان", few: "كليات", many: "كليةً", other: "كلية*" };
    expect([1, 2, 3, 10, 12, 99, 100].map((n) => countNoun(n, forms))).toEqual([
      "كلية",
      "كليتان",
      "كليات",
      "كليات",
      "كليةً",
      "كليةً",
      "كلية*",
    ]);
  });
});
