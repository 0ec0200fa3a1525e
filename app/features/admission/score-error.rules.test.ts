import { describe, expect, it } from "vitest";
import ar from "#app/i18n/messages/ar.json";
import en from "#app/i18n/messages/en.json";
import { translate } from "#app/i18n/messages.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";
import { certificateScoreError, type CertificateScaleWords, type ScoreErrorKind } from "./score-error.ts";

/** Two made-up certificates: a scale of points written whole, and a percentage written with two decimals. */
const points: CertificateScaleWords = {
  name: "شهادة الاختبار",
  scoreName: "مجموع النقاط",
  scoreNameIndefinite: "مجموعًا",
  unit: "points",
  min: 24,
  max: 45,
  decimals: 0,
};
const percent: CertificateScaleWords = {
  name: "Test Diploma",
  scoreName: "the average",
  scoreNameIndefinite: "an average",
  unit: "percent",
  min: 60,
  max: 100,
  decimals: 2,
};

const arT = (key: string, values?: MessageValues) => translate(ar, key, values, key, "ar");
const enT = (key: string, values?: MessageValues) => translate(en, key, values, key, "en");

describe("certificateScoreError: one sentence for the admission finder and the results page", () => {
  // Written out by hand from the rules: the scale's bounds in its unit (a count of points agrees
  // with its number), the decimals it is written with, and what to type instead.
  it.each<[ScoreErrorKind, string]>([
    ["empty", "يتراوح مجموع النقاط في شهادة الاختبار بين 24 و45 نقطة؛ أدخله لتعرف النسبة المئوية المقابلة له."],
    ["malformed", "يتراوح مجموع النقاط في شهادة الاختبار بين 24 و45 نقطة؛ أدخله بالأرقام."],
    ["range", "يتراوح مجموع النقاط في شهادة الاختبار بين 24 و45 نقطة؛ أدخل مجموعًا بينهما."],
    ["precision", "يُكتب مجموع النقاط في شهادة الاختبار عددًا صحيحًا بلا كسور؛ اكتبه كما هو في شهادتك."],
  ])("in Arabic, %s on a scale of points", (kind, sentence) => {
    expect(certificateScoreError(arT, kind, points)).toBe(sentence);
  });

  it.each<[ScoreErrorKind, string]>([
    [
      "empty",
      "In the Test Diploma, the average ranges from 60% to 100%; enter yours to see the percentage it corresponds to.",
    ],
    ["malformed", "In the Test Diploma, the average ranges from 60% to 100%; enter it in digits."],
    ["range", "In the Test Diploma, the average ranges from 60% to 100%; enter an average in that range."],
    [
      "precision",
      "In the Test Diploma, the average has at most two decimal places; enter it as it appears on your certificate, or rounded to two decimal places.",
    ],
  ])("in English, %s on a percentage", (kind, sentence) => {
    expect(certificateScoreError(enT, kind, percent)).toBe(sentence);
  });
});
