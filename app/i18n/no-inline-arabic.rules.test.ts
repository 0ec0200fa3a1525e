/**
 * Every Arabic word the interface shows comes from the messages file (app/i18n/messages) or from
 * the content (content/): a proofreader reads both, and a second locale replaces the first. This
 * test fails when Arabic letters appear in the code anywhere else (comments aside).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARABIC_SCRIPT } from "#app/lib/arabic.ts";

/** Files whose Arabic is data about the language, not words shown to visitors; each with its reason. */
const ALLOWED: Record<string, string> = {
  "content/schema/":
    "the content check's messages and the CMS forms' labels and hints, for editors (one file per kind)",
  "admin/locale-ar.ts": "the CMS's interface in Arabic, for editors",
  "admin/cms-config.ts": "the CMS's collection and file names, for editors",
  "admin/cms-words.ts": "the CMS's menu names, entry lines and text hints, for editors",
  "admin/office-words.ts": "the pick lists' and Decap's own English, said in Arabic for editors",
  "admin/forms/image-widget.tsx": "the picture slot's size line and its refusal, for editors",
  "admin/forms/markdown-widget.tsx": "the paste's refusal and the editor's recovery, for editors",
  "admin/forms/pasted-text.ts": "the Arabic comma that joins a pasted table's cells",
  "admin/previews.tsx": "the build's refusal shown in the CMS's preview, for editors",
  "admin/markdown-format.ts": "why the CMS does not read a Markdown file, for editors and IT",
  "admin/yaml-format.ts": "why the CMS does not read a YAML file, for editors and IT",
  "admin/unreadable-file.ts": "how a file the CMS did not read is listed, and why it is not saved, for editors",
  "content/registry-checker.ts": "the content check's messages about a file's shape, for editors",
  "content/registry-checks.ts": "the content check's messages about the rules across files, for editors",
  "content/international-checks.ts":
    "the content check's messages about the page for applicants from abroad, for editors",
  "content/english-terms.ts": "the content check's messages about the English terminology, for editors",
  "content/faq-facts.ts":
    "the words the content check reads in the help answers (transfer, negation), and its messages to editors",
  "admin/forms/field-words.ts": "what to do about a field the save guard refuses, for editors",
  "admin/forms/typed-number.ts": "why a typed number is refused, for editors",
  "admin/forms/save-guard.ts": "the save guard's refusal of a taken slug, for editors",
  "admin/forms/delete-guard.ts": "the refusal of a delete others point at, for editors",
  "admin/forms/open-entry-problems.ts": "the notice's heading for an opened entry the build would refuse, for editors",
  "admin/forms/save-hook.ts": "the CMS's notification of a refused save, for editors",
  "admin/forms/problem-banner.ts": "the notice listing what to correct before a save, for editors",
  "admin/forms/notice-state.ts": "whether a notice shows now, in the CMS's preview, for editors",
  "admin/forms/widgets.tsx": "the CMS's date, number and slug fields, for editors",
  "admin/office-chrome.ts": "the CMS's login heading and list headings, for editors",
  "lib/arabic.ts": "the letters the search normaliser folds together",
  "lib/person-names.ts": "the academic titles and name particles of Arabic names",
  "features/publications/filter.ts": "the punctuation of an APA citation in Arabic script",
  "i18n/locales.ts": "each language's name in itself (العربية)",
  "lib/format.ts": "the locale's month names and list conjunction, as Intl gives them (format.intl.test.ts)",
};

/** The code without its comments (line, block and JSX comments), line numbers kept. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("no Arabic outside the messages and the content", () => {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );

  it("scans the app's code", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("no component, route or helper writes Arabic words of its own", () => {
    const found: string[] = [];
    for (const file of files) {
      const name = file.split(path.sep).join("/");
      // An entry ending in "/" allows the folder's files.
      if (ALLOWED[name] || ALLOWED[name.slice(0, name.lastIndexOf("/") + 1)]) continue;
      withoutComments(readFileSync(path.join("app", file), "utf8"))
        .split("\n")
        .forEach((line, i) => ARABIC_SCRIPT.test(line) && found.push(`app/${file}:${i + 1}: ${line.trim()}`));
    }
    expect(found).toEqual([]);
  });
});
