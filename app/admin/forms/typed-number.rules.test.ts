/** Numbers in the CMS's forms are read as the site's own inputs read them, or refused: never changed silently. */
import { describe, expect, it } from "vitest";
import { readTypedNumber } from "./typed-number.ts";

describe("a number as an officer types it", () => {
  it.each([
    ["66.5", 66.5],
    ["66,5", 66.5],
    ["٦٦٫٥", 66.5],
    ["۶۶٫۵", 66.5],
    [" 70 ", 70],
    ["1200", 1200],
  ])("reads «%s» as %d", (typed, value) => {
    expect(readTypedNumber(typed)).toEqual({ kind: "number", value });
  });

  it("is empty when nothing is typed", () => {
    expect(readTypedNumber("  ")).toEqual({ kind: "empty" });
  });

  it.each(["1,200", "12,500,000", "٦٦,٥٠٠"])(
    "refuses «%s», which could be thousands or a fraction, saying how to write it",
    (typed) => {
      const read = readTypedNumber(typed);
      expect(read.kind).toBe("refused");
      expect(read.kind === "refused" && read.message).toMatch(/^اكتب/);
    },
  );

  it.each(["66.5 نقطة", "abc", "6 6", "-", "66..5"])("refuses «%s» with a message that says what to type", (typed) => {
    const read = readTypedNumber(typed);
    expect(read.kind).toBe("refused");
    expect(read.kind === "refused" && read.message).toMatch(/^اكتب رقمًا/);
  });
});
