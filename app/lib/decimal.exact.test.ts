import { describe, expect, it } from "vitest";
import { exactDifference, placesOf } from "./decimal.ts";
import { formatNumber, formatPercent } from "./format.ts";

describe("exact differences of numbers as written", () => {
  it.each([
    [65, 63.1, 1.9],
    [70.3, 2, 68.3],
    [65, 64.96, 0.04],
    [85, 84.95, 0.05],
    [4, 3.875, 0.125],
    [65, 65, 0],
  ])("%s − %s = %s", (a, b, difference) => {
    expect(exactDifference(a, b)).toBe(difference);
  });

  it.each([
    [65, 0],
    [84.95, 2],
    [3.875, 3],
    [1e-7, 7],
  ])("%s is written with %s decimals", (n, places) => {
    expect(placesOf(n)).toBe(places);
  });
});

describe("display only: the scale's decimals", () => {
  it.each([
    [formatNumber(3.875, 3), "3.875"],
    [formatNumber(3.875), "3.88"],
    [formatPercent(84.95, 2), "84.95%"],
    [formatPercent(83.3375, 1), "83.3%"],
    [formatPercent(1280 / 15, 1), "85.3%"],
    [formatNumber(34, 0), "34"],
  ])("%s is %s", (written, expected) => {
    expect(written).toBe(expected);
  });
});
