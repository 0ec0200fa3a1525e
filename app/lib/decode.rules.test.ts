import { describe, expect, it } from "vitest";
import { decodeOrKeep } from "./decode.ts";

describe("decodeOrKeep", () => {
  it.each([
    ["%D8%A7%D9%84%D9%82%D8%A8%D9%88%D9%84", "القبول"],
    ["admission", "admission"],
    ["%E0%A4%A", "%E0%A4%A"],
    ["%", "%"],
    ["", ""],
  ])("%s → %s", (text, expected) => {
    expect(decodeOrKeep(text)).toBe(expected);
  });
});
