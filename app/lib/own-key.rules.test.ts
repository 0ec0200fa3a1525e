import { describe, expect, it } from "vitest";
import { ownKey } from "./own-key.ts";

const TYPES = { article: "مقالة", book: "كتاب" } as const;

describe("ownKey", () => {
  it.each([
    ["article", "article"],
    ["book", "book"],
    ["toString", undefined],
    ["constructor", undefined],
    ["__proto__", undefined],
    ["hasOwnProperty", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%s → %s", (key, expected) => {
    expect(ownKey(TYPES, key)).toBe(expected);
  });
});
