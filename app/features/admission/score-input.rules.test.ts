import { describe, expect, it } from "vitest";
import { readScore, TAWJIHI_SCALE } from "./score-input";

describe("readScore", () => {
  it.each([
    ["84.6", 84.6],
    ["٨٤٫٦", 84.6],
    ["۸۴٫۶", 84.6],
    ["84,6", 84.6],
    [" 90 ", 90],
    ["90%", 90],
    ["٩٠٪", 90],
    ["50", 50],
    ["100", 100],
  ])("%j reads as %s", (raw, value) => {
    expect(readScore(raw, TAWJIHI_SCALE)).toEqual({ kind: "value", value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["49.9", "range"],
    ["100.1", "range"],
    ["0", "range"],
    ["abc", "malformed"],
    ["84.6.1", "malformed"],
    ["-70", "malformed"],
    ["8 4", "malformed"],
    ["1e2", "malformed"],
  ])("%j is %s", (raw, kind) => {
    expect(readScore(raw, TAWJIHI_SCALE).kind).toBe(kind);
  });

  it("uses the certificate's own scale", () => {
    expect(readScore("38", { min: 24, max: 45 })).toEqual({ kind: "value", value: 38 });
    expect(readScore("46", { min: 24, max: 45 }).kind).toBe("range");
  });
});
