import { describe, expect, it } from "vitest";
import type { AdmissionInfo } from "#app/content/schema.ts";
import {
  admissionCalendar,
  convertCertificate,
  isExactConversion,
  notEnded,
  scholarshipFor,
  tierScope,
} from "./eligibility.ts";

const RESULTS_ANNOUNCEMENT_LABEL = "موعد إعلان النتائج";

// The tiers as content lists them, highest first; the function must not rely on that order.
const tiers = [
  { name: "التفوق", minAverage: 90, discountPercent: 30, appliesTo: "plan", levels: ["undergraduate"], conditions: "" },
  {
    name: "المعدل المرتفع",
    minAverage: 85,
    discountPercent: 15,
    appliesTo: "first-year",
    levels: ["undergraduate", "diploma"],
    conditions: "",
  },
  {
    name: "التميز",
    minAverage: 95,
    discountPercent: 50,
    appliesTo: "plan",
    minSemesterHours: 15,
    levels: ["undergraduate"],
    conditions: "",
  },
] as AdmissionInfo["scholarships"];

describe("scholarshipFor: the highest tier whose minimum is met", () => {
  it.each([
    [100, "التميز"],
    [95, "التميز"],
    [94.9, "التفوق"],
    [90, "التفوق"],
    [89.9, "المعدل المرتفع"],
    [85, "المعدل المرتفع"],
    [84.9, undefined],
    [50, undefined],
  ])("%s → %s", (avg, name) => {
    expect(scholarshipFor(tiers, avg)?.name).toBe(name);
  });
});

describe("scholarshipFor a level: only the tiers given at that level", () => {
  it.each([
    [100, "undergraduate", "التميز"],
    [100, "diploma", "المعدل المرتفع"],
    [92, "diploma", "المعدل المرتفع"],
    [84.9, "diploma", undefined],
  ] as const)("%s in a %s program → %s", (avg, level, name) => {
    expect(scholarshipFor(tiers, avg, level)?.name).toBe(name);
  });

  it("a tier of bachelor's programs only takes nothing off a diploma", () => {
    const bachelorOnly = tiers.map((t) => ({ ...t, levels: ["undergraduate" as const] }));
    expect(scholarshipFor(bachelorOnly, 100, "diploma")).toBeUndefined();
    expect(scholarshipFor(bachelorOnly, 100, "undergraduate")?.name).toBe("التميز");
  });

  it("names the levels a tier covers: all of them, or the one", () => {
    expect(tierScope({ levels: ["undergraduate", "diploma"] })).toBe("all");
    expect(tierScope({ levels: ["undergraduate"] })).toBe("undergraduate");
    expect(tierScope({ levels: ["diploma"] })).toBe("diploma");
  });
});

describe("isExactConversion: a certificate read as it is", () => {
  it("every anchor's score is its percentage: exact", () => {
    expect(
      isExactConversion({
        conversion: [
          { score: 50, percent: 50 },
          { score: 100, percent: 100 },
        ],
      }),
    ).toBe(true);
  });
  it("a scale of its own: an estimate", () => {
    expect(isExactConversion(ib)).toBe(false);
  });
});

const ib = {
  code: "ib",
  name: "IB",
  scale: { min: 24, max: 45, unit: "points", name: "مجموع النقاط", nameIndefinite: "مجموعًا" },
  conversion: [
    { score: 24, percent: 65 },
    { score: 30, percent: 80 },
    { score: 45, percent: 100 },
  ],
} as AdmissionInfo["certificates"][number];

describe("convertCertificate", () => {
  it.each([
    [24, 65],
    [27, 72.5],
    [30, 80],
    [45, 100],
    [23, undefined],
    [46, undefined],
  ])("IB %s → %s", (score, pct) => {
    expect(convertCertificate(ib, score)).toBe(pct);
  });
});

describe("admissionCalendar", () => {
  it("places the results announcement among the dates, in date order", () => {
    const calendar = admissionCalendar(
      {
        dates: [
          { label: "أ", start: "2027-08-01" },
          { label: "ب", start: "2027-05-02" },
        ],
        resultsSeason: { announcement: "2027-07-22" },
      },
      RESULTS_ANNOUNCEMENT_LABEL,
    );
    expect(calendar.map((d) => d.label)).toEqual(["ب", RESULTS_ANNOUNCEMENT_LABEL, "أ"]);
  });
});

describe("notEnded", () => {
  const calendar = admissionCalendar(
    {
      dates: [
        { label: "التقديم", start: "2027-07-22", end: "2027-08-20" },
        { label: "التسجيل", start: "2027-08-25" },
        { label: "بدء الدراسة", start: "2027-09-12" },
      ],
      resultsSeason: { announcement: "2027-07-20" },
    },
    RESULTS_ANNOUNCEMENT_LABEL,
  );
  it.each([
    [new Date(2027, 6, 1), [RESULTS_ANNOUNCEMENT_LABEL, "التقديم", "التسجيل", "بدء الدراسة"]],
    [new Date(2027, 6, 20, 23, 59), [RESULTS_ANNOUNCEMENT_LABEL, "التقديم", "التسجيل", "بدء الدراسة"]],
    [new Date(2027, 6, 21), ["التقديم", "التسجيل", "بدء الدراسة"]],
    // A running period stays until its last day is over.
    [new Date(2027, 7, 20, 22, 0), ["التقديم", "التسجيل", "بدء الدراسة"]],
    [new Date(2027, 7, 21), ["التسجيل", "بدء الدراسة"]],
    [new Date(2027, 8, 12, 23, 30), ["بدء الدراسة"]],
    [new Date(2027, 8, 13), []],
  ])("on %s", (today, expected) => {
    expect(notEnded(calendar, today).map((d) => d.label)).toEqual(expected);
  });
});
