/**
 * A news item says enough (issue 54: «a 25-word article is accepted»): its text has at least
 * NEWS_BODY_MIN_WORDS words, counted as a reader counts them, and the content check and the save
 * guard refuse less, naming the file, the line and the field. The counts expected here are counted
 * by hand, not by the code under test.
 */
import { describe, expect, it } from "vitest";
import { contentProblems, splitFrontMatter } from "./registry.ts";
import { wordCount } from "./word-count.ts";
import { NEWS_BODY_MIN_WORDS } from "./schema/news.ts";
import { FIXTURE_TODAY, fixtureFiles, withFile } from "#tests/support/fixture-content.ts";
import { saveProblems } from "#app/admin/forms/save-guard.ts";
import { parse } from "yaml";

const WORDS: [string, string, number][] = [
  ["plain Arabic", "فتحت الجامعة باب التقديم", 4],
  ["a date and a number", "يوم الاثنين 2 آذار 2026", 5],
  ["a heading and a list (marks are not words)", "## المواعيد\n\n- التسجيل يبدأ الأحد\n- الدوام حتى الثالثة", 7],
  ["a link counts its words, not its address", "اقرأ [شروط القبول](https://al-ofoq.example/admission/terms) كاملة", 4],
  ["HTML tags are not words", "<b>تنبيه</b> مهم <br/>", 2],
  ["English", "Applications are open, for three weeks.", 6],
  ["an image is not words", "![طلبة في المختبر](/images/lab.jpg)", 0],
  ["marks alone", "- **\n# >\n1. ---", 0],
  ["a numbered list (its numbers are marks)", "1. التسجيل\n2. الدفع", 2],
];

describe("the words of a news item's text", () => {
  it.each(WORDS)("%s", (_what, text, count) => expect(wordCount(text)).toBe(count));
});

const files = fixtureFiles();
const ITEM = "content/news/graduation-2026.md";
const { front, body } = splitFrontMatter(files[ITEM])!;
/** The fixture item's own text cut to its first `n` words (a real text, only shorter). */
const firstWords = (n: number) => body.trim().split(/\s+/).slice(0, n).join(" ");
const withBody = (text: string) => withFile(files, ITEM, () => `---\n${front}\n---\n\n${text}\n`);
/** The body's first line: the opening `---`, the front matter's lines, the closing `---`, a blank line. */
const bodyLine = front.split("\n").length + 4;

describe(`a news item's text of fewer than ${NEWS_BODY_MIN_WORDS} words`, () => {
  it.each([
    [1, "في نص الخبر كلمة واحدة فقط"],
    [2, "في نص الخبر كلمتان فقط"],
    [5, "في نص الخبر 5 كلمات فقط"],
    [25, "في نص الخبر 25 كلمة فقط"],
    [NEWS_BODY_MIN_WORDS - 1, `في نص الخبر ${NEWS_BODY_MIN_WORDS - 1} كلمة فقط`],
    [NEWS_BODY_MIN_WORDS, undefined],
    [NEWS_BODY_MIN_WORDS + 10, undefined],
  ])("%i words: refused with %s", (n, refused) => {
    const text = firstWords(n);
    expect(text.split(" ")).toHaveLength(n);
    const problems = contentProblems(withBody(text), { latestDay: FIXTURE_TODAY }).filter((p) => p.file === ITEM);
    expect(problems).toEqual(
      refused
        ? [
            {
              file: ITEM,
              line: bodyLine,
              field: "body",
              message: expect.stringContaining(refused),
            },
          ]
        : [],
    );
  });

  it("is refused by the save guard, at the form's text field, before anything is written", () => {
    const short = firstWords(25);
    const draft = {
      collection: "news",
      slug: "graduation-2026",
      isNew: false,
      data: { ...(parse(front) as object), body: short },
    };
    const problems = saveProblems(draft, files, FIXTURE_TODAY);
    expect(problems).toEqual([
      { path: ["body"], where: "النص", message: expect.stringContaining(`${NEWS_BODY_MIN_WORDS} كلمة`) },
    ]);
    expect(saveProblems({ ...draft, data: { ...draft.data, body } }, files, FIXTURE_TODAY)).toEqual([]);
  });
});
