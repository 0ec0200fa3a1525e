/**
 * English search on fixture documents: the typos an applicant makes and the words an applicant
 * uses that the site does not (content/search.yaml's English list). The expected answers are the
 * tables below, written from the rule (typosAllowed's comment), not read from the code.
 */
import { describe, expect, it } from "vitest";
import { buildIndex, loadIndex, searchSite, serialiseIndex, typosAllowed } from "./engine.ts";
import { readQuery } from "./query.ts";
import type { SearchDocument } from "./search-document.ts";

const DOCUMENTS: SearchDocument[] = [
  { id: "degree:pharmd", kind: "degree", title: "Doctor of Pharmacy", href: "/en/p/pharmd" },
  { id: "degree:civil", kind: "degree", title: "Civil Engineering", href: "/en/p/civil" },
  { id: "degree:nursing", kind: "degree", title: "Nursing", href: "/en/p/nursing" },
  { id: "course:NET210", kind: "course", title: "Routing and Switching", code: "NET210", latin: "NET210" },
  { id: "course:MED220", kind: "course", title: "Short-Form Video", code: "MED220", latin: "MED220" },
  {
    id: "help:housing",
    kind: "help",
    title: "Does the university provide housing for students from other governorates?",
    href: "/en/help#housing",
  },
  { id: "help:fees", kind: "help", title: "How are the fees calculated?", href: "/en/help#fees" },
  { id: "help:tuition", kind: "help", title: "Is tuition the same in every program?", href: "/en/help#tuition" },
  { id: "help:scholarships", kind: "help", title: "What scholarships can I get?", href: "/en/help#scholarships" },
  { id: "help:apply", kind: "help", title: "How do I apply for admission?", href: "/en/help#apply" },
  {
    id: "help:abroad",
    kind: "help",
    title: "I studied abroad. How is my certificate recognized?",
    href: "/en/help#abroad",
  },
];

const SYNONYMS = [
  { asked: ["visa", "visas"], found: ["abroad"] },
  { asked: ["dorm", "dormitory"], found: ["housing"] },
  { asked: ["tuition"], found: ["fees"] },
];

// Through the file the browser loads: the synonyms travel with the index.
const index = loadIndex(serialiseIndex(buildIndex(DOCUMENTS, SYNONYMS)));

function found(text: string): string[] {
  const query = readQuery(text);
  if (query.kind === "empty") throw new Error(`empty query: ${text}`);
  return searchSite(index, query.words, 50).groups.flatMap((g) => g.hits.map((h) => h.id));
}

describe("English typos", () => {
  it.each([
    { typed: "farmacy", meant: "degree:pharmd" },
    { typed: "enginering", meant: "degree:civil" },
    { typed: "nursng", meant: "degree:nursing" },
    { typed: "scolarship", meant: "help:scholarships" },
    { typed: "addmission", meant: "help:apply" },
    { typed: "Farmacy", meant: "degree:pharmd" },
    { typed: "civil enginering", meant: "degree:civil" },
  ])("«$typed» finds $meant", ({ typed, meant }) => {
    expect(found(typed)).toContain(meant);
  });

  it.each(["xqzvbnm", "asdfgh", "qwerty", "zzzz", "blah", "lorem ipsum"])("«%s» finds nothing", (typed) => {
    expect(found(typed)).toEqual([]);
  });

  it("gives no typo to a word the site has: «housing» is not «routing», «dorm» not «form»", () => {
    expect(found("housing")).toEqual(["help:housing"]);
    expect(found("dorm")).toEqual(["help:housing"]);
  });

  it.each([
    { word: "farmacy", known: false, typos: 2 },
    { word: "scholarships", known: false, typos: 2 },
    { word: "nursng", known: false, typos: 1 },
    { word: "visa", known: false, typos: 1 },
    { word: "law", known: false, typos: 0 },
    { word: "housing", known: true, typos: 0 },
    { word: "iti101", known: false, typos: 0 },
    { word: "تكنولوجيا", known: false, typos: 1 },
    { word: "المنح", known: false, typos: 0 },
  ])("«$word» (found as typed: $known) may have $typos typo(s)", ({ word, known, typos }) => {
    expect(typosAllowed(word, known)).toBe(typos);
  });
});

describe("an applicant's words for the site's words", () => {
  it.each([
    { typed: "visa", meant: "help:abroad" },
    { typed: "Visas", meant: "help:abroad" },
    { typed: "dormitory", meant: "help:housing" },
    { typed: "tuition", meant: "help:fees" },
  ])("«$typed» finds $meant", ({ typed, meant }) => {
    expect(found(typed)).toContain(meant);
  });

  it("ranks what has the typed word above what has only the site's word for it", () => {
    expect(found("tuition").slice(0, 2)).toEqual(["help:tuition", "help:fees"]);
  });

  it("still asks for every word: nothing has both «visa» and «nursing», so the answer says it is partial", () => {
    const query = readQuery("visa nursing");
    if (query.kind === "empty") throw new Error("empty query");
    expect(searchSite(index, query.words, 50).partial).toBe(true);
    const both = readQuery("visa studied");
    if (both.kind === "empty") throw new Error("empty query");
    expect(searchSite(index, both.words, 50)).toMatchObject({ partial: false, total: 1 });
  });
});
