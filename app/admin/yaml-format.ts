/**
 * How the CMS reads and writes a YAML content file (a program, a college, the notices…): parsed
 * as the site parses it (`yaml`'s `parseDocument`, registry-checker.ts) and written in the one
 * form (canonical.ts's `cmsYaml`, what `content:format` writes). Registered under YAML_FORMAT
 * (main.tsx) for every YAML collection and file (cms-config.ts), in place of Decap's `yaml`.
 *
 * Why not Decap's: when it cannot read a file it throws, and Decap opens the entry with no values,
 * which a save would then write over the file. Here such a file gives an entry that says why and
 * that the save hook refuses to write (unreadable-file.ts, decision 040).
 */
import { LineCounter, parseDocument } from "yaml";
import { cmsYaml } from "#app/content/canonical.ts";
import { unreadableEntry } from "./unreadable-file.ts";

/** The format's name in the configuration. */
export const YAML_FORMAT = "yaml-read-as-the-site-reads";

/**
 * A file's fields, or why there are none. `where` words the reason for what is read (the file, a
 * Markdown file's front matter), given the file's line; `firstLine` is the file's line the text
 * starts on.
 */
export function readFields(
  text: string,
  where: { broken: (line: number) => string; notFields: string },
  firstLine = 1,
): { fields: Record<string, unknown> } | { unreadable: string } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    const [error] = doc.errors;
    const line = lines.linePos(error.pos[0]).line + firstLine - 1;
    // The parser's English, for IT, isolated whole: an Arabic line would otherwise reorder its words.
    return { unreadable: `${where.broken(line)}: \u2068${error.message.split("\n")[0]}\u2069` };
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data)) return { unreadable: where.notFields };
  return { fields: data as Record<string, unknown> };
}

/** Orders the top level as the form's fields (`sortedKeys`, Decap's order), the rest after them in their own. */
export function inFormOrder(data: Record<string, unknown>, sortedKeys: string[]): Record<string, unknown> {
  const keys = Object.keys(data);
  const ordered = [...sortedKeys.filter((key) => key in data), ...keys.filter((key) => !sortedKeys.includes(key))];
  return Object.fromEntries(ordered.map((key) => [key, data[key]]));
}

export const yamlFormat = {
  fromFile(content: string): Record<string, unknown> {
    const read = readFields(content, {
      broken: (line) => `صيغة YAML غير صالحة في السطر ${line} من الملف`,
      notFields: "الملف لا يتكوّن من حقول بصيغة «اسم: قيمة»",
    });
    return "fields" in read ? read.fields : unreadableEntry(read.unreadable);
  },

  /** `sortedKeys`: the form's fields, the order Decap puts the top level in. */
  toFile(data: object, sortedKeys: string[] = []): string {
    return cmsYaml(inFormOrder(data as Record<string, unknown>, sortedKeys));
  },
};
