/**
 * A paste into a Markdown field keeps the text, its paragraphs, lists, headings and links, and drops
 * the rest (pasted-text.ts). The clipboards are fixtures as Word and a web page write them
 * (tests/fixtures/clipboard/); the expected Markdown is written out by hand here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorHtml, pastedMarkdown, plainTextMarkdown } from "./pasted-text.ts";

const clipboard = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/clipboard/${name}`, import.meta.url), "utf8");

describe("a paste from Word", () => {
  const markdown = pastedMarkdown(clipboard("word.html"));

  it("keeps the heading, the paragraphs, both lists and the web link, in order, and nothing else", () => {
    expect(markdown).toBe(
      [
        "## افتتاح مختبر الحاسوب الجديد",
        "",
        "افتتحت الجامعة اليوم مختبرًا جديدًا في [كلية الهندسة](https://example.edu/labs).",
        "",
        "- أربعون حاسوبًا حديثًا",
        "- شبكة سريعة",
        "",
        "صورة المختبر",
        "",
        "1. التسجيل يبدأ الأحد",
        "1. الدوام من 8 إلى 3",
        "",
        "للاستفسار: اضغط هنا أو اكتب &lt;b&gt; كما هي.",
      ].join("\n"),
    );
  });

  it("drops Word's markup, its pictures and the link that is not to the web", () => {
    for (const gone of ["mso", "o:p", "file:", "data:", "javascript:", "·", "<", "Symbol", "**"])
      expect(markdown).not.toContain(gone);
  });

  it("gives the editor only paragraphs, headings, lists and links, with nothing between the blocks", () => {
    const html = editorHtml(markdown);
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(["a", "h2", "li", "ol", "p", "ul"]);
    expect(html).not.toMatch(/>\s+</);
    expect(html).toContain('<a href="https://example.edu/labs">كلية الهندسة</a>');
  });
});

describe("a paste from a web page", () => {
  const page = `<meta charset="utf-8"><div class="article"><h1 style="color:red">الموعد</h1><h5>تفاصيل</h5>
    <p>سطر أول<br>سطر ثانٍ <img src="https://example.edu/x.png" alt="صورة"> <b>مهم</b> <a href="/admission">القبول</a>
    <a href="#top">أعلى</a></p><table><tr><th>اليوم</th><th>الساعة</th></tr><tr><td>الأحد</td><td>9</td></tr></table>
    <script>alert(1)</script><style>p{}</style><ul><li>أولًا<ul><li>فرعي</li></ul></li></ul></div>`;
  const markdown = pastedMarkdown(page);

  it("makes the first heading a section's, the lowest the prose's lowest", () => {
    expect(markdown).toMatch(/^## الموعد\n\n#### تفاصيل\n/);
  });

  it("keeps a link within the site, drops a link to a place on the page, a picture, a script and a style", () => {
    expect(markdown).toContain("[القبول](/admission)");
    expect(markdown).toContain("أعلى");
    expect(markdown).not.toMatch(/#top|x\.png|alert|p\{\}|!\[/);
  });

  it("breaks lines into paragraphs, tables into rows, and keeps a nested list", () => {
    expect(markdown).toContain("سطر أول\n\nسطر ثانٍ مهم [القبول](/admission) أعلى");
    expect(markdown).toContain("اليوم ، الساعة");
    expect(markdown).toContain("الأحد ، 9");
    expect(editorHtml(markdown)).toContain("<li>أولًا<ul><li>فرعي</li></ul></li>");
  });
});

describe("a paste of plain text", () => {
  it("makes each line a paragraph, and Markdown characters stay characters", () => {
    expect(plainTextMarkdown("سطر\r\n\r\n# ليس عنوانًا\n<b>")).toBe("سطر\n\n\\# ليس عنوانًا\n\n&lt;b&gt;");
  });

  it("of nothing, is nothing", () => {
    expect(plainTextMarkdown("  \n ")).toBe("");
    expect(pastedMarkdown("<html><body><img src='file:///C:/a.png'><o:p></o:p></body></html>")).toBe("");
  });
});
