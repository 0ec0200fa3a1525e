import { describe, expect, it } from "vitest";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { readStreamCode } from "./stream-code.ts";

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
  it("in the content, every former code leads to the stream that lists it, and to no other", () => {
    const { streams: real } = buildRegistry(readContentFiles());
    const aliases = real.flatMap((s) => (s.aliases ?? []).map((a) => ({ stream: s, alias: a })));
    for (const { stream, alias } of aliases) expect(readStreamCode(real, alias.code)?.stream.code).toBe(stream.code);
    expect(new Set(aliases.map((a) => a.alias.code)).size).toBe(aliases.length);
  });
});
