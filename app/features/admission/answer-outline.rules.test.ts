import { describe, expect, it } from "vitest";
import { answerOutline, type OutlineInput } from "./answer-outline.ts";

const list = (n: number) => Array.from({ length: n }, (_, i) => i);
const input = (open: number, close: number, higher: number, extra: Partial<OutlineInput> = {}): OutlineInput => ({
  average: 70,
  open: list(open),
  close: list(close),
  higher,
  notOpen: list(3),
  ...extra,
});

describe("no sentence points at an empty list", () => {
  it.each([
    [0, 0, 0],
    [0, 2, 0],
    [0, 0, 4],
    [0, 1, 1],
  ])("open %i, close %i, higher %i: no fee note and no «compare these programs»", (open, close, higher) => {
    const o = answerOutline(input(open, close, higher));
    expect(o.costNote).toBe(false);
    expect(o.finder).toBe(false);
    expect(o.none).toBeDefined();
  });

  it("with degrees to apply to: the fee note, the link to compare them, and no «none»", () => {
    const o = answerOutline(input(1, 0, 0));
    expect(o).toMatchObject({ costNote: true, finder: true, none: undefined });
  });

  it("«and there are … far above» joins a list before it, and stands alone after none", () => {
    expect(answerOutline(input(2, 0, 3)).higher).toBe("and");
    expect(answerOutline(input(0, 1, 3)).higher).toBe("and");
    // Nothing open or close: «none.belowMinimums» already says every minimum is above the average.
    expect(answerOutline(input(0, 0, 3)).higher).toBeUndefined();
    expect(answerOutline(input(0, 0, 3)).none).toBe("belowMinimums");
    expect(answerOutline(input(2, 1, 0)).higher).toBeUndefined();
  });
});

describe("why nothing is open", () => {
  it("some degree takes the stream: its minimum is above the average", () => {
    expect(answerOutline(input(0, 0, 1))).toMatchObject({ none: "belowMinimums", accepting: 1, heading: "average" });
  });

  it("no degree takes the stream: said in the heading, with no count of what the average opens and no scholarship", () => {
    expect(answerOutline(input(0, 0, 0))).toMatchObject({
      none: "streamNotTaken",
      accepting: 0,
      heading: "notTaken",
      openTitle: false,
      scholarship: false,
    });
    expect(answerOutline(input(0, 0, 0, { average: undefined })).heading).toBe("notTaken");
  });
});

describe("the heading", () => {
  it.each([
    [{}, "average"],
    [{ conversion: { exact: true } }, "average"],
    [{ conversion: { exact: false } }, "estimate"],
    [{ average: undefined }, "stream"],
  ] as const)("%j → %s", (extra, heading) => {
    expect(answerOutline(input(2, 0, 0, extra)).heading).toBe(heading);
  });
});
