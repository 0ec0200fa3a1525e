import { describe, expect, it } from "vitest";
import { newsHtml, pageHtml } from "./markdown.ts";

describe("news Markdown", () => {
  it.each([
    [
      "اتصل بالرقم +970 2 000 1060.",
      '<p>اتصل بالرقم <a class="ltr" href="tel:+97020001060">+970 2 000 1060</a>.</p>\n',
    ],
    ["واتساب +970 59 000 1000", '<p>واتساب <a class="ltr" href="tel:+970590001000">+970 59 000 1000</a></p>\n'],
    [
      "راسل library@al-ofoq.example اليوم",
      '<p>راسل <a class="ltr" href="mailto:library@al-ofoq.example">library@al-ofoq.example</a> اليوم</p>\n',
    ],
    // Numbers that are no phone numbers stay text; other links stay as they are.
    ["في عام 2026 زاد العدد +5", "<p>في عام 2026 زاد العدد +5</p>\n"],
    ["[صفحة المساعدة](/help)", '<p><a href="/help">صفحة المساعدة</a></p>\n'],
  ])("%s", (markdown, html) => {
    expect(newsHtml(markdown)).toBe(html);
  });
});

describe("prose page Markdown", () => {
  it("keeps a phone number and an e-mail address in a list left to right, as news does (issue 52)", () => {
    expect(pageHtml("- الهاتف: +970 2 000 1000 (الاستعلامات)\n- البريد: a11y@al-ofoq.example")).toBe(
      '<ul>\n<li>الهاتف: <a class="ltr" href="tel:+97020001000">+970 2 000 1000</a> (الاستعلامات)</li>\n' +
        '<li>البريد: <a class="ltr" href="mailto:a11y@al-ofoq.example">a11y@al-ofoq.example</a></li>\n</ul>\n',
    );
  });
});
