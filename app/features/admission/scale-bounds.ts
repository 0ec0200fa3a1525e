/**
 * A certificate scale's bounds as its unit writes them, for a sentence: `50%` and `100%`, or `24`
 * and `45 نقطة`, the counted noun agreeing with the number (`4 نقاط`, `45 نقطة`: count.points).
 */
import { formatNumber, formatPercent } from "#app/lib/format.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";

export function scaleBounds(
  t: (key: string, values?: MessageValues) => string,
  scale: { min: number; max: number; unit: "percent" | "points" },
): { min: string; max: string } {
  if (scale.unit === "percent") return { min: formatPercent(scale.min), max: formatPercent(scale.max) };
  return { min: formatNumber(scale.min), max: t("count.points", { count: scale.max }) };
}
