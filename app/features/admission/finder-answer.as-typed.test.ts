/**
 * The number the student typed is the number compared (docs/decisions/029): every threshold, the
 * program minimums, the ministry's floor and the scholarships, weighs the average as typed (or as
 * converted, unrounded) against the figure the content states. Each certificate offers only the
 * streams the content equates it to, and each scale refuses what it cannot hold, saying what to
 * type. Expected values written by hand from the fixture content's rules (tests/fixtures/content/
 * admission.yaml: tiers at 85, 90 and 95; the bachelor's floor 65; the Jordanian Tawjihi counted as
 * it is with two decimals; the IB's whole points, 24→65, 30→80, 45→100; A Levels 16→50, 56→100;
 * certificates without streams equated to the scientific and the literary streams).
 */
import { describe, expect, it } from "vitest";
import { finderAnswer } from "./finder-answer.ts";
import { convertCertificate } from "./eligibility.ts";
import { readScore } from "./score-input.ts";
import { formatNumber } from "#app/lib/format.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const r = fixtureRegistry();
const ask = (certificate: string, stream: string, average: string) => finderAnswer(r, { certificate, stream, average });

describe("a Jordanian average counted as it is: compared as typed, never rounded to the threshold", () => {
  it.each([
    // average, the best tier it earns (none: undefined)
    ["84.95", undefined],
    ["84.99", undefined],
    ["85", "خصم المعدل المرتفع"],
    ["85.00", "خصم المعدل المرتفع"],
    ["89.99", "خصم المعدل المرتفع"],
    ["90", "منحة التفوّق"],
    ["94.96", "منحة التفوّق"],
    ["94.99", "منحة التفوّق"],
    ["95", "منحة التميّز"],
  ])("scientific %s → %s", (average, tier) => {
    expect(ask("jordanian-tawjihi", "scientific", average).answer?.scholarship?.name).toBe(tier);
  });

  it.each([
    // average, below the bachelor's floor of 65
    ["64.96", true],
    ["64.99", true],
    ["65", false],
    ["65.01", false],
  ])("literary %s below the floor of 65: %s", (average, below) => {
    expect(ask("jordanian-tawjihi", "literary", average).answer?.belowBachelorFloor).toBe(below);
  });

  it.each([
    // average, whether the BBA (literary minimum 65) is open
    ["64.96", false],
    ["65", true],
  ])("literary %s opens the BBA (minimum 65): %s", (average, open) => {
    expect(ask("jordanian-tawjihi", "literary", average).answer?.open.some((d) => d.id === "bba")).toBe(open);
  });

  it("64.96 is a close call of 0.04 below the BBA's 65, not 0", () => {
    const close = ask("jordanian-tawjihi", "literary", "64.96").answer?.close.find((d) => d.id === "bba");
    expect(close?.shortfall).toBe(0.04);
  });

  it("the page repeats it as typed: 84.95, with its two decimals", () => {
    const answer = ask("jordanian-tawjihi", "scientific", "84.95").answer!;
    expect([answer.average, answer.conversion?.percent, answer.averageDecimals]).toEqual([84.95, 84.95, 2]);
  });

  it("an average the program finder cannot read (two decimals) is not put in its link, rounded or not", () => {
    expect(ask("jordanian-tawjihi", "scientific", "84.95").answer?.programsAverage).toBeUndefined();
    expect(ask("jordanian-tawjihi", "scientific", "84.9").answer?.programsAverage).toBe(84.9);
  });
});

describe("a converted score: the converted figure compared unrounded", () => {
  it.each([
    // IB total, its percentage by the fixture's anchors
    ["24", 65],
    ["29", 77.5],
    ["30", 80],
    ["34", 1280 / 15], // 80 + 4 × 20 / 15 = 85.333…
    ["45", 100],
  ])("IB %s → %s percent", (score, percent) => {
    expect(ask("ib", "scientific", score).answer?.conversion?.percent).toBe(percent);
  });

  it.each([
    // A Level average, percentage, best tier
    ["42.67", 83.3375, undefined],
    ["44", 85, "خصم المعدل المرتفع"],
    ["43.99", 84.9875, undefined],
  ])("A Level %s → %s percent, tier %s", (score, percent, tier) => {
    const answer = ask("british-a-level", "scientific", score).answer!;
    expect([answer.conversion?.percent, answer.scholarship?.name]).toEqual([percent, tier]);
  });

  it("an estimate is shown with one decimal (only the page rounds it)", () => {
    expect(ask("british-a-level", "scientific", "42.67").answer?.averageDecimals).toBe(1);
  });
});

describe("each scale validates its own form", () => {
  it.each([
    // certificate, what was typed, the error
    ["ib", "34.5", { field: "average", kind: "precision", decimals: 0 }],
    ["ib", "34.0", undefined],
    ["ib", "abc", { field: "average", kind: "malformed" }],
    ["ib", "23", { field: "average", kind: "range" }],
    ["british-a-level", "42.667", { field: "average", kind: "precision", decimals: 2 }],
    ["jordanian-tawjihi", "84.955", { field: "average", kind: "precision", decimals: 2 }],
    ["", "84.95", { field: "average", kind: "precision", decimals: 1 }],
  ])("%s %j → %j", (certificate, average, error) => {
    const found = ask(certificate, "scientific", average).error;
    if (error) expect(found).toMatchObject(error);
    else expect(found).toBeUndefined();
  });

  it("a certificate's precision error names it, to say what to type in its words", () => {
    expect(ask("ib", "scientific", "34.5").error).toMatchObject({ certificate: { name: "البكالوريا الدولية (IB)" } });
  });
});

describe("a certificate offers only the streams the content equates it to", () => {
  it.each([
    // certificate, stream, refused
    ["ib", "technology", true],
    ["ib", "entrepreneurship", true],
    ["ib", "commercial", true], // a former code of a stream it is not equated to
    ["british-a-level", "technology", true],
    ["ib", "scientific", false],
    ["ib", "literary", false],
    ["jordanian-tawjihi", "technology", false], // streams of its own
    ["", "technology", false],
  ])("%s in %s refused: %s", (certificate, stream, refused) => {
    const score = certificate === "ib" || certificate === "british-a-level" ? "40" : "80";
    expect(ask(certificate, stream, score).error?.field === "stream").toBe(refused);
  });

  it("another stream gets a sentence beside the field, naming the streams, and no answer", () => {
    expect(ask("ib", "technology", "40")).toEqual({
      error: {
        field: "stream",
        kind: "equivalence",
        certificate: "البكالوريا الدولية (IB)",
        streams: ["العلمي", "الأدبي"],
      },
      prompt: undefined,
      answer: undefined,
    });
  });
});

describe("an American GPA: read to its three decimals, shown as typed, converted unrounded", () => {
  // The real content's American High School Diploma: 2→65, 3→80, 4→100, three decimals.
  const american = {
    ...r.admission.certificates.find((c) => c.code === "ib")!,
    code: "american-diploma",
    scale: { ...r.admission.certificates[0].scale, min: 2, max: 4, unit: "points" as const, decimals: 3 },
    conversion: [
      { score: 2, percent: 65 },
      { score: 3, percent: 80 },
      { score: 4, percent: 100 },
    ],
  };

  it.each([
    // GPA typed, read as, its percentage
    ["3.875", 3.875, 97.5],
    ["3.5", 3.5, 90],
    ["2.75", 2.75, 76.25],
    ["3.1", 3.1, 82],
  ])("%s is read as %s and converts to %s percent", (typed, value, percent) => {
    const reading = readScore(typed, american.scale);
    expect([reading, convertCertificate(american, value)]).toEqual([{ kind: "value", value }, percent]);
  });

  it("3.875 is shown as 3.875, not 3.88", () => {
    expect(formatNumber(3.875, american.scale.decimals)).toBe("3.875");
  });

  it("3.8755 has more decimals than a GPA is written with: refused, not rounded", () => {
    expect(readScore("3.8755", american.scale).kind).toBe("precision");
  });
});
