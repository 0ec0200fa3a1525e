/**
 * The line each entry of a folder is listed by in the CMS (cms-words.ts's SUMMARY), as Decap's own
 * template engine writes it. The expected lines are a plain reading of what an officer should see,
 * written per folder here from the file's own values; every content file is listed.
 *
 * Decap fills a bare date word of a template (`{{year}}`, `{{month}}`, …) from the entry's date
 * field, and with no date field it writes nothing there: the engine is given no date, as for a
 * folder without one (publications), so such a word shows here as the empty place it is there.
 */
import { describe, expect, it } from "vitest";
// The package's ES entry (its `module`), which the CMS's page bundles; its `main` is a browser bundle.
import { stringTemplate } from "decap-cms-lib-widgets/dist/esm/index.js";
import { fromJS, type Map as ImmutableMap } from "immutable";
import { readContentFiles } from "#app/content/files.node.ts";
import { FOLDERS, folderOfFile } from "#app/content/content-files.ts";
import { SUMMARY } from "./cms-words.ts";
import { markdownFormat } from "./markdown-format.ts";
import { yamlFormat } from "./yaml-format.ts";
import { unreadableEntry } from "./unreadable-file.ts";

type Folder = keyof typeof FOLDERS;
type Entry = Record<string, unknown>;

/** What an officer should read for an entry of each folder. */
const EXPECTED_LINE: Record<Folder, (entry: Entry) => string> = {
  programs: (e) => (e.draft ? `${String(e.name)} (قيد الإعداد)` : String(e.name)),
  colleges: (e) => String(e.name),
  publications: (e) => `${String(e.year)}: ${String(e.title)}`,
  partners: (e) => String(e.name),
  news: (e) => `${String(e.date)}: ${String(e.title)}`,
  pages: (e) => String(e.title),
};

/** The list's line for an entry, as Decap writes it from the folder's template. */
const listed = (folder: Folder, entry: Entry) =>
  stringTemplate.compileStringTemplate(SUMMARY[folder], null, "", fromJS(entry) as ImmutableMap<string, unknown>);

const files = readContentFiles();
const folders = Object.keys(FOLDERS) as Folder[];

describe("a folder's list in the CMS", () => {
  it.each(folders)("%s: every entry is listed by its own values", (folder) => {
    const format = FOLDERS[folder].extension === "md" ? markdownFormat : yamlFormat;
    const entries = Object.entries(files)
      .filter(([path]) => folderOfFile(path)?.name === folder)
      .map(([path, text]) => ({ path, entry: format.fromFile(text) }));
    expect(entries.length).toBeGreaterThan(0);
    const wrong = entries
      .map(({ path, entry }) => ({ path, line: listed(folder, entry), expected: EXPECTED_LINE[folder](entry) }))
      .filter(({ line, expected }) => line !== expected);
    expect(wrong).toEqual([]);
  });

  it.each(folders)("%s: a file the CMS could not read is listed by why alone", (folder) => {
    expect(listed(folder, unreadableEntry("السبب"))).toBe("تعذّرت قراءة هذا الملف: السبب");
  });
});
