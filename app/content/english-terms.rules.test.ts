/**
 * The English terminology the content check holds the content to (content/README.md): each rule on
 * fixture text, the expected answer from the table below (what a native editor marks), and the
 * real content and interface messages held to the same list.
 */
import { describe, expect, it } from "vitest";
import { GLOSS_MESSAGE, TERM_RULES, englishTexts, termProblems, type EnglishText } from "./english-terms.ts";
import { contentProblems } from "./registry.ts";
import { readContentFiles } from "./files.node.ts";
import { FIXTURE_TODAY } from "#tests/support/fixture-content.ts";
import en from "#app/i18n/messages/en.json";

const ruleOf = (message: string) =>
  message === GLOSS_MESSAGE ? "gloss" : (TERM_RULES.find((r) => r.message === message)?.id ?? message);

/** The rules each text breaks, in order, as ids ("gloss" for a second Tawjihi gloss on a page). */
const broken = (texts: EnglishText[]) => termProblems(texts).map((p) => ruleOf(p.message));
const one = (text: string) => broken([{ path: ["en", "summary"], text }]);

describe("each rule on one text", () => {
  it.each<[string, string[]]>([
    // Faculties, not colleges; "College" stays in another institution's name or kind.
    ["The university has 12 colleges.", ["college"]],
    ["Choose a college and a program.", ["college"]],
    ["Colleges and programs", ["college"]],
    ["The College of Engineering opened in 1999.", ["college"]],
    ["Offered by the Faculty of Law.", []],
    ["A bridging agreement with Al-Bayader Technical College.", []],
    ["Lecturer at university colleges or community colleges", []],
    ["See [the Faculty of IT](/colleges/it) for details.", []],
    // Admission requirements, summer semester, Finance Department, one accreditation body.
    ["See the Admission keys page.", ["admission-keys"]],
    ["Field training in the summer term of the third year.", ["summer-term"]],
    ["Training in two summer terms.", ["summer-term"]],
    ["Pay at the Finance Office.", ["finance-office"]],
    ["Pay at the Finance Department.", []],
    [
      "Accredited by the National Accreditation and Quality Assurance Commission for Educational Institutions.",
      ["accreditation"],
    ],
    [
      "Accredited by the National Commission for Accreditation and Quality Assurance of Educational Institutions.",
      ["accreditation"],
    ],
    ["Accredited by the Accreditation and Quality Assurance Commission (AQAC) since 2012.", []],
    // The university in running text; its bodies' names keep their capital.
    ["Teaching at the University began in 2003.", ["the-university"]],
    ["once the University Council has approved the results", []],
    ["deposited in the University Library's repository", []],
    ["a partner, the University of Jordan", []],
    // One apostrophe, English quotation marks.
    ["the university’s faculties", ["curly-apostrophe"]],
    ["the university's faculties", []],
    ["a grade of «Good»", ["guillemets", "guillemets"]],
    ["a grade of “Good”", []],
  ])("%s → %j", (text, expected) => {
    expect(one(text)).toEqual(expected);
  });
});

describe("the Tawjihi glossed once a page", () => {
  const GLOSSED = "Your average in the Tawjihi (the Palestinian General Secondary Education Certificate) counts.";
  const REVERSED = "The Palestinian General Secondary Education Certificate (Tawjihi) is required.";
  const PLAIN = "Your average in the Tawjihi counts.";

  it.each<[string, EnglishText[], string[]]>([
    ["glossed once in one file", [{ path: ["en", "summary"], text: GLOSSED }], []],
    [
      "glossed again in a second answer of the same page (faq.yaml is /help)",
      [
        { path: ["groups", 0, "questions", 0, "en", "answer", 0], text: GLOSSED },
        { path: ["groups", 0, "questions", 1, "en", "answer", 0], text: PLAIN },
        { path: ["groups", 1, "questions", 0, "en", "answer", 0], text: GLOSSED },
      ],
      ["gloss"],
    ],
    [
      "glossed twice in one text, the second the other way round",
      [{ path: ["en", "a"], text: GLOSSED + " " + REVERSED }],
      ["gloss"],
    ],
    [
      "glossed once in each of site.yaml's leads: each lead is its own page",
      [
        { path: ["leads", "en", "programs"], text: GLOSSED },
        { path: ["leads", "en", "admission-keys"], text: GLOSSED },
      ],
      [],
    ],
    ["glossed twice in one lead", [{ path: ["leads", "en", "programs"], text: `${GLOSSED} ${GLOSSED}` }], ["gloss"]],
  ])("%s", (_, texts, expected) => {
    expect(broken(texts)).toEqual(expected);
  });
});

describe("the English texts of a file", () => {
  it("are the en blocks' texts and the twin fields, never the Arabic", () => {
    const raw = {
      name: "تقنية المعلومات",
      nameEn: "Information Technology",
      summary: "نص",
      courses: [{ code: "ITI101", name: "مقدمة", nameEn: "Introduction" }],
      en: { summary: "A text", notes: ["One", "Two"] },
    };
    expect(englishTexts(raw).map((t) => t.text)).toEqual([
      "Information Technology",
      "Introduction",
      "A text",
      "One",
      "Two",
    ]);
  });
});

describe("through the content check", () => {
  const root = new URL("../../tests/fixtures", import.meta.url).pathname;
  const SITE = "content/site.yaml";
  const english = (en: string) => {
    const files = readContentFiles(root, "content");
    files[SITE] = `${files[SITE]}en:\n${en}`;
    return contentProblems(files, { latestDay: FIXTURE_TODAY }).filter(
      (p) => p.file === SITE && p.field?.startsWith("en."),
    );
  };

  it("names the file, the line the slip is written on, the field and what to write instead", () => {
    const lines = readContentFiles(root, "content")[SITE].split("\n").length;
    const problems = english(
      "  description: A Palestinian university in Ramallah whose twelve\n" +
        "    colleges teach at the University’s campus.\n" +
        "  promise: An education that opens your horizons\n",
    );
    // The file ends in a newline: its last line is empty, and "en:" takes its place.
    const second = lines + 2;
    expect(problems.map((p) => [p.line, p.field, ruleOf(p.message)])).toEqual([
      [second, "en.description", "college"],
      [second, "en.description", "the-university"],
      [second, "en.description", "curly-apostrophe"],
    ]);
    expect(problems[0].message).toContain('"the Faculty of Engineering"');
  });
});

describe("the real content and messages keep the list", () => {
  it("has no English slip in any content file", () => {
    const slips = contentProblems(readContentFiles(), {}).filter(
      (p) => TERM_RULES.some((r) => r.message === p.message) || p.message === GLOSS_MESSAGE,
    );
    expect(slips).toEqual([]);
  });

  it("has none in the English interface messages", () => {
    // An argument's name ({college}) and a select's key (college {…}) are code, not English.
    const words = (message: string) => message.replace(/\{[\w.]+/g, "{").replace(/\b\w+ \{/g, "{");
    const texts = Object.entries(en as Record<string, string>).map(([key, text]) => ({
      path: [key],
      text: words(text),
    }));
    expect(termProblems(texts).map((p) => `${String(p.path[0])}: ${ruleOf(p.message)}`)).toEqual([]);
  });
});
