/**
 * The one form a content file is written in: the form the CMS (Decap) writes when it saves.
 *
 * Decap serialises with `yaml` 1.x (`createNode`, then `Document#toString`) and puts a file's
 * top-level keys in its form's field order. Writing every file that way once (`npm run
 * content:format`) means a save from the CMS changes only the values an editor changed, never the
 * layout of the rest. Keys at every depth follow the schema's order, which is also the order of the
 * form's fields for a new entry. Comments do not survive a CMS save, so files carry none: the
 * guidance lives in the schemas' hints (app/content/schema.ts).
 */
import YAML from "yaml-v1";
import type { z } from "zod";
import { nodeOf, type FieldNode } from "./schema-tree.ts";

/** `value` with its keys in the order `node` declares them; keys the schema lacks come last. */
export function orderKeys(node: FieldNode, value: unknown): unknown {
  if (node.kind === "list" && Array.isArray(value)) return value.map((item) => orderKeys(node.of, item));
  if (node.kind !== "object" || !value || typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const field of node.fields)
    if (field.name in record) ordered[field.name] = orderKeys(field.node, record[field.name]);
  for (const key of Object.keys(record)) if (!(key in ordered)) ordered[key] = record[key];
  return ordered;
}

/** Data written as the CMS writes YAML, its keys in the order they come. */
export function cmsYaml(data: unknown): string {
  const doc = new YAML.Document();
  doc.contents = YAML.createNode(data);
  return doc.toString();
}

/** A YAML file's data as the CMS would write it. */
export function canonicalYaml(schema: z.ZodObject, data: unknown): string {
  return cmsYaml(orderKeys(nodeOf(schema), data));
}

/** A Markdown file from its front matter's YAML and its text, which ends its line. */
export function markdownFile(frontYaml: string, body: string): string {
  return `---\n${frontYaml}---\n${body.endsWith("\n") ? body : `${body}\n`}`;
}

/** A Markdown file (front matter, then the text) as the CMS would write it. */
export function canonicalMarkdown(schema: z.ZodObject, front: unknown, body: string): string {
  return markdownFile(canonicalYaml(schema, front), body);
}
