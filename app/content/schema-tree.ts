/**
 * The content schemas as a plain tree of fields: what a file holds, in order, with the limits and
 * the words (label, hint) each field carries in its metadata.
 *
 * Zod keeps this in its own internals; reading it once, here, lets two tools share it: the
 * canonical YAML writer (`npm run content:format`, which orders keys as the schemas do) and the
 * CMS configuration (`scripts/cms/`), which builds one form field per schema field. Pure.
 */
import { z } from "zod";

/** What the schemas say about a field for the people who edit it (`.meta({ ... })`). */
export interface FieldWords {
  /** The field's name on a form, in Arabic. */
  title?: string;
  /** The guidance under it: what to write and what it is used for. */
  description?: string;
  /** An enum's values as an editor reads them, by value. */
  labels?: Record<string, string>;
  /** Prose of a paragraph or more: a text area rather than a one-line input. */
  multiline?: boolean;
  /** The value names an entry of another collection (a college, a program, a stream, a degree). */
  ref?: "college" | "program" | "stream" | "degree";
  /**
   * A list item's line when it is closed, in the CMS's template words (`{{fields.code}} {{fields.title}}`):
   * set on the item's schema, beside its `title`.
   */
  summary?: string;
}

const WORD_KEYS = ["title", "description", "labels", "multiline", "ref", "summary"] as const;

export type FieldNode =
  | { kind: "object"; fields: Field[] }
  | {
      kind: "list";
      of: FieldNode;
      /** What one item is called (its schema's `title`), e.g. «مساق» in a list of courses. */
      itemTitle?: string;
      /** A closed item's line in the CMS (its schema's `summary`). */
      itemSummary?: string;
      min?: number;
      max?: number;
    }
  | {
      kind: "string";
      format?: "email" | "url";
      pattern?: RegExp;
      /** What the schema says when the pattern or format is not met. */
      message?: string;
      minLength?: number;
      maxLength?: number;
    }
  | { kind: "number"; int: boolean; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "enum"; values: string[] };

export interface Field {
  name: string;
  /** The file is refused without it. */
  required: boolean;
  /** The value the schema gives when the field is absent. */
  default?: unknown;
  node: FieldNode;
  words: FieldWords;
}

type AnySchema = z.core.$ZodType;

const wordsOf = (schema: AnySchema): FieldWords => {
  const meta = (z.globalRegistry.get(schema) ?? {}) as Record<string, unknown>;
  return Object.fromEntries(WORD_KEYS.filter((key) => meta[key] !== undefined).map((key) => [key, meta[key]]));
};

/** A check's own message (`.regex(re, "…")`), when it has one. */
const messageOf = (def: { error?: unknown }): string | undefined => {
  const message = typeof def.error === "function" ? (def.error as () => unknown)() : undefined;
  return typeof message === "string" ? message : undefined;
};

interface Unwrapped {
  schema: AnySchema;
  optional: boolean;
  default?: unknown;
  words: FieldWords;
}

/**
 * Peels the wrappers a field can have (optional, default, a transform after it), keeping what they
 * say: the outermost words win, as `.meta()` written last does.
 */
function unwrap(schema: AnySchema): Unwrapped {
  let words: FieldWords = {};
  let optional = false;
  let fallback: unknown;
  let current = schema;
  for (;;) {
    words = { ...wordsOf(current), ...words };
    const def = current._zod.def;
    if (def.type === "optional") {
      optional = true;
      current = (def as z.core.$ZodOptionalDef).innerType;
    } else if (def.type === "default") {
      optional = true;
      fallback = (def as z.core.$ZodDefaultDef).defaultValue;
      current = (def as z.core.$ZodDefaultDef).innerType;
    } else if (def.type === "pipe") {
      // What the file holds is the pipe's input; the output is the code's business.
      current = (def as z.core.$ZodPipeDef).in;
    } else return { schema: current, optional, default: fallback, words };
  }
}

function lengthChecks(schema: AnySchema): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const d = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (d.check === "min_length") out.min = d.minimum;
    else if (d.check === "max_length") out.max = d.maximum;
    else if (d.check === "length_equals") out.min = out.max = d.length;
  }
  return out;
}

/** One field's shape, or an error naming what the tree cannot describe (a schema the forms lack). */
export function nodeOf(schema: AnySchema, where = "schema"): FieldNode {
  const inner = unwrap(schema).schema;
  if (inner instanceof z.ZodObject) return { kind: "object", fields: fieldsOf(inner, where) };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as AnySchema;
    const { title: itemTitle, summary: itemSummary } = unwrap(element).words;
    return {
      kind: "list",
      of: nodeOf(element, `${where}[]`),
      ...(itemTitle && { itemTitle }),
      ...(itemSummary && { itemSummary }),
      ...lengthChecks(inner),
    };
  }
  if (inner instanceof z.ZodEnum) return { kind: "enum", values: inner.options.map(String) };
  if (inner instanceof z.ZodBoolean) return { kind: "boolean" };
  if (inner instanceof z.ZodNumber) {
    const int = inner.isInt;
    // `.positive()` is "more than 0": for a whole number, at least 1.
    const exclusiveMin = (inner._zod.def.checks ?? []).some((c) => {
      const d = c._zod.def as { check: string; inclusive?: boolean };
      return d.check === "greater_than" && d.inclusive === false;
    });
    const min = Number.isFinite(inner.minValue) ? inner.minValue! + (int && exclusiveMin ? 1 : 0) : undefined;
    return {
      kind: "number",
      int,
      ...(min !== undefined && { min }),
      ...(Number.isFinite(inner.maxValue) && { max: inner.maxValue! }),
    };
  }
  // `z.email()` and `z.url()` are strings with a format, not `ZodString`s.
  if (inner._zod.def.type === "string") {
    const string = inner as z.ZodString;
    const node: FieldNode & { kind: "string" } = { kind: "string" };
    const def = inner._zod.def as { format?: string; error?: unknown };
    if (def.format === "email" || def.format === "url") {
      node.format = def.format;
      node.message = messageOf(def);
    }
    for (const check of string._zod.def.checks ?? []) {
      const d = check._zod.def as { check: string; format?: string; pattern?: RegExp; error?: unknown };
      // `.regex()` and `.startsWith()` both keep the pattern they test.
      if (d.check === "string_format" && (d.format === "regex" || d.format === "starts_with") && d.pattern) {
        node.pattern = d.pattern;
        node.message = messageOf(d);
      }
    }
    if (string.minLength !== null) node.minLength = string.minLength;
    if (string.maxLength !== null) node.maxLength = string.maxLength;
    return node;
  }
  throw new Error(`${where}: a ${inner._zod.def.type} schema has no form field (schema-tree.ts)`);
}

/** The fields of an object schema, in the order the schema declares them. */
export function fieldsOf(schema: z.ZodObject, where = "schema"): Field[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { optional, default: fallback, words } = unwrap(field as AnySchema);
    return {
      name,
      required: !optional,
      ...(fallback !== undefined && { default: fallback }),
      node: nodeOf(field as AnySchema, `${where}.${name}`),
      words,
    };
  });
}
