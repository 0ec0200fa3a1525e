import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./app.js";
import { cspDirectives } from "./csp.js";

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

describe("CSP directives", () => {
  it("allow inline scripts only by the response's hashes or nonce", () => {
    const inline = () => "'nonce-abc'";
    const d = cspDirectives(inline);
    expect(d.scriptSrc).toEqual(["'self'", inline]);
    expect(JSON.stringify(d)).not.toContain("unsafe-inline");
    expect(d.objectSrc).toEqual(["'none'"]);
  });
});
