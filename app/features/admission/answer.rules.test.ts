import { describe, expect, it } from "vitest";
import { admissionAnswer, type AnswerDegree } from "./answer.ts";

const STREAMS = ["scientific", "literary", "technology"];
let order = 0;
const degree = (
  id: string,
  college: string,
  minimums: Record<string, number>,
  extra: { lastCutoff?: Record<string, number>; alternatives?: string[] } = {},
): AnswerDegree => ({
  id,
  college: { slug: college, order: order++ },
  sheet: { name: id, admission: { minimums, lastCutoff: extra.lastCutoff }, alternatives: extra.alternatives },
});

// In catalog order (by college): the order ties keep.
const law = degree("law", "law", { scientific: 65, literary: 65 }, { alternatives: ["dlaw"] });
const pharmd = degree("pharmd", "phs", { scientific: 80 }, { lastCutoff: { scientific: 87.6 } });
const biophrm = degree("biophrm", "phs", { scientific: 70 });
const dent = degree("dent", "dent", { scientific: 85 }, { alternatives: ["ddent"] });
const nursing = degree("nursing", "mhs", { scientific: 70, literary: 80, technology: 80 });
const dlaw = degree("dlaw", "diplomas", { scientific: 55, literary: 55 });
const ddent = degree("ddent", "diplomas", { scientific: 60 });
const all = [law, pharmd, biophrm, dent, nursing, dlaw, ddent];

const answer = (stream: string, average?: number) =>
  admissionAnswer(all, stream, average, { closeCallPoints: 2, streamOrder: STREAMS });
const ids = (list: { degree: AnswerDegree }[]) => list.map((x) => x.degree.id);

describe("the three groups", () => {
  it.each([
    // average, open (best match first), close, higher
    [95, ["dent", "pharmd", "biophrm", "nursing", "law", "ddent", "dlaw"], [], []],
    [85, ["dent", "pharmd", "biophrm", "nursing", "law", "ddent", "dlaw"], [], []],
    [84.9, ["pharmd", "biophrm", "nursing", "law", "ddent", "dlaw"], ["dent"], []],
    [83, ["pharmd", "biophrm", "nursing", "law", "ddent", "dlaw"], ["dent"], []],
    [82.9, ["pharmd", "biophrm", "nursing", "law", "ddent", "dlaw"], [], ["dent"]],
    [69.9, ["law", "ddent", "dlaw"], ["biophrm", "nursing"], ["pharmd", "dent"]],
    [63.1, ["ddent", "dlaw"], ["law"], ["pharmd", "biophrm", "dent", "nursing"]],
    [50, [], [], ["law", "pharmd", "biophrm", "dent", "nursing", "dlaw", "ddent"]],
  ])("scientific %s", (average, open, close, higher) => {
    const a = answer("scientific", average);
    expect(ids(a.open)).toEqual(open);
    expect(ids(a.close)).toEqual(close);
    expect(a.higher.map((d) => d.id)).toEqual(higher);
    expect(a.notOpen).toEqual([]);
  });

  it("exactly the minimum opens a degree; 0.1 below is a close call of 0.1", () => {
    expect(ids(answer("literary", 80).open)).toContain("nursing");
    const below = answer("literary", 79.9);
    expect(ids(below.open)).not.toContain("nursing");
    expect(below.close.find((c) => c.degree.id === "nursing")?.shortfall).toBe(0.1);
  });

  it("the 2-point band includes its edge and nothing beyond (in tenths, not floating point)", () => {
    expect(answer("scientific", 63).close.map((c) => [c.degree.id, c.shortfall])).toEqual([["law", 2]]);
    expect(answer("scientific", 62.9).close).toEqual([]);
    expect(answer("scientific", 63.1).close[0].shortfall).toBe(1.9);
  });

  it("never overlap, and together hold every degree", () => {
    for (const stream of [...STREAMS, "sharia"])
      for (let average = 50; average <= 100; average += 0.5) {
        const a = answer(stream, average);
        const listed = [...ids(a.open), ...ids(a.close), ...a.higher.map((d) => d.id), ...ids(a.notOpen)];
        expect(new Set(listed).size).toBe(listed.length);
        expect(listed.sort()).toEqual(all.map((d) => d.id).sort());
        for (const o of a.open) expect(average).toBeGreaterThanOrEqual(o.minimum);
      }
  });
});

describe("a stream a degree does not take", () => {
  it("is listed with the streams it does take, in stream order", () => {
    const a = answer("technology", 99);
    expect(ids(a.open)).toEqual(["nursing"]);
    expect(a.notOpen.map((x) => [x.degree.id, x.streams])).toEqual([
      ["law", ["scientific", "literary"]],
      ["pharmd", ["scientific"]],
      ["biophrm", ["scientific"]],
      ["dent", ["scientific"]],
      ["dlaw", ["scientific", "literary"]],
      ["ddent", ["scientific"]],
    ]);
  });

  it("a stream no degree takes puts every degree there", () => {
    expect(answer("hospitality", 90).notOpen).toHaveLength(all.length);
  });

  it("an inherited property name is not a stream", () => {
    expect(answer("toString", 90).notOpen).toHaveLength(all.length);
  });
});

describe("notes and alternatives", () => {
  it("competitive: meets the minimum but is below last year's lowest admitted average", () => {
    const at = (average: number) => answer("scientific", average).open.find((o) => o.degree.id === "pharmd")!;
    expect(at(87.5)).toMatchObject({ competitive: true, lastCutoff: 87.6 });
    expect(at(87.6).competitive).toBe(false);
    expect(answer("scientific").open.every((o) => !o.competitive)).toBe(true);
  });

  it("a close call offers the degrees it names first, then its college's, and only those open now", () => {
    expect(answer("scientific", 84).close[0].alternatives.map((d) => d.id)).toEqual(["ddent"]);
    expect(answer("scientific", 78.5).close[0].alternatives.map((d) => d.id)).toEqual(["biophrm"]);
    expect(answer("scientific", 63.5).close[0].alternatives.map((d) => d.id)).toEqual(["dlaw"]);
    // Law's named alternative needs 55: at 63.5 it is open; nothing at all for a stream below it.
    expect(answer("literary", 64).close[0].alternatives.map((d) => d.id)).toEqual(["dlaw"]);
  });

  it("without an average, every degree that takes the stream is open, highest minimum first", () => {
    const a = answer("literary");
    expect(ids(a.open)).toEqual(["nursing", "law", "dlaw"]);
    expect(a.close).toEqual([]);
  });
});
