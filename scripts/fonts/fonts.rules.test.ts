import { describe, expect, it } from "vitest";
import { BASE_RANGES, siteCodePoints } from "./charset.ts";
import { fallbackOverrides, overrideDescriptors } from "./metrics.ts";

describe("siteCodePoints", () => {
  const base = BASE_RANGES.reduce((n, [from, to]) => n + to - from + 1, 0);

  it("always keeps ASCII and the letters, marks, digits and punctuation of Arabic", () => {
    const points = siteCodePoints([]);
    expect(points).toHaveLength(base);
    for (const ch of "AZaz09.,:;%/@ءابتثيىةًٌٍَُِّْ٠٩،؛؟«»…") expect(points).toContain(ch.codePointAt(0));
  });

  it("adds what the site's text uses, once, ascending, without control characters", () => {
    const points = siteCodePoints(["پ ⌘ ⌘\n\t", "↑"]);
    expect(points).toHaveLength(base + 3);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(points).toContain(0x067e);
    expect(points).not.toContain(0x0a);
    expect(points).not.toContain(0x09);
  });
});

describe("fallbackOverrides", () => {
  it("scales the fallback to the web font's width and divides the vertical metrics by that scale", () => {
    const o = fallbackOverrides({ ascender: 1.1, descender: 0.4, lineGap: 0 }, { web: 90, fallback: 100 });
    expect(o.sizeAdjust).toBeCloseTo(0.9);
    expect(o.ascentOverride).toBeCloseTo(1.1 / 0.9);
    expect(o.descentOverride).toBeCloseTo(0.4 / 0.9);
    expect(overrideDescriptors(o)).toBe(
      "size-adjust: 90.00%; ascent-override: 122.22%; descent-override: 44.44%; line-gap-override: 0.00%;",
    );
  });

  it("refuses a sample with no width", () => {
    expect(() => fallbackOverrides({ ascender: 1, descender: 0.3, lineGap: 0 }, { web: 0, fallback: 10 })).toThrow();
  });
});
