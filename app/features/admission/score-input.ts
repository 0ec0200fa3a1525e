/**
 * Reads what a student typed as their average or score, pure. Students type on Arabic keyboards:
 * Arabic-Indic digits, the Arabic decimal separator (٫) and a trailing percent sign (% or ٪) are
 * all accepted.
 */
import { parseLocalizedNumber } from "~/lib/format";

/** A Tawjihi average: a pass is 50, the top is 100. */
export const TAWJIHI_SCALE = { min: 50, max: 100 } as const;

export type ScoreReading =
  | { kind: "empty" }
  | { kind: "value"; value: number }
  /** Not a number at all (letters, two separators…). */
  | { kind: "malformed" }
  /** A number outside the certificate's scale. */
  | { kind: "range" };

export function readScore(raw: string, scale: { min: number; max: number }): ScoreReading {
  const text = raw.trim().replace(/\s*[%\u066A]$/, "");
  if (!text) return { kind: "empty" };
  const value = parseLocalizedNumber(text);
  if (value === undefined) return { kind: "malformed" };
  if (value < scale.min || value > scale.max) return { kind: "range" };
  return { kind: "value", value };
}
