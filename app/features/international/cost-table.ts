/**
 * What an applicant from abroad pays, as the page's table lists it: the fees per credit hour of
 * each level of study (their range taken from the programs, never typed), then every cost the
 * content writes (application fee, fixed semester fees, insurance, housing, living), each in
 * Jordanian dinars and in US dollars at the content's one rate (usd.ts).
 */
import type { Registry } from "#app/content/registry.ts";
import type { CostPeriod, Degree } from "#app/content/schema.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { usdOf } from "./usd.ts";

/** An amount, or a range of amounts (`max` above `min`). */
export interface Amount {
  min: number;
  max?: number;
}

export type CostRow =
  | { kind: "hours"; level: Degree["level"]; jod: Amount; usd: Amount }
  | { kind: "cost"; key: string; label: string; note: string; per: CostPeriod; jod: Amount; usd: Amount };

/** The levels in the order the table lists their fees. */
const LEVELS: readonly Degree["level"][] = ["undergraduate", "diploma", "graduate"];

/** The lowest and highest of some amounts: one amount when they are all the same. */
export function rangeOf(amounts: number[]): Amount | undefined {
  if (amounts.length === 0) return undefined;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  return max > min ? { min, max } : { min };
}

/** Every cost of the page, in dinars and in dollars. */
export function costRows(r: Registry): CostRow[] {
  const rate = r.international.exchangeRate.usdPerJod;
  const inUsd = (jod: Amount): Amount =>
    jod.max === undefined ? { min: usdOf(jod.min, rate) } : { min: usdOf(jod.min, rate), max: usdOf(jod.max, rate) };
  const degrees = catalogDegrees(r);
  const hours = LEVELS.flatMap((level) => {
    const jod = rangeOf(degrees.filter((d) => d.level === level).map((d) => d.sheet.tuitionPerHour));
    return jod ? [{ kind: "hours" as const, level, jod, usd: inUsd(jod) }] : [];
  });
  const costs = r.international.costs.map((c) => {
    const jod: Amount = c.maxAmount === undefined ? { min: c.amount } : { min: c.amount, max: c.maxAmount };
    return { kind: "cost" as const, key: c.key, label: c.label, note: c.note, per: c.per, jod, usd: inUsd(jod) };
  });
  return [...hours, ...costs];
}
