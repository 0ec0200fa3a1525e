/**
 * The save guard: before the CMS writes an entry, the file it would write is checked exactly as
 * the build checks the content (its schema, then `contentProblems` over every file with this one
 * in its place: slugs, plan hours, references, dates…). A file the build would refuse is never
 * written, so a save can no longer break the site or the editor.
 *
 * Pure: it is handed the content files it checks against (the admin page's snapshot and what this
 * session has saved since) and the office's day.
 */
import { contentProblems, type ContentFiles } from "#app/content/registry.ts";
import { withoutEnglish } from "#app/content/english-form.ts";
import { nodeOf } from "#app/content/schema-tree.ts";
import { BODY_LABEL, COLLECTION_WORDS, ENGLISH_WORDS, FILE_WORDS } from "#app/admin/cms-words.ts";
import { ownName } from "./entry-name.ts";
import { draftFile, type Draft } from "./draft-file.ts";
import { SINGLE_FILES, folderOfFile, singleFileOf } from "#app/content/content-files.ts";
import { noticeWindow } from "#app/content/notice-times.ts";
import type { Notice } from "#app/content/schema.ts";
import { parse } from "yaml";
import { fieldTrail, officeMessage, parseFieldName, type FieldPath } from "./field-words.ts";

export interface FormProblem {
  /** The field's path in the entry being saved, or `undefined` when the problem is in another file. */
  path?: FieldPath;
  /** Where it is, in the form's words (with the other entry's name when it is elsewhere). */
  where: string;
  /** What to do. */
  message: string;
}

/**
 * Where a problem in another file is, as the office finds it: the menu's name, the entry's own
 * name (its `name` or `title`, never its file or slug) and the field's trail in the form's words
 * («البرامج ← دبلوم إدارة الأعمال ← البرامج البديلة (البند 2)»); never a file or a line.
 */
function otherEntry(file: string, field: string | undefined, files: ContentFiles): string {
  const single = singleFileOf(file);
  const folder = folderOfFile(file);
  const schema = single?.schema ?? folder?.schema;
  const menu = single
    ? FILE_WORDS[single.name as keyof typeof FILE_WORDS]
    : folder
      ? `${COLLECTION_WORDS[folder.name].label} ← ${ownName(files[file]) ?? "عنصر بلا اسم"}`
      : "ملف من ملفات المحتوى";
  const trail = schema && field ? fieldTrail(nodeOf(schema), parseFieldName(field)).words : "";
  return trail ? `${menu} ← ${trail}` : menu;
}

/** The problems that would make the build refuse the saved entry; none means it may be saved. */
export function saveProblems(draft: Draft, files: ContentFiles, today: string, now?: Date): FormProblem[] {
  const target = draftFile(draft);
  if (!target) return [];
  const root = nodeOf(target.schema);

  // First the entry on its own, worded from its own fields: its Arabic, which the form shows (its
  // English, kept as the file has it, is checked with the rest of the content below).
  const parsed = target.schema.safeParse(withoutEnglish(target.front), { reportInput: true });
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
      const { field, node, words } = fieldTrail(root, path);
      return { path, where: words, message: officeMessage(issue, node, field) };
    });
  }

  // A notice added or changed whose end has already passed would never be seen: the build cannot
  // say so (every notice ends one day), the form can, at the moment it is saved.
  if (now && target.path === SINGLE_FILES.notices.file) {
    const ended = endedNotices(parsed.data as { notices: Notice[] }, files[target.path], now);
    if (ended.length)
      return ended.map((i) => {
        const path = ["notices", i, "end"];
        return {
          path,
          where: fieldTrail(root, path).words,
          message:
            "انتهى وقت ظهور هذا التنبيه قبل حفظه، فلن يراه أحد: اختر في «ينتهي ظهوره» وقتًا بعد الآن، أو احذف التنبيه",
        };
      });
  }

  // A new entry may not take the name of one that exists: the save would overwrite it. A copy
  // («إنشاء نسخة») does, and carries every field that must be its own: it is checked under a name
  // of its own too, so the officer hears at once what else to change (its name, its summary).
  let checked = target;
  const problems: FormProblem[] = [];
  if (draft.isNew && target.path in files) {
    // «عنصر» and the menu's name: «يوجد كلية» would not agree, and «الكليات» says where to look.
    const menu = target.folder ? ` في «${COLLECTION_WORDS[target.folder.name].label}»` : "";
    problems.push({
      path: ["slug"],
      where: fieldTrail(root, ["slug"]).words,
      message: `هذا المعرّف يحمله عنصر آخر${menu}: اكتب معرّفًا آخر.`,
    });
    if (!target.folder) return problems;
    let free = 1;
    while (`${target.folder.dir}/copy-${free}.${target.folder.extension}` in files) free++;
    checked = draftFile({ ...draft, data: { ...draft.data, slug: `copy-${free}` } })!;
  }

  // Then the rules across fields and files, as the build applies them.
  const across = contentProblems({ ...files, [checked.path]: checked.text }, { latestDay: today }).map((problem) => {
    if (problem.file !== checked.path)
      return { where: otherEntry(problem.file, problem.field, files), message: problem.message };
    const path = parseFieldName(problem.field);
    return { path, where: fieldTrail(root, path).words || textLabel(path), message: problem.message };
  });
  // The slug refused above is the copy's own slug, not the placeholder it was checked under.
  return [...problems, ...across.filter((p) => problems.length === 0 || p.path?.[0] !== "slug")];
}

/** A Markdown file's text, which the form has as a field and the schema does not: its label. */
function textLabel(path: FieldPath): string {
  const name = path.join(".");
  return name === "body" ? BODY_LABEL : name === "en.body" ? ENGLISH_WORDS.body : "";
}

/**
 * The notices (by index) that end before `now` and were not in the file so: added, or given their
 * times, in this save (one kept as it was is the build's and the site's business, not a refusal).
 */
function endedNotices(saved: { notices: Notice[] }, before: string | undefined, now: Date): number[] {
  const key = (n: Partial<Notice>) => `${n.title}\u0000${n.start}\u0000${n.end}`;
  const old = new Set(((parse(before ?? "") as { notices?: Partial<Notice>[] } | null)?.notices ?? []).map(key));
  return saved.notices.flatMap((n, i) => (noticeWindow(n).end <= now.getTime() && !old.has(key(n)) ? [i] : []));
}
