import { describe, expect, it } from "vitest";
import { usdOf } from "./usd.ts";

// Worked by hand: dinars × rate, then to the nearest dollar, a half dollar up.
const CASES: [jod: number, rate: number, usd: number][] = [
  [20, 1.41, 28], // 28.20
  [50, 1.41, 71], // 70.50: a half, up
  [35, 1.41, 49], // 49.35
  [95, 1.41, 134], // 133.95
  [120, 1.41, 169], // 169.20
  [250, 1.41, 353], // 352.50: a half, up
  [1, 1.41, 1], // 1.41
  [0.5, 1.41, 1], // 0.705
  [0.25, 1.41, 0], // 0.3525
  [150, 1.4104, 212], // 211.56
  [12.5, 1.4104, 18], // 17.63
  [1000, 1.41, 1410], // 1410.00
  [2475.5, 1.41, 3490], // 3490.455
  [75, 1.4, 105], // 105.00
  [1450, 1.41, 2045], // 2044.50: a half, up (as floats, 1450 × 1.41 is 2044.4999…)
];

describe("usdOf: dinars in US dollars, to the nearest dollar", () => {
  it.each(CASES)("JOD %d at %d USD per JOD is USD %d", (jod, rate, usd) => {
    expect(usdOf(jod, rate)).toBe(usd);
  });
});
