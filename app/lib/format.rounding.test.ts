/**
 * A student's average is never shown above what it is, and what it lacks of a minimum is shown so
 * that the two add up (decision 029). Expected figures written out by hand.
 */
import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, shownFigure } from "./format.ts";
import { exactDifference, unitsOf } from "./decimal.ts";

describe("rounding down and up, on the number as written", () => {
  it.each([
    [79.25, "79.2", "79.3"],
    [79.3, "79.3", "79.3"],
    [79.96, "79.9", "80"],
    [83.33333333333333, "83.3", "83.3"],
    [94.99, "94.9", "95"],
    [85, "85", "85"],
  ])("%s to one decimal: down %s, nearest %s", (value, down, nearest) => {
    expect(formatNumber(value, 1, "down")).toBe(down);
    expect(formatNumber(value, 1)).toBe(nearest);
  });

  it("a percentage rounded down keeps its sign", () => {
    expect(formatPercent(79.96, 1, "down")).toBe("79.9%");
  });

  it.each([
    [0.75, 0.8],
    [0.7, 0.7],
    [0.04, 0.1],
    [2, 2],
    [1.6666666666666714, 1.7],
  ])("a shortfall of %s is shown up, as %s", (value, shown) => {
    expect(shownFigure(value, 1, "up")).toBe(shown);
  });

  it("an estimate shown down and its shortfall shown up add up to the minimum, for every hundredth below it", () => {
    for (const minimum of [50, 65, 79.5, 80, 85, 95]) {
      for (let below = 1; below <= 300; below++) {
        const average = (unitsOf(minimum, 2) - below) / 100;
        const shortfall = exactDifference(minimum, average);
        const shown = Number(formatNumber(average, 1, "down").replace(/,/g, ""));
        expect(unitsOf(shown, 1) + unitsOf(shownFigure(shortfall, 1, "up"), 1), `${average} < ${minimum}`).toBe(
          unitsOf(minimum, 1),
        );
        expect(shown).toBeLessThan(minimum);
      }
    }
  });
});
