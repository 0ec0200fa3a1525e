import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatList, formatNumber, parseLocalizedNumber } from "./format.ts";

describe("one numeral style", () => {
  it.each([
    [formatNumber(9400), "9,400"],
    [formatNumber(82.5), "82.5"],
    [formatList(["د. أحمد", "أ. رشا", "سلمى"]), "د. أحمد وأ. رشا وسلمى"],
    [formatList(["Dr. Tamer Odeh", "Prof. Suha Khatib"]), "Dr. Tamer Odeh and Prof. Suha Khatib"],
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
