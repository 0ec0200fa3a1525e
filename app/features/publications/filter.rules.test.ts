import { describe, expect, it } from "vitest";
import type { Publication } from "#app/content/schema.ts";
import { citation, filterPublications, readFilters, sortPublications } from "./filter.ts";

const pub = (over: Partial<Publication>): Publication => ({
  slug: "x",
  updated: "2026-01-01",
  title: "عنوان",
  authors: ["د. سلمى"],
  college: "it",
  year: 2024,
  type: "article",
  venue: "مجلة",
  abstract: "ملخص",
  ...over,
});

const items = [
  pub({ slug: "a", title: "معالجة اللغة العربية", college: "it", year: 2024, type: "article" }),
  pub({ slug: "b", title: "إدارة المياه في الزراعة", college: "enge", year: 2022, type: "report" }),
  pub({ slug: "c", title: "Arabic dialect corpora", college: "seai", year: 2024, type: "conference" }),
];
const known = { colleges: ["it", "enge", "seai"], years: [2022, 2024] };

describe("readFilters", () => {
  it.each([
    ["", {}],
    ["college=it&year=2024&type=book&q=%20مياه%20", { college: "it", year: 2024, type: "book", q: "مياه" }],
    ["college=nope&year=1900&type=poem", {}],
    ["type=toString&college=constructor", {}],
  ])("%s", (qs, expected) => {
    const f = readFilters(new URLSearchParams(qs), known);
    expect(Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});

describe("filterPublications", () => {
  it.each([
    [{}, ["a", "b", "c"]],
    [{ year: 2024 }, ["a", "c"]],
    [{ college: "enge" }, ["b"]],
    [{ type: "conference" as const }, ["c"]],
    [{ q: "اداره المياه" }, ["b"]],
    [{ q: "arabic" }, ["c"]],
    [{ year: 2022, college: "it" }, []],
  ])("%j", (f, slugs) => {
    expect(filterPublications(items, f).map((p) => p.slug)).toEqual(slugs);
  });
});

describe("sortPublications and citation", () => {
  it("newest first", () => {
    expect(sortPublications(items).map((p) => p.year)).toEqual([2024, 2024, 2022]);
  });
  it.each([
    [
      pub({ authors: ["د. سلمى الخطيب"], title: "إدارة المياه", venue: "مجلة الأفق", year: 2022 }),
      "الخطيب، سلمى (2022). إدارة المياه. مجلة الأفق.",
    ],
    [
      pub({
        authors: ["أ. د. منذر الصالح", "د. كنان عبد الهادي", "أ. رشا يعقوب"],
        title: "عنوان؟",
        venue: "مؤتمر",
        year: 2024,
      }),
      "الصالح، منذر، عبد الهادي، كنان، ويعقوب، رشا (2024). عنوان؟ مؤتمر.",
    ],
    [
      pub({
        authors: ["Dr. Omar Saleh", "Prof. Maha Qasem"],
        title: "Usability of e-Services",
        venue: "Proceedings",
        year: 2021,
      }),
      "Saleh, O., & Qasem, M. (2021). Usability of e-Services. Proceedings.",
    ],
  ])("cites in APA style, in the publication's script: %#", (p, expected) => {
    expect(citation(p)).toBe(expected);
  });
});
