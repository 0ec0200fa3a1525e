/**
 * The catalog on the fixture content (tests/fixtures/content/): every degree a Tawjihi holder can
 * enter is in one list, each count says what it counts, and the finder's answer is complete. The
 * oracle reads the YAML files itself, without the registry, so a degree the catalog forgot is caught.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { degreeCounts, entryDegrees, postgraduateDegrees } from "./catalog.ts";
import { admissionAnswer } from "#app/features/admission/answer.ts";
import { convertCertificate } from "#app/features/admission/eligibility.ts";
import { fixtureFiles, fixtureRegistry } from "#tests/support/fixture-content.ts";

const files = fixtureFiles();
const registry = fixtureRegistry();

/** Every sheet in the content files with per-stream minimums, keyed by its degree id. */
const oracle = Object.entries(files).flatMap(([path, source]) => {
  if (!/^content\/(programs|colleges)\/[^/]+\.yaml$/.test(path)) return [];
  type Rows = { stream: string; minimum: number }[];
  const data = parse(source) as {
    slug: string;
    admission?: { minimums?: Rows };
    degreeProgram?: { admission: { minimums?: Rows } };
  };
  const sheet = path.startsWith("content/programs/") ? data : data.degreeProgram;
  const rows = sheet?.admission?.minimums;
  return rows
    ? [
        {
          id: data.slug,
          minimums: Object.fromEntries(rows.map((r) => [r.stream, r.minimum])) as Record<string, number>,
        },
      ]
    : [];
});

describe("the catalog", () => {
  it("lists every degree a Tawjihi holder can enter, a college's own (law) and a diploma included", () => {
    const ids = entryDegrees(registry).map((d) => d.id);
    expect(ids.sort()).toEqual(oracle.map((o) => o.id).sort());
    expect(ids).toEqual(expect.arrayContaining(["law", "iti", "dnurse"]));
  });

  it("counts 5 degrees open to Tawjihi holders and 1 postgraduate program", () => {
    expect(degreeCounts(registry)).toEqual({ entry: 5, postgraduate: 1 });
    expect(postgraduateDegrees(registry).every((d) => d.level === "graduate")).toBe(true);
  });

  it("links a college's own degree to its section of the college page", () => {
    const law = entryDegrees(registry).find((d) => d.id === "law")!;
    expect(law.href).toBe("/colleges/law#degree");
    expect(law.degreeName).toBe("بكالوريوس");
  });
});

describe("the finder's answer is complete", () => {
  const streams = registry.streams.map((s) => s.code);
  const closeCallPoints = registry.admission.closeCallPoints;
  it.each(streams)("stream %s, every average from 50 to 100 in tenths", (stream) => {
    for (let tenths = 500; tenths <= 1000; tenths++) {
      const average = tenths / 10;
      const answer = admissionAnswer(entryDegrees(registry), stream, average, {
        closeCallPoints,
        streamOrder: streams,
      });
      const open = oracle.filter((o) => o.minimums[stream] !== undefined && o.minimums[stream] <= average);
      const close = oracle.filter(
        (o) => o.minimums[stream] > average && Math.round((o.minimums[stream] - average) * 10) <= closeCallPoints * 10,
      );
      expect(answer.open.map((x) => x.degree.id).sort()).toEqual(open.map((o) => o.id).sort());
      expect(answer.close.map((x) => x.degree.id).sort()).toEqual(close.map((o) => o.id).sort());
      expect(answer.notOpen.map((x) => x.degree.id).sort()).toEqual(
        oracle
          .filter((o) => o.minimums[stream] === undefined)
          .map((o) => o.id)
          .sort(),
      );
    }
  });

  it("a 95 in the scientific stream opens first the degree that asks the most (the diploma in nursing, 70)", () => {
    const answer = admissionAnswer(entryDegrees(registry), "scientific", 95, { closeCallPoints, streamOrder: streams });
    expect(answer.open[0].degree.id).toBe("dnurse");
  });
});

describe("each certificate's conversion", () => {
  it.each(registry.admission.certificates.map((c) => [c.code, c] as const))(
    "%s: endpoints and a middle point",
    (_, cert) => {
      const first = cert.conversion[0];
      const last = cert.conversion[cert.conversion.length - 1];
      expect(convertCertificate(cert, cert.scale.min)).toBe(first.percent);
      expect(convertCertificate(cert, cert.scale.max)).toBe(last.percent);
      const { score: x0, percent: y0 } = cert.conversion[0];
      const { score: x1, percent: y1 } = cert.conversion[1];
      expect(convertCertificate(cert, (x0 + x1) / 2)).toBeCloseTo((y0 + y1) / 2, 1);
      expect(convertCertificate(cert, cert.scale.min - 0.1)).toBeUndefined();
      expect(convertCertificate(cert, cert.scale.max + 0.1)).toBeUndefined();
    },
  );

  it("British A Level: each grade's UCAS points give its percentage", () => {
    const cert = registry.admission.certificates.find((c) => c.code === "british-a-level")!;
    expect([56, 48, 40, 32, 24, 16].map((p) => convertCertificate(cert, p))).toEqual([100, 90, 80, 70, 60, 50]);
  });
});
