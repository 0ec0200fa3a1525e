/** A file's English form beside its Arabic (english-form.ts), on small data made for each rule. */
import { describe, expect, it } from "vitest";
import { englishBody, englishForm, withoutBlankEnglish, withoutEnglish } from "./english-form.ts";

const program = {
  slug: "iti",
  name: "تكنولوجيا المعلومات",
  nameEn: "Information Technology",
  hours: 132,
  overview: ["فقرة أولى", "فقرة ثانية"],
  coordinator: { name: "د. سلمى", email: "a@b.example", en: { name: "Dr. Salma" } },
  plan: [
    { code: "UNI101", name: "اللغة العربية (1)", nameEn: "Arabic Language I" },
    { code: "ITI101", name: "مقدمة", en: { name: "Introduction" } },
  ],
  en: { overview: ["First paragraph", "Second paragraph"] },
};

describe("a file's English form", () => {
  it("replaces each Arabic text by its English, from the mapping's own `en` or the field's `…En` twin", () => {
    const { english, problems } = englishForm(program);
    expect(problems).toEqual([]);
    expect(english).toEqual({
      slug: "iti",
      name: "Information Technology",
      nameEn: "Information Technology",
      hours: 132,
      overview: ["First paragraph", "Second paragraph"],
      coordinator: { name: "Dr. Salma", email: "a@b.example" },
      plan: [
        { code: "UNI101", name: "Arabic Language I", nameEn: "Arabic Language I" },
        { code: "ITI101", name: "Introduction" },
      ],
    });
  });

  it("leaves the Arabic form without any `en` block, at any depth", () => {
    expect(JSON.stringify(withoutEnglish(program))).not.toContain('"en"');
    expect((withoutEnglish(program) as typeof program).coordinator).toEqual({ name: "د. سلمى", email: "a@b.example" });
  });

  it("reports an Arabic text with no English where it is written, and a misplaced or Arabic English where that is", () => {
    const { problems } = englishForm({
      title: "عنوان",
      items: [{ label: "بند", en: { label: "بند آخر", extra: "Extra" } }],
      list: ["أ", "ب"],
      en: { list: ["Only one"] },
    });
    expect(problems).toEqual([
      { path: ["title"], kind: "missing" },
      { path: ["items", 0, "en", "label"], kind: "arabic" },
      { path: ["items", 0, "en", "extra"], kind: "unmatched" },
      { path: ["en", "list"], kind: "shape" },
    ]);
  });

  it("leaves out an item that may have no English and has none, and holds one that has some to all of it", () => {
    const optional = (path: (string | number)[]) => path.length === 2 && path[0] === "questions";
    const { english, problems } = englishForm(
      {
        questions: [
          { q: "سؤال", en: { q: "Question" } },
          { q: "سؤال بلا إنجليزية" },
          { q: "سؤال", a: "جواب", en: { q: "Half" } },
        ],
      },
      optional,
    );
    expect((english as { questions: unknown[] }).questions).toHaveLength(2);
    expect(problems).toEqual([{ path: ["questions", 2, "a"], kind: "missing" }]);
  });

  it("has no English form at all for a file that may have none and has none", () => {
    expect(englishForm({ title: "خبر" }, (path) => path.length === 0).english).toBeUndefined();
  });

  it("reads a Markdown file's English text from its front matter's `en.body`, which is no field of its own", () => {
    const front = { title: "صفحة", en: { title: "Page", body: "# Page\n\nText." } };
    expect(englishBody(front)).toBe("# Page\n\nText.");
    expect(englishForm(front).problems).toEqual([]);
    expect(englishBody({ title: "صفحة" })).toBeUndefined();
  });
});

describe("the English a form leaves empty", () => {
  it("is not written: blank texts go, and a block with nothing written goes whole, at every depth", () => {
    const saved = withoutBlankEnglish({
      name: "تكنولوجيا المعلومات",
      en: { summary: "", overview: ["", "  "] },
      admission: { notes: ["ملاحظة"], en: { notes: ["A note"], extra: "" } },
      years: [
        { title: "السنة الأولى", en: {} },
        { title: "السنة الثانية", en: { title: "Year two" } },
      ],
    });
    expect(saved).toEqual({
      name: "تكنولوجيا المعلومات",
      admission: { notes: ["ملاحظة"], en: { notes: ["A note"] } },
      years: [{ title: "السنة الأولى" }, { title: "السنة الثانية", en: { title: "Year two" } }],
    });
  });

  it("leaves a file without English, and the Arabic, as they are", () => {
    const arabic = { title: "عنوان", summary: "", list: [""] };
    expect(withoutBlankEnglish(arabic)).toEqual(arabic);
  });
});
