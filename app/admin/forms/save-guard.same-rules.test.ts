/**
 * The save guard applies every rule the build applies: for each rule the content check runs
 * (every `check…` function of registry-checks.ts, read from the module, not listed by hand), a
 * fixture edit that breaks it is refused by the build (`contentProblems`) and, saved through the
 * form as the same entry, by the guard. A rule added to the checker without a case here fails the
 * first test, so nothing the form accepts can fail the build unnoticed.
 */
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import * as checks from "#app/content/registry-checks.ts";
import { contentProblems, splitFrontMatter, type ContentFiles } from "#app/content/registry.ts";
import { SINGLE_FILES, folderOfFile, singleFileOf } from "#app/content/content-files.ts";
import { FIXTURE_TODAY, fixtureFiles, replacing, withFile, type FileEdit } from "#tests/support/fixture-content.ts";
import { saveProblems } from "./save-guard.ts";
import type { Draft } from "./draft-file.ts";

const files = fixtureFiles();
const ITI = "content/programs/iti.yaml";
const ITM = "content/programs/itm.yaml";
const itiSummary = (parse(files[ITI]) as { summary: string }).summary;

/** A program in preparation made from iti's file: only what places it and who may apply. */
function draftOf(slug: string, changes: Record<string, unknown>): string {
  const { updated, college, name, degree, creditHours, tuitionPerHour, admission, summary } = parse(
    files[ITI],
  ) as Record<string, unknown>;
  const draft = { slug, updated, draft: true, college, name, degree, creditHours, tuitionPerHour, admission, summary };
  return stringify({ ...draft, ...changes });
}

/** One edit per rule: the file it changes (or adds) and how. */
const BREAKS: Record<string, { file: string; edit: FileEdit }> = {
  checkSlugIsFileName: {
    file: "content/partners/another-name.yaml",
    edit: () => files["content/partners/nasaq-software.yaml"],
  },
  checkCodeLists: { file: SINGLE_FILES.streams.file, edit: (s) => s + "  - " + s.split("\n  - ")[1] + "\n" },
  checkSheet: { file: ITI, edit: replacing(/^creditHours: \d+/m, "creditHours: 140") },
  checkCollege: { file: "content/colleges/law.yaml", edit: replacing(/^ {2}creditHours: \d+/m, "  creditHours: 140") },
  checkCollegeSlugs: { file: "content/colleges/it-copy.yaml", edit: () => files["content/colleges/it.yaml"] },
  checkProgram: { file: ITI, edit: replacing(/^college: it$/m, "college: nowhere") },
  checkDraftProgram: {
    file: "content/programs/iti-next.yaml",
    edit: () => draftOf("iti-next", { college: "nowhere", name: "برنامج قيد الإعداد", summary: "ملخص برنامج جديد." }),
  },
  checkProgramSlugs: { file: "content/programs/iti-copy.yaml", edit: () => files[ITI] },
  checkSharedCourses: { file: ITM, edit: replacing(/(- code: UNI101\n\s+name: )[^\n]+/, "$1اللغة العربية للمبتدئين") },
  checkNewsItem: {
    file: "content/news/graduation-2026.md",
    edit: replacing("updated: 2026-06-21", "updated: 2026-06-01"),
  },
  checkNoticeTimes: {
    file: SINGLE_FILES.notices.file,
    edit: replacing("end: 2026-11-16T18:00", "end: 2026-11-15T10:00"),
  },
  checkNoticeLinks: {
    file: SINGLE_FILES.notices.file,
    edit: replacing("href: https://elearning.al-ofoq.example", "href: /nowhere"),
  },
  checkDegreeIds: { file: "content/programs/law.yaml", edit: () => files[ITI].replace(/^slug: iti$/m, "slug: law") },
  checkSheetsAgainstCatalog: {
    file: ITM,
    edit: replacing(/^alternatives:\n {2}- bba$/m, "alternatives:\n  - bba\n  - nowhere"),
  },
  checkPublicationColleges: {
    file: "content/publications/pub-2023-sme-network-security.yaml",
    edit: replacing(/^college: it$/m, "college: nowhere"),
  },
  checkFaqSlugs: { file: SINGLE_FILES.faq.file, edit: replacing("- slug: tuition", "- slug: how-to-apply") },
  checkFaqFacts: {
    file: SINGLE_FILES.faq.file,
    edit: replacing("question: كيف أقدّم طلب الالتحاق بالجامعة؟", "question: كيف أقدّم طلبي عبر بوابة المعجزات؟"),
  },
  checkNewsServiceNames: {
    file: "content/news/graduation-2026.md",
    edit: replacing(/^title: .*$/m, "title: الجامعة تفتح بوابة المعجزات لخرّيجيها"),
  },
  checkPagesApart: { file: ITM, edit: replacing(/^summary: [\s\S]*?\n(?=[a-z])/m, `summary: ${itiSummary}\n`) },
};

/** The entry a content file is, as the form saves it: its collection, its name, its values. */
function asSaved(path: string, text: string): Draft {
  const folder = folderOfFile(path);
  const isNew = !(path in files);
  if (folder) {
    const data =
      folder.extension === "md"
        ? { ...(parse(splitFrontMatter(text)!.front) as object), body: splitFrontMatter(text)!.body }
        : (parse(text) as Record<string, unknown>);
    return {
      collection: folder.name,
      slug: isNew
        ? undefined
        : path
            .split("/")
            .pop()!
            .replace(/\.\w+$/, ""),
      isNew,
      data,
    };
  }
  const single = singleFileOf(path)!;
  return {
    collection: single.name === "notices" ? "notices" : "lists",
    slug: single.name,
    isNew: false,
    data: parse(text),
  };
}

const rules = Object.keys(checks).filter((name) => /^check[A-Z]/.test(name));

describe("the save guard and the build apply the same rules", () => {
  it("has a breaking edit for every rule the content check runs", () => {
    expect(rules.length).toBeGreaterThan(10);
    expect(Object.keys(BREAKS).sort()).toEqual([...rules].sort());
  });

  it.each(rules)("%s: what the build refuses, the guard refuses", { timeout: 30_000 }, (rule) => {
    const { file, edit } = BREAKS[rule];
    const broken: ContentFiles = withFile(files, file, edit);
    expect(contentProblems(broken, { latestDay: FIXTURE_TODAY }).length, "the build").toBeGreaterThan(0);
    const problems = saveProblems(asSaved(file, broken[file]), files, FIXTURE_TODAY);
    expect(problems.length, "the guard").toBeGreaterThan(0);
  });
});
