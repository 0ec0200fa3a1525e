/**
 * What a degree's credit hours cost over the whole study plan, before and after a scholarship,
 * pure. Credit-hour fees only: the fixed semester fees (help page) are extra, and the page says so.
 *
 * The discount is counted only on the hours the tier's own conditions in content cover:
 * - `appliesTo: first-year`: the hours of the plan's first year;
 * - `minSemesterHours`: the semesters in which the plan has at least that many hours, or the rest
 *   of the plan when that is less (the plan's last semester);
 * - otherwise every semester (the page says this assumes the conditions are kept).
 */
import type { AdmissionInfo, ProgramSheet } from "#app/content/schema.ts";

export type ScholarshipTier = AdmissionInfo["scholarships"][number];

export interface PlanCost {
  /** The plan's credit hours. */
  hours: number;
  /** Fee per credit hour (JOD). */
  perHour: number;
  /** hours × perHour. */
  before: number;
  /** The hours the discount is counted on (0 without a tier). */
  discountedHours: number;
  /** What the discount takes off, rounded to the dinar. */
  saving: number;
  /** before − saving. */
  after: number;
}

/** The credit hours of each semester of a plan, in plan order, with its year. */
export function semesterHours(sheet: Pick<ProgramSheet, "studyPlan">): { year: number; hours: number }[] {
  return sheet.studyPlan.flatMap((y) =>
    y.semesters.map((s) => ({ year: y.year, hours: s.courses.reduce((n, c) => n + c.hours, 0) })),
  );
}

/** The hours of a plan a tier's discount is counted on. */
export function discountedHours(
  sheet: Pick<ProgramSheet, "studyPlan">,
  tier: Pick<ScholarshipTier, "appliesTo" | "minSemesterHours">,
): number {
  const semesters = semesterHours(sheet).filter((s) => s.hours > 0);
  if (tier.appliesTo === "first-year") return semesters.filter((s) => s.year === 1).reduce((n, s) => n + s.hours, 0);
  const min = tier.minSemesterHours;
  return semesters
    .filter((s, i) => min === undefined || s.hours >= min || i === semesters.length - 1)
    .reduce((n, s) => n + s.hours, 0);
}

/** The plan's credit-hour fees, and what they come to after `tier` (none: no discount). */
export function planCost(
  sheet: Pick<ProgramSheet, "studyPlan" | "creditHours" | "tuitionPerHour">,
  tier: Pick<ScholarshipTier, "appliesTo" | "minSemesterHours" | "discountPercent"> | undefined,
): PlanCost {
  const before = sheet.creditHours * sheet.tuitionPerHour;
  const hours = tier ? discountedHours(sheet, tier) : 0;
  const saving = tier ? Math.round((hours * sheet.tuitionPerHour * tier.discountPercent) / 100) : 0;
  return {
    hours: sheet.creditHours,
    perHour: sheet.tuitionPerHour,
    before,
    discountedHours: hours,
    saving,
    after: before - saving,
  };
}
