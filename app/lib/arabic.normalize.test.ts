import { describe, expect, it } from "vitest";
import { matchesQuery, normalizeArabic } from "./arabic";

describe("normalizeArabic", () => {
  it.each([
    ["إدارة", "اداره"],
    ["الأُفُق", "الافق"],
    ["مستشفى", "مستشفي"],
    ["مسؤول", "مسوول"],
    ["ـــالقبول", "القبول"],
    ["٢٠٢٤", "2024"],
    ["  AI  Lab ", "ai lab"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });
});

describe("matchesQuery", () => {
  it.each([
    ["كيف أقدّم طلب الالتحاق؟", "طلب النقل", false],
    ["كيف أقدّم طلب الالتحاق؟", "طلب الالتحاق", true],
    ["الرسوم والمنح الدراسية", "المنح", true],
    ["الرسوم والمنح الدراسية", "", true],
    ["Arabic NLP for dialects", "nlp", true],
  ])("%s ∋ %s: %s", (text, query, expected) => {
    expect(matchesQuery(text, query)).toBe(expected);
  });
});
