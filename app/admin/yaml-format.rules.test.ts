/**
 * The CMS's YAML format (yaml-format.ts): a file is read as the site reads it, or its entry says why
 * it was not (unreadable-file.ts) and names the line; and what it writes is what it read, in the
 * one form. Expected values are the files themselves (fixtures here, and every content file, YAML
 * and Markdown, which `content:format --check` keeps in the one form).
 */
import { describe, expect, it } from "vitest";
import { readContentFiles } from "#app/content/files.node.ts";
import { schemaOfFile } from "#app/content/content-files.ts";
import { yamlFormat } from "./yaml-format.ts";
import { markdownFormat } from "./markdown-format.ts";
import { unreadableReason } from "./unreadable-file.ts";

/** Why the file was not read, as its entry says it; `undefined` when it was. */
const notRead = (file: string) => unreadableReason(yamlFormat.fromFile(file));

describe("a YAML file the CMS opens", () => {
  it.each([
    // A colon inside a value left unquoted, the slip a hand edit most often makes.
    ["slug: it\nname: تقنية المعلومات: برنامج\n", 2],
    ["slug: it\nminimums: [60, 65\nname: x\n", 3],
    ["slug: it\nslug: other\n", 2],
  ])("whose YAML is broken is not read, naming the line (%#)", (file, line) => {
    expect(notRead(file)).toMatch(
      new RegExp(`^صيغة YAML غير صالحة في السطر ${line} من الملف: \u2068[A-Z][^\u2069]+\u2069$`),
    );
  });

  it("that is a list or a single value, not fields, is not read, saying why", () => {
    expect(notRead("- a\n- b\n")).toBe("الملف لا يتكوّن من حقول بصيغة «اسم: قيمة»");
    expect(notRead("نص وحده\n")).toBe("الملف لا يتكوّن من حقول بصيغة «اسم: قيمة»");
  });

  it("that is not read is listed by why, under the names the lists show", () => {
    const entry = yamlFormat.fromFile("- a\n");
    expect(entry.name).toBe("تعذّرت قراءة هذا الملف: الملف لا يتكوّن من حقول بصيغة «اسم: قيمة»");
    expect(entry.title).toBe(entry.name);
  });

  it("gives its fields as the site reads them: a day stays the text it was, an empty file is no fields", () => {
    expect(yamlFormat.fromFile("slug: a\nupdated: 2026-05-01\nstart: 2026-05-01T10:00:00Z\n")).toEqual({
      slug: "a",
      updated: "2026-05-01",
      start: "2026-05-01T10:00:00Z",
    });
    expect(yamlFormat.fromFile("")).toEqual({});
  });
});

describe("a YAML file the CMS writes", () => {
  it("has the form's fields first and in its order, the rest after them", () => {
    expect(yamlFormat.toFile({ extra: 1, name: "اسم", slug: "a" }, ["slug", "name"])).toBe(
      "slug: a\nname: اسم\nextra: 1\n",
    );
  });

  it("reads back as what was written", () => {
    const data = { slug: "a", name: "اسم: فرعي", en: { name: "A name" }, list: [1, 2] };
    expect(yamlFormat.fromFile(yamlFormat.toFile(data, Object.keys(data)))).toEqual(data);
  });
});

describe("every content file, in its format", () => {
  // A file of the content by its schema (content/README.md is the editors' guide, not content); the
  // format its collection names, by its extension as cms-config.ts chooses (decap-parts.rules.test.ts).
  const files = Object.entries(readContentFiles()).filter(([path]) => schemaOfFile(path));
  const formatOf = (path: string) => (path.endsWith(".md") ? markdownFormat : yamlFormat);

  it("is there to read, Markdown and YAML", () => {
    expect(files.some(([path]) => path.endsWith(".md"))).toBe(true);
    expect(files.some(([path]) => path.endsWith(".yaml"))).toBe(true);
  });

  it.each(files)("%s opens, and is written back byte for byte", (path, text) => {
    const data = formatOf(path).fromFile(text);
    expect(unreadableReason(data)).toBeUndefined();
    expect(formatOf(path).toFile(data, Object.keys(data))).toBe(text);
  });
});
