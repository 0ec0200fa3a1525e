/**
 * Which control of the form a field's path is. Decap draws a control for every field of a form, in
 * the form's order, list items' fields included (a closed item's are drawn, only hidden), and labels
 * each `for="<name>-field-<id>"`. So the control of a path is the n-th labelled with its field's
 * name, n counted over the same walk of the form. Pure.
 */
import type { FieldNode } from "#app/content/schema-tree.ts";
import type { FieldPath } from "./field-words.ts";

const same = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((k, i) => k === b[i]);

export function controlOrdinal(
  root: FieldNode,
  data: unknown,
  path: FieldPath,
): { name: string; index: number } | undefined {
  const last = path.findLastIndex((k) => typeof k === "string");
  if (last < 0) return undefined;
  const name = path[last] as string;
  const target = path.slice(0, last + 1);
  let count = 0;
  let found: number | undefined;
  const seen = (at: FieldPath) => {
    if (same(at, target)) found = count;
    count++;
  };
  const walk = (node: FieldNode, value: unknown, at: FieldPath, ownName?: string) => {
    if (node.kind === "object") {
      const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
      for (const field of node.fields) {
        const here = [...at, field.name];
        if (field.name === name) seen(here);
        walk(field.node, record[field.name], here, field.name);
      }
    } else if (node.kind === "list" && Array.isArray(value)) {
      value.forEach((item, i) => {
        // An item of a list of plain values is a control named like its list.
        if (node.of.kind !== "object" && ownName === name) count++;
        walk(node.of, item, [...at, i], ownName);
      });
    }
  };
  walk(root, data, []);
  return found === undefined ? undefined : { name, index: found };
}
