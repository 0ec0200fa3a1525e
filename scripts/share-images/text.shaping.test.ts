/**
 * The share images' text is shaped, not strung together: these fail with a renderer that draws
 * each Arabic letter in its isolated form (as Satori does) or lays the letters out left to right.
 */
import { describe, expect, it } from "vitest";
import { fitText, plexArabic, shapeLine, wordsOf, type ShapedLine } from "./text.ts";

const bold = plexArabic(700);

/** The line's characters in the order they appear on the card, left to right. */
function visualOrder(line: ShapedLine): string {
  const seen = new Set<number>();
  return [...line.glyphs]
    .sort((a, b) => a.x - b.x)
    .filter((g) => !seen.has(g.cluster) && seen.add(g.cluster))
    .map((g) => line.text[g.cluster])
    .join("");
}

describe("Arabic shaping", () => {
  const word = "كلية";
  const shaped = shapeLine(word, bold);
  const isolated = [...word].map((letter) => shapeLine(letter, bold));

  it("gives each letter of «كلية» its joining form, not the isolated one", () => {
    const byLetter = [...word].map((_, i) => shaped.glyphs.find((g) => g.cluster === i)!.id);
    expect(byLetter).toHaveLength(4);
    byLetter.forEach((id, i) => expect(id, word[i]).not.toBe(isolated[i].glyphs[0].id));
  });

  it("joins the letters: the word is much narrower than its letters set apart", () => {
    const apart = isolated.reduce((sum, l) => sum + l.width, 0);
    expect(shaped.width).toBeLessThan(apart * 0.75);
  });

  it("sets the word right to left: its first letter is the rightmost glyph", () => {
    expect(visualOrder(shaped)).toBe("ةيلك");
  });

  it("ligates lam-alef and keeps the hamza on its alef («الأفق»)", () => {
    const line = shapeLine("الأفق", bold);
    expect(line.glyphs.length).toBeLessThan(5);
  });
});

describe("bidi: Latin and digits in an Arabic (RTL) title", () => {
  it.each([
    // The Latin abbreviation stays left to right with its final period (isolated as the pages do),
    // the brackets around it are mirrored, and the Arabic runs right to left.
    ["دكتور صيدلة (Pharm.D.)", ")Pharm.D.( ةلديص روتكد"],
    ["لمدة 6 سنوات", "تاونس 6 ةدمل"],
    ["204 ساعات معتمدة", "ةدمتعم تاعاس 204"],
    ["برنامج AI للطلبة", "ةبلطلل AI جمانرب"],
    // Issue 52: an address, a phone number and a formula are one left-to-right run each, with
    // their `@`, `+` and `*` inside and the full stop outside (at the line's left end).
    ["راسل admission@al-ofoq.example.", ".admission@al-ofoq.example لسار"],
    ["اتصل +970 2 000 1010.", ".+970 2 000 1010 لصتا"],
    ["على أساس A* = 56", "A* = 56 ساسأ ىلع"],
  ])("%s", (text, expected) => {
    expect(visualOrder(shapeLine(text, bold))).toBe(expected);
  });

  it("an LTR line (the address) stays in reading order", () => {
    expect(visualOrder(shapeLine("www.al-ofoq.example", bold, "ltr"))).toBe("www.al-ofoq.example");
  });

  it("fails loudly on a character the font does not have", () => {
    expect(() => shapeLine("中文", bold)).toThrow(/U\+4E2D/);
  });
});

describe("fitting a title", () => {
  it("breaks an Arabic title between words, never inside a run that reads LTR", () => {
    expect(wordsOf("اتصل بالرقم +970 2 000 1010 أو Data Science")).toEqual([
      "اتصل",
      "بالرقم",
      "+970 2 000 1010",
      "أو",
      "Data Science",
    ]);
  });

  it("breaks an English title at every space", () => {
    expect(wordsOf("Call +970 2 000", "ltr")).toEqual(["Call", "+970", "2", "000"]);
  });

  const steps = [
    { size: 80, lines: 1 },
    { size: 64, lines: 2 },
    { size: 48, lines: 3 },
  ];

  it("keeps a short title on one line at the largest size", () => {
    const fit = fitText("الشراكات", bold, 1000, steps);
    expect(fit).toMatchObject({ size: 80 });
    expect(fit.lines.map((l) => l.text)).toEqual(["الشراكات"]);
  });

  it("breaks a long title at spaces, in reading order, balanced, every line within the measure", () => {
    const title = "دبلوم التسويق عبر وسائل التواصل الاجتماعي";
    const fit = fitText(title, bold, 900, steps);
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.lines.map((l) => l.text).join(" ")).toBe(title);
    const widths = fit.lines.map((l) => l.width * fit.size);
    for (const w of widths) expect(w).toBeLessThanOrEqual(900);
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.5);
  });

  it("never overflows: three lines at the smallest size, scaled down further if need be", () => {
    const fit = fitText("كلمةطويلةجدابلامسافاتتتجاوزعرضالبطاقةكلها حتى بأصغر حجم", bold, 600, steps);
    expect(fit.size).toBeLessThan(48);
    for (const line of fit.lines) expect(line.width * fit.size).toBeLessThanOrEqual(600);
  });
});
