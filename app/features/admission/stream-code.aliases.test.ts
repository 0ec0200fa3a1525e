import { describe, expect, it } from "vitest";
import { readStreamCode } from "./stream-code.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

// Built as the file loads, outside any test's time limit.
const fixtureStreams = fixtureRegistry().streams;
const streams = [
  { code: "scientific", aliases: undefined },
  { code: "entrepreneurship", aliases: [{ code: "commercial", name: "التجاري" }] },
];

describe("readStreamCode: a stream by today's code or a former one", () => {
  it("today's code is the stream, with no former name", () => {
    expect(readStreamCode(streams, "entrepreneurship")).toEqual({ stream: streams[1] });
  });
  it("a former code is today's stream, and says which name it had", () => {
    expect(readStreamCode(streams, "commercial")).toEqual({
      stream: streams[1],
      formerly: { code: "commercial", name: "التجاري" },
    });
  });
  it("a code no stream has had is none", () => {
    expect(readStreamCode(streams, "nautical")).toBeUndefined();
    expect(readStreamCode(streams, "")).toBeUndefined();
  });
  it("in a registry's streams, every former code leads to the stream that lists it, and to no other", () => {
    const read = fixtureStreams;
    const aliases = read.flatMap((s) => (s.aliases ?? []).map((a) => ({ stream: s, alias: a })));
    expect(aliases.length).toBeGreaterThan(0);
    for (const { stream, alias } of aliases) expect(readStreamCode(read, alias.code)?.stream.code).toBe(stream.code);
    expect(new Set(aliases.map((a) => a.alias.code)).size).toBe(aliases.length);
  });
});
