import { describe, expect, it } from "vitest";
import type { ProgramSheet } from "#app/content/schema.ts";
import { discountedHours, planCost } from "./plan-cost.ts";

/** A plan from its semesters' hours, year by year (3-hour courses, the last one topping up). */
function plan(years: number[][]): Pick<ProgramSheet, "studyPlan" | "creditHours" | "tuitionPerHour"> {
  const studyPlan = years.map((semesters, y) => ({
    year: y + 1,
    semesters: semesters.map((hours, s) => ({
      term: (["first", "second", "summer"] as const)[s],
      courses: [{ code: `C${y}${s}`, name: "مساق", hours }],
    })),
  }));
  return { studyPlan, creditHours: years.flat().reduce((a, b) => a + b, 0), tuitionPerHour: 40 };
}

// 134 hours: 17+17+3 / 17+17 / 16+16+6 / 16+9 (the last semester is the rest of the plan).
const sheet = plan([
  [17, 17, 3],
  [17, 17],
  [16, 16, 6],
  [16, 9],
]);
const excellence = { appliesTo: "plan", minSemesterHours: 15, discountPercent: 50 } as const;
const distinction = { appliesTo: "plan", discountPercent: 30 } as const;
const highAverage = { appliesTo: "first-year", discountPercent: 15 } as const;

describe("discountedHours", () => {
  it.each([
    ["every semester", distinction, 134],
    ["first year only (its summer included)", highAverage, 37],
    // 15+ hours semesters (17×4, 16×3) and the last semester (9): not the 3- and 6-hour summers.
    ["semesters of 15 hours or the rest of the plan", excellence, 125],
  ])("%s", (_, tier, hours) => {
    expect(discountedHours(sheet, tier)).toBe(hours);
  });
});

describe("planCost", () => {
  it("without a scholarship the plan costs hours × fee", () => {
    expect(planCost(sheet, undefined)).toEqual({
      hours: 134,
      perHour: 40,
      before: 5360,
      discountedHours: 0,
      saving: 0,
      after: 5360,
    });
  });

  it.each([
    [excellence, 2500, 2860],
    [distinction, 1608, 3752],
    [highAverage, 222, 5138],
  ])("with %o takes off %s (to %s)", (tier, saving, after) => {
    const cost = planCost(sheet, tier);
    expect(cost.saving).toBe(saving);
    expect(cost.after).toBe(after);
    expect(cost.before - cost.after).toBe(cost.saving);
  });

  it("rounds the saving to the dinar", () => {
    // 37 × 22 × 15% = 122.1
    expect(planCost({ ...sheet, tuitionPerHour: 22 }, highAverage).saving).toBe(122);
  });
});
