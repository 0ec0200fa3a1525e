import { describe, expect, it } from "vitest";
import type { AdmissionInfo, Program } from "~/content/schema";
import { admissionCalendar, convertCertificate, notEnded, programsForStream, scholarshipFor } from "./eligibility";

const RESULTS_ANNOUNCEMENT_LABEL = "موعد إعلان النتائج";

const program = (slug: string, minimums: Record<string, number>) =>
  ({ slug, name: slug, admission: { minimums } }) as unknown as Program;
const programs = [
  program("nursing", { scientific: 70, literary: 80 }),
  program("law", { literary: 65, scientific: 65 }),
  program("eng", { scientific: 80 }),
];

describe("programsForStream", () => {
  it.each([
    ["scientific", undefined, ["eng", "nursing", "law"]],
    ["scientific", 75, ["nursing", "law"]],
    ["literary", 79.9, ["law"]],
    ["literary", 80, ["nursing", "law"]],
    ["sharia", 99, []],
  ])("%s with %s", (stream, average, slugs) => {
    expect(programsForStream(programs, stream, average).map((e) => e.program.slug)).toEqual(slugs);
  });
});

const tiers = [
  { name: "التفوق", minAverage: 90, discountPercent: 30, conditions: "" },
  { name: "التميز", minAverage: 95, discountPercent: 50, conditions: "" },
] as AdmissionInfo["scholarships"];

describe("scholarshipFor", () => {
  it.each([
    [96, "التميز"],
    [95, "التميز"],
    [94.9, "التفوق"],
    [89.9, undefined],
  ])("%s → %s", (avg, name) => {
    expect(scholarshipFor(tiers, avg)?.name).toBe(name);
  });
});

const ib = {
  code: "ib",
  name: "IB",
  scale: { min: 24, max: 45, unit: "نقطة" },
  conversion: [
    [24, 65],
    [30, 80],
    [45, 100],
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
