/**
 * The CMS's Markdown format (markdown-format.ts): a front matter is YAML between two lines of
 * `---` or the file is not read (its entry says why, unreadable-file.ts), so nothing in a file ever
 * runs; and what it writes is what it read, in the one form. Expected values are the fixtures
 * themselves; every Markdown file of the content is read and written back in
 * yaml-format.rules.test.ts, beside the YAML files.
 */
import { afterEach, describe, expect, it } from "vitest";
import { markdownFormat } from "./markdown-format.ts";
import { unreadableReason } from "./unreadable-file.ts";

/** Why the file was not read, as its entry says it; `undefined` when it was. */
const notRead = (file: string) => unreadableReason(markdownFormat.fromFile(file));

/** What a front matter run as JavaScript would set. */
const RAN = "__frontMatterRan";
const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  delete globals[RAN];
});

describe("a Markdown file the CMS opens", () => {
  it.each([
    ["---js", `{ title: (globalThis.${RAN} = true, "x") }`],
    ["---javascript", `{ title: (globalThis.${RAN} = true, "x") }`],
    ["--- js", `globalThis.${RAN} = true`],
    ["---coffee", `title: "x"`],
    ["---yaml", `title: x`],
    ["+++", `title = "x"`],
  ])("whose front matter opens with «%s» is not read, and nothing in it runs", (opening, front) => {
    const close = opening === "+++" ? "+++" : "---";
    const file = `${opening}\n${front}\n${close}\nنص الخبر.\n`;
    expect(notRead(file)).toBe("لا يبدأ الملف بترويسة YAML بين سطرَي «---»");
    expect(globals[RAN]).toBeUndefined();
  });

  it("with no front matter at all, or a front matter that is not fields, is not read, saying why", () => {
    expect(notRead("نص بلا ترويسة.\n")).toBe("لا يبدأ الملف بترويسة YAML بين سطرَي «---»");
    expect(notRead("---\n- a\n- b\n---\nنص.\n")).toBe("ترويسة الملف لا تتكوّن من حقول بصيغة «اسم: قيمة»");
  });

  it("whose YAML is broken is not read, naming the file's line (the opening --- is line 1)", () => {
    // A colon inside a value left unquoted, on the file's third line.
    const file = "---\nslug: a\ntitle: الجامعة: خبر\n---\nنص.\n";
    expect(notRead(file)).toMatch(/^صيغة YAML غير صالحة في ترويسة الملف، في السطر 3 من الملف: \u2068Nested mappings/);
  });

  it("that is not read is listed by why, under the names the lists show", () => {
    const entry = markdownFormat.fromFile("نص بلا ترويسة.\n");
    expect(entry.title).toBe("تعذّرت قراءة هذا الملف: لا يبدأ الملف بترويسة YAML بين سطرَي «---»");
    expect(entry.name).toBe(entry.title);
  });

  it("gives its fields and its text; a text of blank lines is none", () => {
    expect(markdownFormat.fromFile("---\nslug: a\ntitle: عنوان\n---\nالفقرة الأولى.\n\nالثانية.\n")).toEqual({
      slug: "a",
      title: "عنوان",
      body: "الفقرة الأولى.\n\nالثانية.\n",
    });
    expect(markdownFormat.fromFile("---\nslug: a\n---\n\n\n")).toEqual({ slug: "a" });
    expect(markdownFormat.fromFile("---\r\nslug: a\r\n---\r\nنص.\r\n")).toMatchObject({ slug: "a" });
  });
});

describe("a Markdown file the CMS writes", () => {
  it("has its front matter between two lines of ---, the form's fields first and in its order, then its text ending its line", () => {
    const written = markdownFormat.toFile({ body: "نص.", extra: 1, title: "عنوان", slug: "a" }, ["slug", "title"]);
    expect(written).toBe("---\nslug: a\ntitle: عنوان\nextra: 1\n---\nنص.\n");
  });

  it("reads back as what was written", () => {
    const data = { slug: "a", title: "عنوان: فرعي", en: { title: "A title" }, body: "نص.\n" };
    expect(markdownFormat.fromFile(markdownFormat.toFile(data, Object.keys(data)))).toEqual(data);
  });
});
