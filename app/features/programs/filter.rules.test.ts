/**
 * The program finder's filters on the fixture's catalog (tests/fixtures/content/): each filter
 * alone, the URL reading, and the finder and the admission answer agreeing for every stream and
 * every average.
 */
import { describe, expect, it } from "vitest";
import { catalogDegrees } from "#app/content/catalog.ts";
import { admissionAnswer } from "#app/features/admission/answer.ts";
import { filterDegrees, finderMinimum, finderOptions, hasFilters, readFinderFilters } from "./filter.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const registry = fixtureRegistry();
const degrees = catalogDegrees(registry);
const streamOrder = registry.streams.map((s) => s.code);
const options = finderOptions(degrees, streamOrder);
const read = (query: string) => readFinderFilters(new URLSearchParams(query), options);

describe("finderOptions", () => {
  it("offers only values some degree has", () => {
    expect(options.levels).toEqual(["undergraduate", "diploma", "graduate"]);
    expect(options.colleges).toEqual([...new Set(degrees.map((d) => d.college.slug))]);
    for (const years of options.durations) expect(degrees.some((d) => d.sheet.durationYears === years)).toBe(true);
    for (const fee of options.fees)
      expect(degrees.some((d) => d.sheet.tuitionPerHour <= fee && d.sheet.tuitionPerHour > fee - 10)).toBe(true);
  });
});

describe("readFinderFilters", () => {
  it("reads known values and ignores the rest", () => {
    expect(read("level=diploma&college=it&stream=scientific&duration=4&fee=40").filters).toEqual({
      level: "diploma",
      college: "it",
      stream: "scientific",
      average: undefined,
      duration: 4,
      fee: 40,
    });
    expect(hasFilters(read("level=phd&college=nowhere&stream=x&duration=9&fee=41").filters)).toBe(false);
  });

  it("reads an average in Arabic-Indic digits, and reports one it cannot read without applying it", () => {
    expect(read("average=٨٤٫٥").filters.average).toBe(84.5);
    expect(read("average=abc")).toMatchObject({ averageProblem: "malformed", filters: { average: undefined } });
    expect(read("average=120")).toMatchObject({ averageProblem: "range", filters: { average: undefined } });
    expect(read("average=")).toMatchObject({ averageProblem: undefined, filters: { average: undefined } });
  });
});

describe("filterDegrees", () => {
  it("lists every degree of every level without filters", () => {
    expect(filterDegrees(degrees, {})).toHaveLength(degrees.length);
  });

  it("applies each filter alone", () => {
    expect(filterDegrees(degrees, { level: "graduate" }).every((d) => d.level === "graduate")).toBe(true);
    expect(filterDegrees(degrees, { college: "law" }).map((d) => d.id)).toContain("law");
    expect(filterDegrees(degrees, { duration: 2 }).every((d) => d.sheet.durationYears === 2)).toBe(true);
    expect(filterDegrees(degrees, { fee: 30 }).every((d) => d.sheet.tuitionPerHour <= 30)).toBe(true);
    // A stream or an average asks about Tawjihi admission: postgraduate degrees drop out.
    expect(filterDegrees(degrees, { stream: "scientific" }).some((d) => d.level === "graduate")).toBe(false);
  });

  it("agrees with the admission answer for every stream and every average from 50 to 100", () => {
    for (const stream of streamOrder) {
      for (let tenths = 500; tenths <= 1000; tenths += 5) {
        const average = tenths / 10;
        const answer = admissionAnswer(degrees, stream, average, { closeCallPoints: 2, streamOrder });
        const finder = filterDegrees(degrees, { stream, average });
        expect(finder.map((d) => d.id).sort(), `${stream} ${average}`).toEqual(
          answer.open.map((o) => o.degree.id).sort(),
        );
      }
    }
  });

  it("without a stream, an average opens what its lowest minimum allows", () => {
    const open = filterDegrees(degrees, { average: 70 });
    expect(open.length).toBeGreaterThan(0);
    for (const d of open) expect(finderMinimum(d, undefined)!).toBeLessThanOrEqual(70);
    for (const d of degrees.filter((x) => !open.includes(x))) {
      const minimum = finderMinimum(d, undefined);
      expect(minimum === undefined || minimum > 70).toBe(true);
    }
  });
});
