/**
 * Reads what a student typed as their average or score, pure. Students type on Arabic keyboards:
 * Arabic-Indic digits, the Arabic decimal separator (٫) and a trailing percent sign (% or ٪) are
 * all accepted.
 */
import { parseLocalizedNumber, westernDigits } from "#app/lib/format.ts";

/**
 * A Tawjihi average: a pass is 50, the top is 100, written with one decimal at most (the ministry's
 * results and their import, scripts/results/read-csv.ts, refuse 94.65 and never round it).
 */
export const TAWJIHI_SCALE = { min: 50, max: 100, decimals: 1 } as const;

/** A scale a score is read on: its bounds, and the most decimals a score on it is written with. */
export interface ScoreScale {
  min: number;
  max: number;
  /** The most decimals a score on this scale has: 1 for a Tawjihi average, 0 for an IB total (content). */
  decimals: number;
}

export type ScoreReading =
  | { kind: "empty" }
  | { kind: "value"; value: number }
  /** Not a number at all (letters, two separators…). */
  | { kind: "malformed" }
  /** A number outside the certificate's scale. */
  | { kind: "range" }
  /** More decimals than the scale is written with (`85.55` for a Tawjihi average, `34.5` for an IB total): refused, not rounded. */
  | { kind: "precision" };

export function readScore(raw: string, scale: ScoreScale): ScoreReading {
  const text = raw.trim().replace(/\s*[%\u066A]$/, "");
  if (!text) return { kind: "empty" };
  const value = parseLocalizedNumber(text);
  if (value === undefined) return { kind: "malformed" };
  if (value < scale.min || value > scale.max) return { kind: "range" };
  if (decimalsOf(text) > scale.decimals) return { kind: "precision" };
  return { kind: "value", value };
}

/** The decimals written, trailing zeros aside (`94.60` has one, as the results import reads it). */
function decimalsOf(text: string): number {
  const fraction = /[.,\u066B](\d*)$/.exec(westernDigits(text))?.[1] ?? "";
  return fraction.replace(/0+$/, "").length;
}
