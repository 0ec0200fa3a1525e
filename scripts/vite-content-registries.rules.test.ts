/**
 * The server build holds the registries as JSON (scripts/vite-content-registries.ts): what it reads
 * at start must be what building them at start gave. Checked on the real content and on the
 * fixture content, by evaluating the module's source as a build writes it.
 */
import { describe, expect, it } from "vitest";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries, type Registries } from "#app/content/registry.ts";
import { fixtureFiles } from "#tests/support/fixture-content.ts";
import { prebuiltSource } from "./vite-content-registries.ts";

/** Where in `value` something is that JSON would not carry as it is (a Date, a Map, a function, NaN…), or none. */
function notPlainData(value: unknown, path = "registries"): string[] {
  if (value === null || typeof value === "string" || typeof value === "boolean") return [];
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0) ? [] : [path];
  if (typeof value === "undefined") return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => notPlainData(item, `${path}[${i}]`));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value).flatMap(([key, item]) => notPlainData(item, `${path}.${key}`));
  return [path];
}

/** The registries a build's module gives, evaluated from its source as the server would. */
async function fromBuiltModule(registries: Registries): Promise<Registries> {
  const url = `data:text/javascript;base64,${Buffer.from(prebuiltSource(registries)).toString("base64")}`;
  return ((await import(/* @vite-ignore */ url)) as { registries: Registries }).registries;
}

describe("the registries held in the server build", () => {
  for (const [name, files] of [
    ["the real content", readContentFiles()],
    ["the fixture content", fixtureFiles()],
  ] as const) {
    it(`are plain data, read back equal to those built at start (${name})`, async () => {
      const registries = buildRegistries(files);
      expect(notPlainData(registries)).toEqual([]);
      expect(await fromBuiltModule(registries)).toEqual(registries);
    });
  }

  it("finds what JSON would change", () => {
    expect(notPlainData({ a: [1, { day: new Date(0) }], b: new Map(), c: Number.NaN, d: () => 1 })).toEqual([
      "registries.a[1].day",
      "registries.b",
      "registries.c",
      "registries.d",
    ]);
  });
});
