import { describe, expect, it } from "vitest";
import { arabicWords, isStopWord, matchesQuery, normalizeArabic, stemArabic } from "./arabic.ts";

describe("normalizeArabic", () => {
  it.each([
    ["إدارة", "اداره"],
    ["الأُفُق", "الافق"],
    ["مستشفى", "مستشفي"],
    ["مسؤول", "مسوول"],
    ["ـــالقبول", "القبول"],
    ["٢٠٢٤", "2024"],
    ["  AI  Lab ", "ai lab"],
    ["التَّمْرِيض", "التمريض"],
    ["آداب ٱلجامعة", "اداب الجامعه"],
    ["مبنى رئيسى", "مبني رييسي"],
    ["٣٫٥", "3٫5"],
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
    // The article and joined prepositions do not stop a match.
    ["كلية العلوم الطبية: برنامج التمريض", "للتمريض", true],
    ["دبلوم التمريض", "تمريض", true],
    ["فلسطيني", "فلسطين", true],
  ])("%s ∋ %s: %s", (text, query, expected) => {
    expect(matchesQuery(text, query)).toBe(expected);
  });
});

describe("arabicWords", () => {
  it.each([
    ["إدارة الأعمال (BBA)، ٢٠٢٥", ["اداره", "الاعمال", "bba", "2025"]],
    ["ITI-101؟", ["iti", "101"]],
    ["  ", []],
  ])("%s → %j", (text, words) => {
    expect(arabicWords(text)).toEqual(words);
  });
});

describe("stemArabic (light10)", () => {
  it.each([
    // The article and the prepositions joined to it.
    ["التمريض", "تمريض"],
    ["للتمريض", "تمريض"],
    ["والتمريض", "تمريض"],
    ["بالتمريض", "تمريض"],
    ["تمريض", "تمريض"],
    // «و» alone, only when three letters or more remain.
    ["وهندسه", "هندس"],
    ["ورد", "ورد"],
    // Suffixes: taa marbuta (normalised to haa), the relative adjective, plurals.
    ["الهندسه", "هندس"],
    ["هندسي", "هندس"],
    ["المعلومات", "معلوم"],
    ["مهندسون", "مهندس"],
    ["الاداريه", "ادار"],
    // A lone ب or ل begins too many words to strip.
    ["برامج", "برامج"],
    ["لغات", "لغ"],
    // Too short to touch; Latin untouched.
    ["من", "من"],
    ["nursing", "nursing"],
  ])("%s → %s", (word, stem) => {
    expect(stemArabic(word)).toBe(stem);
  });
});

describe("isStopWord", () => {
  it.each([
    ["في", true],
    ["كيف", true],
    ["علي", true],
    ["the", true],
    ["تمريض", false],
  ])("%s: %s", (word, expected) => {
    expect(isStopWord(word)).toBe(expected);
  });
});
