import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./app.js";
import { contentSecurityPolicy } from "./csp.js";

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

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only by the given hashes or nonce", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"]);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
  });
});
