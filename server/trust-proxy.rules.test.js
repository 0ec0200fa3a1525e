import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.js";
import { ConfigError } from "./errors.js";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    [" ", false],
    ["false", false],
    ["loopback", "loopback"],
    ["127.0.0.1", "127.0.0.1"],
    ["10.0.0.0/24", "10.0.0.0/24"],
    ["::1", "::1"],
    ["loopback, 10.0.0.0/8", "loopback, 10.0.0.0/8"],
    ["loopback,10.0.0.5", "loopback, 10.0.0.5"],
  ])("%j → %j", (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });

  // Each refused with a sentence (a ConfigError: the start prints its message alone, no stack),
  // naming the value as written and what to set instead.
  it.each([
    ["true", /trusts every X-Forwarded-For/],
    ["TRUE", /trusts every X-Forwarded-For/],
    [" true", /trusts every X-Forwarded-For/],
    ["1", /whichever peer connects/],
    ["2", /whichever peer connects/],
    ["nginx", /not a list of addresses/],
    ["10.0.0.0/33", /not a list of addresses/],
    ["300.1.1.1", /not a list of addresses/],
    ["loopback,", /not a list of addresses/],
  ])("%j is refused", (value, reason) => {
    expect(() => parseTrustProxy(value)).toThrow(ConfigError);
    expect(() => parseTrustProxy(value)).toThrow(reason);
    expect(() => parseTrustProxy(value)).toThrow(JSON.stringify(value));
    // What to set instead is what deploy/ sets up: nginx connects from 127.0.0.2 (PROXY_BIND).
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY=127\.0\.0\.2 for the nginx that deploy\/ sets up/);
  });
});
