import { describe, expect, it } from "vitest";
import { readScore, TAWJIHI_SCALE } from "./score-input.ts";

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

  it.each([
    ["85.55", "precision"],
    ["٨٥٫٥٥", "precision"],
    ["94.65", "precision"],
    ["90.123", "precision"],
  ])("a Tawjihi average is written with one decimal: %j is %s, refused and not rounded", (raw, kind) => {
    expect(readScore(raw, TAWJIHI_SCALE).kind).toBe(kind);
  });

  it("trailing zeros are not decimals: 94.60 is 94.6, as the results import reads it", () => {
    expect(readScore("94.60", TAWJIHI_SCALE)).toEqual({ kind: "value", value: 94.6 });
    expect(readScore("٩٤٫٦٠", TAWJIHI_SCALE)).toEqual({ kind: "value", value: 94.6 });
  });

  it("a number outside the scale is out of range before it is too precise", () => {
    expect(readScore("120.55", TAWJIHI_SCALE).kind).toBe("range");
  });

  it("other certificates keep their own scales: two decimals are read", () => {
    expect(readScore("42.67", { min: 16, max: 56, decimals: 2 })).toEqual({ kind: "value", value: 42.67 });
    expect(readScore("3.75", { min: 2, max: 4, decimals: 3 })).toEqual({ kind: "value", value: 3.75 });
  });

  it("uses the certificate's own scale", () => {
    expect(readScore("38", { min: 24, max: 45, decimals: 0 })).toEqual({ kind: "value", value: 38 });
    expect(readScore("46", { min: 24, max: 45, decimals: 0 }).kind).toBe("range");
  });
});
