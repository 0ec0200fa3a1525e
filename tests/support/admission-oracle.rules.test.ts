/**
 * The admission oracle (admission-oracle.ts) on the fixture content (tests/fixtures/content/),
 * against figures worked out by hand from the fixture's files:
 * - bba: bachelor, 30 h at 30 JOD (900), scientific/literary/entrepreneurship 65, semesters 15 + 15;
 * - iti: bachelor, 36 h at 40 JOD (1440), scientific/technology 65, entrepreneurship 70, 15 + 15 + 6;
 * - itm: bachelor, 33 h at 38 JOD (1254), scientific/entrepreneurship 65, literary 70, 15 + 12 + 6;
 * - law (the college's own degree): bachelor, 30 h at 32 JOD (960), four streams at 65, 15 + 15;
 * - dnurse: diploma, 27 h at 26 JOD (702), scientific 70, literary/technology 80, 15 + 12;
 * - tiers (undergraduate only): 95 → 50% on semesters of 15 h or more and the last; 90 → 30% on
 *   every semester; 85 → 15% on the first year; floors 65 (bachelor) and 50 (diploma);
 * - IB 24 → 65%, 30 → 80%, 45 → 100%; A Level 16 → 50%, 56 → 100%; both equated to the
 *   scientific or literary stream.
 */
import { describe, expect, test } from "vitest";
import { FIXTURE_ROOT } from "#tests/support/fixture-content.ts";
import { expectedAnswer, oracleCases, readAdmissionContent, scoreAt } from "#tests/support/admission-oracle.ts";

const content = readAdmissionContent(`${FIXTURE_ROOT}/content`);
const answer = (certificate: string, stream: string, typed: string) =>
  expectedAnswer(content, certificate, stream, typed, "ar");
const opened = (certificate: string, stream: string, typed: string) => {
  const a = answer(certificate, stream, typed);
  return a.kind === "answer" ? a.open.map((p) => p.name).sort() : a.kind;
};
const BBA = "إدارة الأعمال";
const ITI = "تكنولوجيا المعلومات";
const ITM = "أنظمة المعلومات الإدارية";
const LAW = "القانون";
const DNURSE = "دبلوم التمريض";

describe("which programs a score opens: minimum ≤ the score as typed, never rounded", () => {
  test.each([
    ["jordanian-tawjihi", "scientific", "64.99", []],
    ["jordanian-tawjihi", "scientific", "65", [BBA, ITI, ITM, LAW].sort()],
    ["jordanian-tawjihi", "scientific", "69.95", [BBA, ITI, ITM, LAW].sort()],
    ["jordanian-tawjihi", "scientific", "70", [BBA, DNURSE, ITI, ITM, LAW].sort()],
    ["jordanian-tawjihi", "literary", "69.99", [BBA, LAW].sort()],
    ["jordanian-tawjihi", "literary", "80", [BBA, DNURSE, ITM, LAW].sort()],
    ["jordanian-tawjihi", "entrepreneurship", "69.99", [BBA, ITM, LAW].sort()],
    ["", "technology", "79.9", [ITI, LAW].sort()],
    ["", "technology", "80", [DNURSE, ITI, LAW].sort()],
    // IB, in whole points: 26 points are 65 + 2 × 15/6 = 70%; 25 are 67.5%.
    ["ib", "scientific", "25", [BBA, ITI, ITM, LAW].sort()],
    ["ib", "scientific", "26", [BBA, DNURSE, ITI, ITM, LAW].sort()],
    // A Level: 44 points are 50 + 28 × 50/40 = 85%; 31.99 are 69.9875%, below 70.
    ["british-a-level", "literary", "31.99", [BBA, LAW].sort()],
    ["british-a-level", "literary", "32", [BBA, ITM, LAW].sort()],
  ])("%s, %s, %s", (certificate, stream, typed, expected) => {
    expect(opened(certificate, stream, typed)).toEqual(expected);
  });
});

describe("what is refused", () => {
  test.each([
    ["", "scientific", "84.95", "more than 1 decimal(s)"],
    ["", "scientific", "49.9", "outside the scale"],
    ["ib", "technology", "45", "the certificate has no stream technology"],
    ["british-a-level", "entrepreneurship", "56", "the certificate has no stream entrepreneurship"],
    ["ib", "scientific", "23.99", "outside the scale"],
    // IB totals are whole points: 25.99 is no IB total, not 26 rounded.
    ["ib", "scientific", "25.99", "more than 0 decimal(s)"],
  ])("%s, %s, %s: %s", (certificate, stream, typed, why) => {
    expect(answer(certificate, stream, typed)).toEqual({ kind: "refused", why });
  });
});

describe("the scholarship and each program's fees", () => {
  test("84.99: no tier, fees before only", () => {
    expect(answer("jordanian-tawjihi", "literary", "84.99")).toEqual({
      kind: "answer",
      tier: undefined,
      open: [
        { name: BBA, perHour: 30, before: 900 },
        { name: DNURSE, perHour: 26, before: 702 },
        { name: ITM, perHour: 38, before: 1254 },
        { name: LAW, perHour: 32, before: 960 },
      ],
    });
  });

  test("85: 15% on the first year's hours of bachelor's degrees; none on the diploma", () => {
    // bba: 30 first-year h × 30 × 15% = 135; itm: 27 × 38 × 15% = 153.9 → 154; law: 30 × 32 × 15% = 144.
    expect(answer("jordanian-tawjihi", "literary", "85")).toEqual({
      kind: "answer",
      tier: "خصم المعدل المرتفع",
      open: [
        { name: BBA, perHour: 30, before: 900, tier: "خصم المعدل المرتفع", after: 765 },
        { name: DNURSE, perHour: 26, before: 702 },
        { name: ITM, perHour: 38, before: 1254, tier: "خصم المعدل المرتفع", after: 1100 },
        { name: LAW, perHour: 32, before: 960, tier: "خصم المعدل المرتفع", after: 816 },
      ],
    });
  });

  test("94.99 is 90's tier: 30% on every hour", () => {
    // iti: 1440 × 30% = 432.
    const a = answer("jordanian-tawjihi", "technology", "94.99");
    expect(a.kind === "answer" && a.open.find((p) => p.name === ITI)).toEqual({
      name: ITI,
      perHour: 40,
      before: 1440,
      tier: "منحة التفوّق",
      after: 1008,
    });
  });

  test("95: 50% on the semesters of at least 15 hours and on the plan's last", () => {
    // itm: 15 + 6 (the last) = 21 h × 38 × 50% = 399; the 12-hour semester is left out.
    const a = answer("jordanian-tawjihi", "scientific", "95");
    expect(a.kind === "answer" && a.tier).toBe("منحة التميّز");
    expect(a.kind === "answer" && a.open.find((p) => p.name === ITM)).toEqual({
      name: ITM,
      perHour: 38,
      before: 1254,
      tier: "منحة التميّز",
      after: 855,
    });
  });
});

describe("the cases typed", () => {
  test("a threshold's score on each certificate's scale", () => {
    const ib = content.certificates.find((c) => c.code === "ib")!;
    expect([scoreAt(ib, 65), scoreAt(ib, 80), scoreAt(ib, 85), scoreAt(ib, 50)]).toEqual([24, 30, 33.75, undefined]);
  });

  test("around each threshold, within the scale; a stream a certificate lacks once, at its top", () => {
    const cases = oracleCases(content);
    const typed = (certificate: string, stream: string) =>
      cases.filter((c) => c.certificate === certificate && c.stream === stream).map((c) => c.typed);
    // Literary's program thresholds are 65, 70 and 80 (tiers go to scientific, the stream most degrees take).
    expect(typed("jordanian-tawjihi", "literary")).toEqual(
      ["64.95", "64.99", "65", "65.01", "65.05", "69.95", "69.99", "70", "70.01", "70.05"].concat([
        "79.95",
        "79.99",
        "80",
        "80.01",
        "80.05",
      ]),
    );
    expect(typed("", "literary")).toEqual(
      ["64.9", "64.95", "65", "65.1", "69.9", "69.95", "70", "70.1"].concat(["79.9", "79.95", "80", "80.1"]),
    );
    expect(typed("ib", "technology")).toEqual(["45"]);
    expect(typed("jordanian-tawjihi", "scientific")).toContain("94.95");
  });
});
