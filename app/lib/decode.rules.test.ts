import { describe, expect, it } from "vitest";
import { decodeOrKeep, readablePath } from "./decode.ts";

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

describe("readablePath", () => {
  it.each([
    ["/colleges/nope", "/colleges/nope"],
    // An Arabic path, as the address bar sends it and as the visitor typed it.
    ["/%D9%83%D9%84%D9%8A%D8%A7%D8%AA/%D8%B7%D8%A8", "/كليات/طب"],
    // What gives a path its structure stays escaped: %2F is not a new segment.
    ["/a%2Fb%3Fc%23d", "/a%2Fb%3Fc%23d"],
    ["/a%20b", "/a b"],
    // A malformed escape is kept as written, the rest decoded.
    ["/%E0%A4%A/%D8%B7", "/%E0%A4%A/ط"],
    // Invisible characters stay escaped: a right-to-left override, a zero-width space, a control.
    ["/abc%E2%80%AEgpj.exe", "/abc%E2%80%AEgpj.exe"],
    ["/a%E2%80%8Bb", "/a%E2%80%8Bb"],
    ["/a%00b%0A", "/a%00b%0A"],
  ])("%s reads %s", (path, expected) => {
    expect(readablePath(path)).toBe(expected);
  });
});
