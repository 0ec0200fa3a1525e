/**
 * Site search on the fixture content (tests/fixtures/content/): what a visitor types and what they
 * must find, through the index as the browser loads it (serialised, then loaded again).
 */
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "#app/content/pages.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { searchDocuments } from "./documents.ts";
import { buildIndex, loadIndex, searchSite, serialiseIndex, type SearchAnswer } from "./engine.ts";
import { MAX_QUERY_CHARS, readQuery } from "./query.ts";
import { highlightSegments } from "./terms.ts";
import { arabicWords } from "#app/lib/arabic.ts";
import { SEARCH_KINDS } from "./search-document.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const registry = fixtureRegistry();
const documents = searchDocuments(registry, { page: (path) => `title of ${path}`, colleges: "title of /colleges" });
const index = loadIndex(serialiseIndex(buildIndex(documents, registry.searchSynonyms)));

function search(text: string, perKind = 50): SearchAnswer {
  const query = readQuery(text);
  if (query.kind === "empty") throw new Error(`empty query: ${text}`);
  return searchSite(index, query.words, perKind);
}
const titles = (answer: SearchAnswer, kind: string) =>
  answer.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? [];
const hrefs = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.hits.map((h) => h.href));

describe("search documents", () => {
  it("lists every degree, college, help question, publication, news item and page once, and every course code once", () => {
    const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
    const courseCodes = new Set(
      catalogDegrees(registry).flatMap((d) =>
        d.sheet.studyPlan.flatMap((y) => y.semesters.flatMap((s) => s.courses.map((c) => c.code))),
      ),
    );
    expect(count("degree")).toBe(catalogDegrees(registry).length);
    expect(count("college")).toBe(registry.colleges.length);
    expect(count("course")).toBe(courseCodes.size);
    expect(count("help")).toBe(registry.faq.reduce((n, g) => n + g.questions.length, 0));
    expect(count("publication")).toBe(registry.publications.length);
    expect(count("news")).toBe(registry.news.length);
    expect(count("page")).toBe(SITE_PAGES.length + 1);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });
});

describe("news", () => {
  const item = (slug: string) => registry.news.find((n) => n.slug === slug)!;

  it("finds an item by its headline, as written or stemmed", () => {
    expect(titles(search("مسابقة وطنية للبرمجة"), "news")).toContain(item("programming-contest-first-place").title);
    expect(titles(search("تخريج"), "news")).toContain(item("graduation-2026").title);
  });

  it("finds an item by a word of its summary, not of its text (the index stays small)", () => {
    expect(hrefs(search("القبول المبدئي"))).toContain("/news/early-admission-2026");
    // «خوارزمية» is in the text of the contest item only.
    expect(hrefs(search("خوارزمية"))).not.toContain("/news/programming-contest-first-place");
  });
});

describe("Arabic-aware matching", () => {
  it.each([
    ["تمريض", "دبلوم التمريض"],
    ["التمريض", "دبلوم التمريض"],
    ["للتمريض", "دبلوم التمريض"],
    ["التَّمْرِيض", "دبلوم التمريض"],
    ["التمـــريض", "دبلوم التمريض"],
    ["Nursing", "دبلوم التمريض"],
    ["nursing", "دبلوم التمريض"],
    ["ادارة الاعمال", "إدارة الأعمال"],
    ["إداره الأعمال", "إدارة الأعمال"],
    ["انظمة المعلومات", "أنظمة المعلومات الإدارية"],
    // One typo in a longer word.
    ["تكنولوجيا المعلومت", "تكنولوجيا المعلومات"],
    ["تكنولوجيا المعلومات", "تكنولوجيا المعلومات"],
    // The last word may be the start of one (the visitor is still typing).
    ["تكنولو", "تكنولوجيا المعلومات"],
  ])("«%s» finds the degree «%s»", (query, degree) => {
    expect(titles(search(query), "degree")).toContain(degree);
  });

  it("finds a course by its code, typed whole, split, or in lower case, and not a code one digit away", () => {
    for (const query of ["ITI101", "iti101", "iti 101", "ITI-101"]) {
      const courses = search(query).groups.find((g) => g.kind === "course")?.hits ?? [];
      expect(
        courses.map((h) => h.code),
        query,
      ).toEqual(["ITI101"]);
    }
  });

  it("links a course to the study plan of a program that teaches it, and counts the others", () => {
    const hit = search("ITI101").groups[0].hits[0];
    expect(hit.href).toBe("/colleges/it/iti#plan");
    const shared = documents.find((d) => d.kind === "course" && (d.alsoIn ?? 0) > 0)!;
    const sharedHit = search(shared.code!).groups.find((g) => g.kind === "course")!.hits[0];
    expect(sharedHit.alsoIn).toBe(shared.alsoIn);
  });

  it("reads Arabic-Indic digits as Western ones", () => {
    expect(hrefs(search("٢٠٢٥"))).toEqual(hrefs(search("2025")));
    expect(search("٢٠٢٥").total).toBeGreaterThan(0);
  });

  it("does not let a stem's typo match short words («قانون» is not «كان»)", () => {
    const law = search("قانون");
    expect(titles(law, "degree")).toContain("القانون");
    expect(titles(law, "help")).toEqual([]);
  });

  it("needs every word, and falls back to any word, said so, when nothing has them all", () => {
    const both = search("التمريض الأطفال");
    expect(both.partial).toBe(false);
    expect(titles(both, "course")).toContain("تمريض الأطفال");
    const none = search("التمريض xyzzy");
    expect(none.partial).toBe(true);
    expect(titles(none, "degree")).toContain("دبلوم التمريض");
  });

  it("ignores question words and prepositions («كيف أسجل في الجامعة»)", () => {
    expect(readQuery("كيف أسجل في الجامعة")).toMatchObject({ kind: "words", words: ["اسجل", "الجامعه"] });
    expect(search("كيف أسجل في الجامعة").total).toBeGreaterThan(0);
  });

  it("groups results in the site's order (the pages apart) and keeps the best of each kind", () => {
    const answer = search("تكنولوجيا المعلومات", 1);
    const kinds: string[] = answer.groups.map((g) => g.kind).filter((kind) => kind !== "page");
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(kinds).toEqual(SEARCH_KINDS.filter((kind) => kinds.includes(kind)));
    for (const g of answer.groups) expect(g.hits.length).toBeLessThanOrEqual(1);
    expect(answer.groups.reduce((n, g) => n + g.total, 0)).toBe(answer.total);
  });

  it("finds nothing for nonsense", () => {
    expect(search("xyzzyq").total).toBe(0);
  });
});

describe("a visitor's words for the site's words (search.yaml)", () => {
  const question = (words: string) =>
    registry.faq.flatMap((g) => g.questions).find((q) => arabicWords(q.question).some((w) => w.includes(words)))!;

  it("finds by the site's word what the visitor calls by another («قسط» for «رسوم»)", () => {
    const [entry] = registry.searchSynonyms.filter((e) => e.found && /[\u0600-\u06FF]/.test(e.asked[0]));
    const fees = question(arabicWords(entry.found![0])[0]);
    expect(fees).toBeDefined();
    for (const asked of entry.asked) expect(titles(search(asked), "help"), asked).toContain(fees.question);
  });
});

describe("readQuery", () => {
  it("calls nothing searchable empty", () => {
    for (const text of ["", "   ", "؟؟!", "---", null]) expect(readQuery(text).kind).toBe("empty");
  });

  it("cuts a pasted paragraph and says so", () => {
    const long = "تمريض ".repeat(100);
    const query = readQuery(long);
    expect(query.kind === "words" && query.text.length).toBe(MAX_QUERY_CHARS);
    expect(query.kind === "words" && query.truncated).toBe(true);
    expect(query.kind === "words" && query.words.length).toBeLessThanOrEqual(8);
    expect(query.kind === "words" && query.cut).toBe(true);
  });

  it("a query read whole is not cut, even when it has more words than the search reads", () => {
    const many = readQuery("تمريض صيدلة قانون هندسة تسويق إعلام تعليم محاسبة تمويل");
    expect(many).toMatchObject({ kind: "words", cut: false, truncated: true });
    expect(readQuery("تمريض")).toMatchObject({ kind: "words", cut: false, truncated: false });
  });
});

describe("highlightSegments", () => {
  it("marks the words the query matched, as written, and joins a matched phrase", () => {
    const hit = search("ادارة الاعمال").groups[0].hits[0];
    expect(highlightSegments("بكالوريوس إدارة الأعمال، كلية العلوم الإدارية", hit.terms)).toEqual([
      { text: "بكالوريوس ", mark: false },
      { text: "إدارة الأعمال", mark: true },
      { text: "، كلية العلوم ", mark: false },
      { text: "الإدارية", mark: true },
    ]);
  });

  it("marks a course code split by the query, and nothing when nothing matched", () => {
    expect(highlightSegments("ITI101", ["iti", "101"])).toEqual([{ text: "ITI101", mark: true }]);
    expect(highlightSegments("دبلوم التمريض", [])).toEqual([{ text: "دبلوم التمريض", mark: false }]);
  });
});

describe("a page and a course that match a query equally", () => {
  // Two documents that differ in nothing the query reads: the same title, no other text.
  const equal = buildIndex([
    { id: "course:ABC101", kind: "course", title: "مختبر الشبكات", in: "degree:x", code: "ABC101" },
    { id: "degree:x", kind: "degree", title: "برنامج", href: "/colleges/x/x" },
    { id: "page:/somewhere", kind: "page", title: "مختبر الشبكات", href: "/somewhere" },
  ]);
  const loaded = loadIndex(serialiseIndex(equal));

  it("shows the page first", () => {
    for (const index of [equal, loaded]) {
      const answer = searchSite(index, ["مختبر"], 4);
      expect(answer.groups.map((g) => g.kind)).toEqual(["page", "course"]);
      expect(answer.groups[0].hits[0].href).toBe("/somewhere");
    }
  });
});
