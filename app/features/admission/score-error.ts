/**
 * The sentence a student reads when a foreign certificate's score cannot be read: one wording for
 * the admission finder and the results page's conversion, in the certificate's own words (its
 * score's name, its scale's bounds as its unit writes them, its decimals).
 */
import type { MessageValues } from "#app/i18n/format-message.ts";
import { scaleBounds } from "#app/features/admission/scale-bounds.ts";

/** What the sentence says of the certificate and its scale. */
export interface CertificateScaleWords {
  name: string;
  scoreName: string;
  /** The score's name as written after «أدخل» («معدلًا», «مجموعًا»): the range sentence asks for one between the bounds. */
  scoreNameIndefinite: string;
  unit: "percent" | "points";
  min: number;
  max: number;
  decimals: number;
}

/** A score not read: none typed, not a number, outside the scale, or with more decimals than it is written with. */
export type ScoreErrorKind = "empty" | "malformed" | "range" | "precision";

export function certificateScoreError(
  t: (key: string, values?: MessageValues) => string,
  kind: ScoreErrorKind,
  words: CertificateScaleWords,
): string {
  const named = { certificate: words.name, scoreName: words.scoreName };
  if (kind === "precision") return t("admission.error.certificatePrecision", { ...named, decimals: words.decimals });
  if (kind === "empty") return t("admission.error.certificateEmpty", { ...named, ...scaleBounds(t, words) });
  if (kind === "malformed") return t("admission.error.certificateMalformed", { ...named, ...scaleBounds(t, words) });
  return t("admission.error.certificateRange", {
    ...named,
    scoreNameIndefinite: words.scoreNameIndefinite,
    ...scaleBounds(t, words),
  });
}
