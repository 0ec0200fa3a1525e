import { describe, expect, it } from "vitest";
import { splitLatinRuns } from "./bidi.ts";

const latin = (text: string) =>
  splitLatinRuns(text)
    .filter((r) => r.latin)
    .map((r) => r.text);

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

  it("keeps every character, in order", () => {
    const text = "برنامج B.Sc. في AI وعلم البيانات (Data Science).";
    expect(
      splitLatinRuns(text)
        .map((r) => r.text)
        .join(""),
    ).toBe(text);
  });
});
