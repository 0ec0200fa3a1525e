import { describe, expect, it } from "vitest";
import { splitLatinRuns } from "./bidi.ts";

const latin = (text: string) =>
  splitLatinRuns(text)
    .filter((r) => r.dir)
    .map((r) => r.text);

/** The whole segmentation, each left-to-right run in [brackets]. */
const segmented = (text: string) =>
  splitLatinRuns(text)
    .map((r) => (r.dir ? `[${r.text}]` : r.text))
    .join("");

describe("splitLatinRuns", () => {
  it.each([
    ["دكتور صيدلة (Pharm.D.) درجة مهنية", ["Pharm.D."]],
    ["نستخدم Python.", ["Python"]],
    ["أدوات مثل MATLAB وSimulink في المختبر", ["MATLAB", "Simulink"]],
    ["مسار Data Science للخرّيجين", ["Data Science"]],
    ["معيار IEC 61131-3 للمتحكّمات", ["IEC 61131-3"]],
    ["نص عربي فقط", []],
    ["ماجستير LL.M. في القانون", ["LL.M."]],
  ])("%s", (text, expected) => {
    expect(latin(text)).toEqual(expected);
  });

  // Issue 52: each e-mail address, URL, phone number, code and formula is one left-to-right run,
  // its `@`, `+`, digits and `*` inside and the sentence's punctuation outside.
  it.each([
    // e-mail addresses
    ["راسل admission@al-ofoq.example.", "راسل [admission@al-ofoq.example]."],
    ["أو راسل admission@al-ofoq.example", "أو راسل [admission@al-ofoq.example]"],
    ["على registrar@al-ofoq.example، أو", "على [registrar@al-ofoq.example]، أو"],
    ["مثل 20271234@students.al-ofoq.example، ويصلك", "مثل [20271234@students.al-ofoq.example]، ويصلك"],
    ["البريد (first.last+news@al-ofoq.example)", "البريد ([first.last+news@al-ofoq.example])"],
    ["«it@al-ofoq.example»", "«[it@al-ofoq.example]»"],
    // URLs
    ["زر https://al-ofoq.example/apply.", "زر [https://al-ofoq.example/apply]."],
    ["الرابط www.al-ofoq.example/help?q=1، ثم", "الرابط [www.al-ofoq.example/help?q=1]، ثم"],
    ["(https://al-ofoq.example/news/)", "([https://al-ofoq.example/news/])"],
    // phone numbers, with and without +
    ["اتصل بالرقم +970 2 000 1010 أو", "اتصل بالرقم [+970 2 000 1010] أو"],
    ["بالرقم +970 2 000 1020.", "بالرقم [+970 2 000 1020]."],
    ["واتساب +970 59 000 1000، كما", "واتساب [+970 59 000 1000]، كما"],
    ["الهاتف 02 000 1010؛ والفاكس", "الهاتف [02 000 1010]؛ والفاكس"],
    ["الجوال 059-000-1000.", "الجوال [059-000-1000]."],
    ["الرقم +9702000101.", "الرقم [+9702000101]."],
    // course and program codes, Latin words next to digits
    ["مساق NUR201 في الفصل الأول", "مساق [NUR201] في الفصل الأول"],
    ["مساقا NUR 201 وNUR202.", "مساقا [NUR 201] و[NUR202]."],
    ["يعادل 3 ECTS تقريبًا", "يعادل [3 ECTS] تقريبًا"],
    ["الإصدار Python 3.12: جديد", "الإصدار [Python 3.12]: جديد"],
    ["لغة C++ ولغة C#.", "لغة [C++] ولغة [C#]."],
    // grades and formulas
    ["على أساس: A* = 56، وA = 48، وB = 40", "على أساس: [A* = 56]، و[A = 48]، و[B = 40]"],
    ["يقابل A* نسبة 100%، وA نسبة 90%", "يقابل [A*] نسبة 100%، و[A] نسبة 90%"],
    ["المعدل GPA = 3.875 من 4", "المعدل [GPA = 3.875] من 4"],
    ["العلامة 30/45 أي 66.7%.", "العلامة 30/45 أي 66.7%."],
    ["تقدير A+ أو B", "تقدير [A+] أو [B]"],
    ["المعادلة x = 2 × y + 1.", "المعادلة [x = 2 × y + 1]."],
    ["حيث A*=56", "حيث [A*=56]"],
    // numbers alone are left to the bidi algorithm, which keeps them left to right
    ["في 4 أيلول 2027 بين 8:00 و3:00", "في 4 أيلول 2027 بين 8:00 و3:00"],
    ["للعام 2027/2028 بمعدل 3.875.", "للعام 2027/2028 بمعدل 3.875."],
    ["الأعوام 2026-2027.", "الأعوام 2026-2027."],
    // punctuation of the sentence stays outside; an abbreviation keeps its period
    ["(GCE A Level)", "([GCE A Level])"],
    ["درجة B.Sc. في AI.", "درجة [B.Sc.] في [AI]."],
    ["كلية Women's College.", "كلية [Women's College]."],
    ["«MATLAB»: أداة", "«[MATLAB]»: أداة"],
  ])("%s", (text, expected) => {
    expect(segmented(text)).toBe(expected);
  });

  it("keeps every character, in order", () => {
    const text = "برنامج B.Sc. في AI وعلم البيانات (Data Science)، راسل a@b.example أو +970 2 000 1010.";
    expect(
      splitLatinRuns(text)
        .map((r) => r.text)
        .join(""),
    ).toBe(text);
  });
});
