/**
 * The content's codes with the words the forms show for them: every choice of a select (a term's
 * `first` is «الفصل الأول»), and the streams and degrees the forms pick by name. For the lines of
 * closed list items (office-words.ts), which Decap can only print with the codes.
 */
import type { CmsConfig } from "decap-cms-core";
import type { Registry } from "#app/content/registry.ts";

type Loose = { options?: { value: string; label: string }[]; fields?: Loose[]; field?: Loose };

export function codeWords(config: CmsConfig, registry: Pick<Registry, "streams" | "degrees">): Map<string, string> {
  const words = new Map<string, string>();
  const walk = (fields: Loose[] | undefined) => {
    for (const field of fields ?? []) {
      for (const option of field.options ?? [])
        if (option.label !== option.value) words.set(option.value, option.label);
      walk(field.fields);
      if (field.field) walk([field.field]);
    }
  };
  for (const collection of config.collections as unknown as (Loose & { files?: Loose[] })[]) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  for (const stream of registry.streams) words.set(stream.code, stream.name);
  for (const degree of registry.degrees) words.set(degree.code, degree.name);
  return words;
}
