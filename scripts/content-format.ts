/**
 * `npm run content:format`: writes every content file in the one form the CMS writes
 * (app/content/canonical.ts), so that a save from the CMS changes only what the editor changed.
 * `--check` changes nothing and fails when a file is not in that form (run by `npm test`).
 *
 * A file that does not parse is named with its line and left untouched; every rewrite is atomic.
 */
import { join } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { readContentFiles } from "#app/content/files.node.ts";
import { schemaOfFile } from "#app/content/content-files.ts";
import { splitFrontMatter } from "#app/content/registry.ts";
import { canonicalMarkdown, canonicalYaml } from "#app/content/canonical.ts";
import { commandOptions, defineCommand } from "./command-options.ts";
import { writeAtomically } from "./write-atomically.ts";

const { values } = commandOptions(
  defineCommand({
    script: "content:format",
    about: "يعيد كتابة كل ملف محتوى بالصيغة التي يكتب بها نظام إدارة المحتوى، ولا يمسّ ملفًا لا يُقرأ.",
    options: {
      check: {
        type: "boolean",
        about: "لا يغيّر شيئًا: يذكر الملفات التي ليست بهذه الصيغة، وينتهي بفشل إن وجد منها شيئًا.",
      },
    },
  }),
);
const check = values.check === true;
const root = process.cwd();
const unreadable: string[] = [];
const changed: string[] = [];

/** The YAML's data, or `undefined` (with the reason recorded) when it does not parse. */
function parse(file: string, source: string, firstLine = 1): unknown {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (!doc.errors.length) return doc.toJS();
  const e = doc.errors[0];
  unreadable.push(
    `  ${file}:${lines.linePos(e.pos[0]).line + firstLine - 1}: YAML غير صالح: ${e.message.split("\n")[0]}`,
  );
  return undefined;
}

for (const [file, source] of Object.entries(readContentFiles(root))) {
  const schema = schemaOfFile(file);
  if (!schema) continue;
  let canonical: string | undefined;
  if (file.endsWith(".md")) {
    const parts = splitFrontMatter(source);
    if (!parts) {
      unreadable.push(`  ${file}:1: ينقص الملف ترويسة YAML بين سطرَي «---»`);
      continue;
    }
    const front = parse(file, parts.front, 2);
    if (front !== undefined) canonical = canonicalMarkdown(schema, front, parts.body);
  } else {
    const data = parse(file, source);
    if (data !== undefined) canonical = canonicalYaml(schema, data);
  }
  if (canonical === undefined || canonical === source) continue;
  changed.push(file);
  if (!check) writeAtomically(join(root, file), canonical);
}

const list = changed.map((f) => `  ${f}`).join("\n");
if (unreadable.length) console.error(`ملفات لم تُقرأ ولم تُمسّ:\n${unreadable.join("\n")}`);
if (changed.length && check)
  console.error(`ملفات ليست بالصيغة التي يكتبها نظام إدارة المحتوى (شغّل npm run content:format):\n${list}`);
else if (changed.length) console.log(`أُعيدت كتابة هذه الملفات بالصيغة الموحّدة (عددها ${changed.length}):\n${list}`);
else if (!unreadable.length) console.log("الملفات كلها بالصيغة الموحّدة.");
if (unreadable.length || (check && changed.length)) process.exit(1);
