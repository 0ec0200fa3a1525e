import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./app.js";
import { ConfigError } from "./errors.js";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["1", 1],
    ["loopback, 10.0.0.0/8", "loopback, 10.0.0.0/8"],
  ])("%s → %s", (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });

  it("true is refused, saying what to set instead (any client could name its own address)", () => {
    expect(() => parseTrustProxy("true")).toThrow(ConfigError);
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY=1 behind one nginx/);
  });
});
