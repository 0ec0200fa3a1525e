/**
 * The canonical form: keys in the schema's order, values untouched, and the same bytes the CMS's
 * own YAML library writes.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { readContentFiles } from "./files.node.ts";
import { schemaOfFile } from "./content-files.ts";
import { splitFrontMatter } from "./registry.ts";
import { canonicalMarkdown, canonicalYaml, orderKeys } from "./canonical.ts";
import { nodeOf } from "./schema-tree.ts";

const schema = z.strictObject({
  slug: z.string(),
  rows: z.array(z.strictObject({ stream: z.string(), minimum: z.number() })),
  note: z.string().optional(),
});

describe("canonical YAML", () => {
  it("puts keys at every depth in the schema's order, and keys the schema lacks last", () => {
    const data = { note: "ن", extra: 1, rows: [{ minimum: 70, stream: "scientific" }], slug: "x" };
    expect(JSON.stringify(orderKeys(nodeOf(schema), data))).toBe(
      JSON.stringify({ slug: "x", rows: [{ stream: "scientific", minimum: 70 }], note: "ن", extra: 1 }),
    );
  });

  it("writes block lists under their key, as the CMS does", () => {
    expect(canonicalYaml(schema, { slug: "iti", rows: [{ stream: "scientific", minimum: 65 }] })).toBe(
      "slug: iti\nrows:\n  - stream: scientific\n    minimum: 65\n",
    );
  });

  it("keeps a Markdown page's text byte for byte under its front matter", () => {
    const body = "## عنوان\n\nفقرة أولى.\n";
    expect(canonicalMarkdown(schema, { slug: "p", rows: [] }, body)).toBe(`---\nslug: p\nrows: []\n---\n${body}`);
  });

  const files = readContentFiles();
  it.each(Object.keys(files).filter((f) => schemaOfFile(f)))("%s reads back to the same data", (file) => {
    const source = files[file];
    const parts = file.endsWith(".md") ? splitFrontMatter(source)! : { front: source, body: "" };
    const data: unknown = parse(parts.front);
    const written = file.endsWith(".md")
      ? splitFrontMatter(canonicalMarkdown(schemaOfFile(file)!, data, parts.body))!.front
      : canonicalYaml(schemaOfFile(file)!, data);
    expect(parse(written)).toEqual(data);
  });
});
