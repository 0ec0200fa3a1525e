/**
 * A closed list item's line says its codes in words (code-words.ts, office-words.ts): a term's
 * `first` as its select shows it, a stream's code as its name; a code quoted «…» is an example of
 * what to type and stays; a line with no Arabic is not touched.
 */
import { describe, expect, it } from "vitest";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";
import { cmsConfig } from "./cms-config.ts";
import { codeWords } from "./code-words.ts";
import { withWords } from "./office-words.ts";

const config = cmsConfig({ kind: "local", url: "http://127.0.0.1:1/api/v1", workflow: false });
const registry = fixtureRegistry();
const codes = codeWords(config, registry);

describe("closed list items in words", () => {
  it("a term's code as its select's label, read from the configuration", () => {
    const options = JSON.stringify(config).match(/\{"value":"first","label":"([^"]+)"\}/)?.[1];
    expect(options).toBeTruthy();
    expect(withWords("فصل دراسي: first", codes)).toBe(`فصل دراسي: ${options}`);
  });

  it("a stream's code as its name", () => {
    const stream = registry.streams[0];
    expect(withWords(`${stream.code}: الحد الأدنى للمعدل 72.5`, codes)).toBe(`${stream.name}: الحد الأدنى للمعدل 72.5`);
  });

  it("leaves quoted examples, unknown words and lines without Arabic as they are", () => {
    const stream = registry.streams[0];
    expect(withWords(`اكتب مثل «${stream.code}»`, codes)).toBeUndefined();
    expect(withWords("first", codes)).toBeUndefined();
    expect(withWords("مساق ITI101 first-aid", codes)).toBeUndefined();
  });
});
