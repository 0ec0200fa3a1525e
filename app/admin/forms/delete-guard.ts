/**
 * The delete guard: before the CMS deletes an entry, the content without its file goes through the
 * build's own check (`contentProblems`), and what would newly fail elsewhere is what points at it:
 * a program listed among another's alternatives, a college with programs, news or publications, a
 * page a notice links to. Every kind of reference the registry checks is found this way, by the
 * same rules, so the guard cannot miss one the build would refuse.
 *
 * Pure: it is handed the content files (the admin page's snapshot and what this session has saved
 * or deleted since) and the office's day.
 */
import { contentProblems, type ContentFiles } from "#app/content/registry.ts";
import { schemaOfFile } from "#app/content/content-files.ts";
import { nodeOf } from "#app/content/schema-tree.ts";
import { entryName } from "./entry-name.ts";
import { fieldTrail, parseFieldName } from "./field-words.ts";

/** An entry that points at the one to be deleted: its name and the field that names it, in the form's words. */
export interface Referrer {
  file: string;
  /** «برنامج «إدارة الأعمال»», as the menu and the entry's own name say it. */
  entry: string;
  /** The field's trail in that entry's form («برامج بديلة (البند 1)»). */
  field: string;
}

/** The problems of the content, keyed by where they are and what they say, so two checks compare. */
const keyOf = (p: { file: string; field?: string; message: string }) =>
  `${p.file}\u0000${p.field ?? ""}\u0000${p.message}`;

/** The entries that would break if `path` were deleted, each once per field, in file order. */
export function referrersOf(path: string, files: ContentFiles, today: string): Referrer[] {
  if (!(path in files)) return [];
  const rest = { ...files };
  delete rest[path];
  const after = contentProblems(rest, { latestDay: today });
  // The content as it is, checked only when the delete leaves problems (a check takes seconds).
  if (!after.length) return [];
  const before = new Set(contentProblems(files, { latestDay: today }).map(keyOf));
  const seen = new Set<string>();
  const referrers: Referrer[] = [];
  for (const problem of after) {
    if (before.has(keyOf(problem)) || problem.file === path) continue;
    const schema = schemaOfFile(problem.file);
    const field = schema ? fieldTrail(nodeOf(schema), parseFieldName(problem.field)).words : "";
    const key = `${problem.file}\u0000${field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    referrers.push({ file: problem.file, entry: entryName(problem.file, files[problem.file]), field });
  }
  return referrers;
}

/**
 * The sentence the officer reads when a delete is refused: what points at the entry, where, and
 * what to do instead. A program is retired, not deleted: its page keeps answering old links.
 */
export function deleteRefusal(path: string, referrers: Referrer[], files: ContentFiles): string {
  const list = referrers.map((r) => (r.field ? `${r.entry} في «${r.field}»` : r.entry)).join("؛ ");
  const retire = path.startsWith("content/programs/")
    ? " وإن كان القبول في البرنامج قد أُوقف فلا تحذفه: افتحه وفعّل «أُوقف القبول فيه» واحفظه، فتبقى صفحته لمن يعرف رابطها وتختفي من القوائم."
    : "";
  const name = entryName(path, files[path]);
  // The verb and the pronouns agree with the kind: «لم تُحذف كلية «الهندسة»… تشير إليها».
  const feminine = name.replace(/^«/, "").split(" ")[0].endsWith("ة");
  const [deleted, it, other] = feminine ? ["تُحذف", "إليها", "غيرها"] : ["يُحذف", "إليه", "غيره"];
  // One entry pointing at it, or several: «هذا العنصر يشير… افتح ذلك العنصر» or «هذه العناصر تشير… افتح كلًّا منها».
  const one = new Set(referrers.map((r) => r.entry)).size === 1;
  const [these, point, open] = one
    ? ["هذا العنصر", "يشير", "افتح ذلك العنصر"]
    : ["هذه العناصر", "تشير", "افتح كلًّا منها"];
  return `لم ${deleted} ${name}، لأن ${these} ${point} ${it}: ${list}. ${open}، واحذف الإشارة ${it} أو اختر ${other}، واحفظه؛ ثم احذف ${name} من جديد.${retire}`;
}
