import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./app.js";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["1", 1],
    ["loopback, 10.0.0.0/8", "loopback, 10.0.0.0/8"],
  ])("%s → %s", (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });
});
