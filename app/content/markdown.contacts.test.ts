import { describe, expect, it } from "vitest";
import { proseHtml } from "./markdown.ts";

describe("news Markdown", () => {
  it.each([
    [
      "اتصل بالرقم +970 2 000 1060.",
      '<p>اتصل بالرقم <a class="ltr whitespace-nowrap" href="tel:+97020001060">+970 2 000 1060</a>.</p>\n',
    ],
    [
      "واتساب +970 59 000 1000",
      '<p>واتساب <a class="ltr whitespace-nowrap" href="tel:+970590001000">+970 59 000 1000</a></p>\n',
    ],
    [
      "راسل library@al-ofoq.example اليوم",
      '<p>راسل <a class="ltr" href="mailto:library@al-ofoq.example" aria-label="library@al-ofoq.example"><span class="whitespace-nowrap">library@</span><wbr /><span class="whitespace-nowrap">al-ofoq</span><wbr /><span class="whitespace-nowrap">.example</span></a> اليوم</p>\n',
    ],
    // Numbers that are no phone numbers stay text; other links stay as they are.
    ["في عام 2026 زاد العدد +5", "<p>في عام 2026 زاد العدد +5</p>\n"],
    ["[صفحة المساعدة](/help)", '<p><a href="/help">صفحة المساعدة</a></p>\n'],
  ])("%s", (markdown, html) => {
    expect(proseHtml(markdown)).toBe(html);
  });
});

describe("the university's WhatsApp number", () => {
  const numbers = { whatsapp: "+970 59 000 1000" };
  it("opens a chat where a body writes it; any other number is a call", () => {
    expect(proseHtml("على رقم واتساب القبول +970 59 000 1000، أو بالهاتف +970 2 000 1010.", "ar", numbers)).toBe(
      '<p>على رقم واتساب القبول <a class="ltr whitespace-nowrap" href="https://wa.me/970590001000">+970 59 000 1000</a>، ' +
        'أو بالهاتف <a class="ltr whitespace-nowrap" href="tel:+97020001010">+970 2 000 1010</a>.</p>\n',
    );
  });

  it("in a prose page and in English too", () => {
    expect(proseHtml("WhatsApp: +970 59 000 1000", "en", numbers)).toContain('href="https://wa.me/970590001000"');
  });
});

describe("prose page Markdown", () => {
  it("keeps a phone number and an e-mail address in a list left to right, as news does (issue 52)", () => {
    expect(proseHtml("- الهاتف: +970 2 000 1000 (الاستعلامات)\n- البريد: a11y@al-ofoq.example")).toBe(
      '<ul>\n<li>الهاتف: <a class="ltr whitespace-nowrap" href="tel:+97020001000">+970 2 000 1000</a> (الاستعلامات)</li>\n' +
        '<li>البريد: <a class="ltr" href="mailto:a11y@al-ofoq.example" aria-label="a11y@al-ofoq.example"><span class="whitespace-nowrap">a11y@</span><wbr /><span class="whitespace-nowrap">al-ofoq</span><wbr /><span class="whitespace-nowrap">.example</span></a></li>\n</ul>\n',
    );
  });
});

describe("a run in the other language (issue 56)", () => {
  it.each([
    // an Arabic page: a Latin word in English; a code, an address and code text unmarked
    ["تتبع معايير WCAG 2.2 AA.", '<p>تتبع معايير <bdi dir="ltr" lang="en">WCAG 2.2 AA</bdi>.</p>\n'],
    [
      "**دون JavaScript:** تعمل الصفحات",
      '<p><strong>دون <bdi dir="ltr" lang="en">JavaScript</bdi>:</strong> تعمل الصفحات</p>\n',
    ],
    ["مساق NUR201 والرمز `i18n_redirected`", "<p>مساق NUR201 والرمز <code>i18n_redirected</code></p>\n"],
    ["عن AT&T <أولًا>", '<p>عن <bdi dir="ltr" lang="en">AT&amp;T</bdi> &lt;أولًا&gt;</p>\n'],
  ])("Arabic: %s", (markdown, html) => {
    expect(proseHtml(markdown, "ar")).toBe(html);
  });

  it.each([
    // an English page: a run of Arabic words in Arabic, right to left
    [
      "The Tawjihi (التوجيهي العام) exam.",
      '<p>The Tawjihi (<bdi dir="rtl" lang="ar">التوجيهي العام</bdi>) exam.</p>\n',
    ],
    ["Only English, with WCAG.", "<p>Only English, with WCAG.</p>\n"],
  ])("English: %s", (markdown, html) => {
    expect(proseHtml(markdown, "en")).toBe(html);
  });
});
