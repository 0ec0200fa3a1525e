/**
 * Admission arithmetic, pure: which scholarship tier an average earns, how a foreign certificate
 * converts to a Tawjihi percentage, and the admission calendar. (Which degrees an average opens:
 * answer.ts; what they cost: plan-cost.ts.)
 */
import type { AdmissionInfo } from "#app/content/schema.ts";
import { placesOf, unitsOf } from "#app/lib/decimal.ts";

type Tier = AdmissionInfo["scholarships"][number];
/** The levels a tier can be given at: those of the programs the admission answer lists. */
export type TierLevel = Tier["levels"][number];

/**
 * The best scholarship tier an average earns, if any; with `level`, the best among the tiers given
 * at that level (a bachelor's tier takes nothing off a diploma's fees).
 */
export function scholarshipFor(tiers: readonly Tier[], average: number, level?: TierLevel) {
  return [...tiers]
    .filter((t) => level === undefined || t.levels.includes(level))
    .sort((a, b) => b.minAverage - a.minAverage)
    .find((t) => average >= t.minAverage);
}

/**
 * Which entry levels a tier covers, as the messages name it: `all` when every level of `levels`
 * (the levels the answer lists) is among the tier's, else the one level it has there.
 */
export function tierScope(tier: Pick<Tier, "levels">, levels: readonly TierLevel[] = ["undergraduate", "diploma"]) {
  const covered = levels.filter((l) => tier.levels.includes(l));
  return covered.length === levels.length ? "all" : (covered[0] ?? "all");
}

/**
 * A certificate whose scores count as they are (the Jordanian Tawjihi: each anchor's score is its
 * percentage): the page says so, and never «about».
 */
export function isExactConversion(cert: Pick<AdmissionInfo["certificates"][number], "conversion">): boolean {
  return cert.conversion.every((anchor) => anchor.score === anchor.percent);
}

/**
 * Converts a score on a certificate's own scale to a percentage by linear interpolation between
 * its anchor points, unrounded (docs/decisions/029): the figure the rules compare is the one the
 * anchors give, and only the page rounds it to show it. Worked on whole numbers of the smallest
 * unit written, then one division: a score that falls on a threshold gives that threshold exactly
 * (84.95 on a scale counted as it is gives 84.95, never 85). Scores outside the scale give `undefined`.
 */
export function convertCertificate(cert: AdmissionInfo["certificates"][number], score: number): number | undefined {
  if (score < cert.scale.min || score > cert.scale.max) return undefined;
  const anchors = [...cert.conversion].sort((a, b) => a.score - b.score);
  if (score <= anchors[0].score) return anchors[0].percent;
  for (let i = 1; i < anchors.length; i++) {
    const { score: x0, percent: y0 } = anchors[i - 1];
    const { score: x1, percent: y1 } = anchors[i];
    if (score > x1) continue;
    const places = Math.max(...[score, x0, x1, y0, y1].map(placesOf));
    const [s, X0, X1, Y0, Y1] = [score, x0, x1, y0, y1].map((n) => unitsOf(n, places));
    // y0 + (s − x0)(y1 − y0)/(x1 − x0), over one denominator: the one rounding is the float's own.
    return (Y0 * (X1 - X0) + (s - X0) * (Y1 - Y0)) / ((X1 - X0) * 10 ** places);
  }
  return anchors[anchors.length - 1].percent;
}

/** A date as the content writes dates (YYYY-MM-DD), in the local calendar. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/**
 * The admission calendar: the listed dates and the results announcement (under `resultsLabel`,
 * from the messages), in date order.
 */
export function admissionCalendar(
  info: { dates: AdmissionInfo["dates"]; resultsSeason: Pick<AdmissionInfo["resultsSeason"], "announcement"> },
  resultsLabel: string,
): AdmissionInfo["dates"] {
  return [...info.dates, { label: resultsLabel, start: info.resultsSeason.announcement }].sort((a, b) =>
    a.start.localeCompare(b.start),
  );
}

/**
 * The entries of a calendar that have not ended by `today` (a period still running included),
 * in the browser's calendar: the home page hides the rest once the browser has taken over.
 */
export function notEnded(calendar: AdmissionInfo["dates"], today: Date): AdmissionInfo["dates"] {
  const day = isoDay(today);
  return calendar.filter((d) => (d.end ?? d.start) >= day);
}
