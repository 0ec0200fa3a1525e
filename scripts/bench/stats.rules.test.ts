import { describe, expect, it } from "vitest";
import { median, spread } from "#scripts/bench/stats.ts";

describe("benchmark summaries", () => {
  it("the median is the middle figure, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("a run that gave no figure is left out; none at all is NaN", () => {
    expect(median([Number.NaN, 7, 1, 4])).toBe(4);
    expect(median([Number.NaN])).toBeNaN();
  });
  it("the spread is the lowest and highest, rounded", () => {
    expect(spread([88.4, 48.2, 60])).toBe("48–88");
  });
});
