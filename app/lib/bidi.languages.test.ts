import { describe, expect, it } from "vitest";
import { latinRunLanguage, markedRuns } from "./bidi.ts";

/**
 * The text with each marked run in [brackets], its language after it: `[DevOps|en]`, `[NUR201|]`;
 * a no-break space shown as `_`.
 */
const marked = (text: string, page: "rtl" | "ltr") =>
  markedRuns(text, page)
    .map((r) => (r.dir ? `[${r.text}|${r.lang ?? ""}]` : r.text))
    .join("")
    .replaceAll("\u00A0", "_");

describe("latinRunLanguage: a Latin run holding a word is English (issue 56)", () => {
  it.each([
    // words, abbreviations and names
    ["DevOps", "en"],
    ["Data Science", "en"],
    ["Pharm.D.", "en"],
    ["B.Sc.", "en"],
    ["LL.M.", "en"],
    ["WCAG", "en"],
    ["Women's College", "en"],
    ["TOEFL iBT", "en"],
    ["GCE A Level", "en"],
    // a word beside a number or a formula is still a word
    ["3 ECTS", "en"],
    ["Python 3.12", "en"],
    ["GPA = 3.875", "en"],
    ["COVID-19", "en"],
    // codes: capitals joined to their number, or before it with one space
    ["NUR201", undefined],
    ["NUR 201", undefined],
    ["IEC 61131-3", undefined],
    ["ITI101", undefined],
    // letters on their own, formulas, numbers
    ["A*", undefined],
    ["A* = 56", undefined],
    ["C++", undefined],
    ["C#", undefined],
    ["x = 2 × y + 1", undefined],
    ["+970 2 000 1010", undefined],
    ["059-000-1000", undefined],
    // addresses are spelt, not spoken
    ["admission@al-ofoq.example", undefined],
    ["https://al-ofoq.example/apply", undefined],
    ["www.al-ofoq.example/help?q=1", undefined],
  ])("%s → %s", (run, language) => {
    expect(latinRunLanguage(run)).toBe(language);
  });
});

describe("markedRuns", () => {
  it.each([
    // an Arabic page: each Latin run left to right, in English when it holds a word
    ["عمليات التطوير والتشغيل (DevOps)", "عمليات التطوير والتشغيل ([DevOps|en])"],
    ["مساق NUR201 في الفصل الأول", "مساق [NUR201|] في الفصل الأول"],
    ["أدوات مثل MATLAB وSimulink", "أدوات مثل [MATLAB|en] و[Simulink|en]"],
    ["راسل admission@al-ofoq.example.", "راسل [admission@al-ofoq.example|]."],
    ["Usability of Municipal e-Services", "[Usability of Municipal e-Services|en]"],
    ["نص عربي فقط", "نص عربي فقط"],
    ["في 4 أيلول 2027", "في 4 أيلول 2027"],
    // a formula is one run, its operator kept on the line of its operands
    ["على أساس: A* = 56، وD = 24 (مثلًا)", "على أساس: [A*_=_56|]، و[D_=_24|] (مثلًا)"],
    ["إذا كان x = 2 × y", "إذا كان [x_=_2_×_y|]"],
  ])("an Arabic page: %s", (text, expected) => {
    expect(marked(text, "rtl")).toBe(expected);
  });

  it.each([
    // an English page: each run of Arabic words right to left, in Arabic; punctuation outside
    ["The Tawjihi (التوجيهي) exam", "The Tawjihi ([التوجيهي|ar]) exam"],
    ["known as «جامعة الأفق»", "known as «[جامعة الأفق|ar]»"],
    ["Write to us: مرحبًا بكم، أهلًا.", "Write to us: [مرحبًا بكم، أهلًا|ar]."],
    ["Room ٢٠٣ and room 204", "Room ٢٠٣ and room 204"],
    ["English only, with NUR201", "English only, with NUR201"],
    ["counting A* = 56, A = 48 and D = 24", "counting A*_=_56, A_=_48 and D_=_24"],
    // an operator at a word's side, or with no space, stays as written
    ["grades A= 48 and B =40, 3=3", "grades A= 48 and B =40, 3=3"],
  ])("an English page: %s", (text, expected) => {
    expect(marked(text, "ltr")).toBe(expected);
  });

  it("keeps every character, in order (a space beside an operator becomes a no-break space)", () => {
    const text = "برنامج B.Sc. في AI (Data Science)، راسل a@b.example أو +970 2 000 1010، وC = 32.";
    for (const page of ["rtl", "ltr"] as const) {
      expect(
        markedRuns(text, page)
          .map((r) => r.text)
          .join(""),
      ).toBe(text.replace("C = 32", "C\u00A0=\u00A032"));
    }
  });
});
