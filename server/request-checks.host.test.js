import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-checks.js";

describe("Host header", () => {
  it.each([
    ["localhost", true],
    ["localhost:3000", true],
    ["www.example.edu", true],
    ["www.example.edu:443", true],
    ["127.0.0.1:8080", true],
    ["[::1]", true],
    ["[::1]:3000", true],
    ["my_service:80", true],
    ["x:65535", true],
    ["x:65536", false],
    ["x:99999999", false],
    ["x:", false],
    ["x:1:2", false],
    ["", false],
    ["a/b", false],
    ["a@b", false],
    ["a b", false],
    ["a?b", false],
    ["a#b", false],
    ["[zz]", false],
    ["[::1", false],
  ])("%j → %s", (value, expected) => {
    expect(isValidHost(value)).toBe(expected);
  });
});
