/**
 * When an entry's form opens, what the build would refuse in the entry as it is saved is shown at
 * once, in the save guard's notice, not left for the next save: a reference to an entry that is
 * gone (a program among the alternatives, a college) is a value Decap's choice lists cannot show,
 * so the form would otherwise look right while the content check fails.
 *
 * The content is checked once (`contentProblems`, the build's check) and again only after this
 * page has saved or deleted something, not at every form.
 */
import { contentProblems, type ContentFiles, type ContentProblem } from "#app/content/registry.ts";
import { markdownFormat } from "#app/admin/markdown-format.ts";
import { yamlFormat } from "#app/admin/yaml-format.ts";
import { nodeOf, type FieldNode } from "#app/content/schema-tree.ts";
import { draftFile, type Draft } from "./draft-file.ts";
import { fieldTrail, parseFieldName } from "./field-words.ts";
import type { FormProblem } from "./save-guard.ts";

/** The entry a form's address opens, as its file says it: `undefined` for any other view or no file. */
export function openedEntry(hash: string, files: ContentFiles): (Draft & { path: string }) | undefined {
  const match = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(hash);
  if (!match) return undefined;
  const [collection, slug] = [match[1], decodeURIComponent(match[2])];
  const path = draftFile({ collection, slug, isNew: false, data: { slug } })?.path;
  const text = path ? files[path] : undefined;
  if (!path || !text) return undefined;
  // Read as the form reads it: a file whose YAML is broken still opens (without its values), and
  // the check's problems then say where.
  const data = (path.endsWith(".md") ? markdownFormat : yamlFormat).fromFile(text);
  return { collection, slug, isNew: false, data, path };
}

/** The content's problems that are in the entry a form opens, in the form's words. */
export function problemsOnOpen(hash: string, files: ContentFiles, problems: ContentProblem[]): FormProblem[] {
  const entry = openedEntry(hash, files);
  const target = entry && draftFile(entry);
  if (!entry || !target) return [];
  const root = nodeOf(target.schema);
  return problems
    .filter((p) => p.file === entry.path)
    .map((p) => {
      const path = parseFieldName(p.field);
      return { path, where: fieldTrail(root, path).words, message: p.message };
    });
}

/** Shows them whenever a form opens (the page's first address, or a move to another entry). */
export function watchOpenedEntries(
  win: Window,
  { files, revision }: { files: () => ContentFiles; revision: () => number },
  today: () => string,
  show: (problems: FormProblem[], root: FieldNode, data: unknown, heading: string) => void,
) {
  let checked: { revision: number; problems: ContentProblem[] } | undefined;
  const check = () => {
    const entry = openedEntry(win.location.hash, files());
    if (!entry) return;
    if (checked?.revision !== revision())
      checked = { revision: revision(), problems: contentProblems(files(), { latestDay: today() }) };
    const problems = problemsOnOpen(win.location.hash, files(), checked.problems);
    const target = draftFile(entry);
    if (problems.length && target)
      show(problems, nodeOf(target.schema), entry.data, "في هذا العنصر ما يرفضه فحص المحتوى: صحّح ما يلي، ثم احفظ");
  };
  // After the form has drawn: the check holds the page for a moment.
  const later = () => void win.setTimeout(check, 500);
  win.addEventListener("hashchange", later);
  later();
}
