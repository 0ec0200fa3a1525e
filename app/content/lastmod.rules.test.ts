/**
 * The sitemap's `lastmod`: every content file says when it last changed (`updated`), and each page
 * takes the latest date among the files it is built from. Starts from the fixture content
 * (tests/fixtures/content/) and moves one file's date to see which pages follow.
 */
import { describe, expect, it } from "vitest";
import { buildRegistry, contentProblems, type ContentFiles, type ContentProblem } from "./registry.ts";
import { indexablePaths } from "./site-paths.ts";
import { pageLastmod, pageSources } from "./lastmod.ts";
import { FIXTURE_TODAY, fixtureFiles, fixtureRegistry, replacing, withFile } from "#tests/support/fixture-content.ts";

const fixture = fixtureFiles();
const registry = fixtureRegistry();

/** The content with one file's `updated` (or one list entry's, the nth) set to `day`. */
function withDate(file: string, day: string, nth = 0): ContentFiles {
  let seen = -1;
  const source = fixture[file].replace(/^( *)updated: .*$/gm, (line, indent: string) =>
    ++seen === nth ? `${indent}updated: ${day}` : line,
  );
  expect(seen, `${file} has no updated line ${nth}`).toBeGreaterThanOrEqual(nth);
  return { ...fixture, [file]: source };
}

function problems(files: ContentFiles, latestDay?: string): ContentProblem[] {
  return contentProblems(files, { latestDay });
}

/** `day` moved by `n` days (YYYY-MM-DD). */
const dayAfter = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The latest day any content file names: a day after it moves every page that file is built into. */
const LATEST = Object.values(registry.fileDates).sort().at(-1)!;
const LATER = dayAfter(LATEST);

describe("the files each page is built from", () => {
  it.each([
    {
      // A program taught with another college: that college's file too.
      path: "/colleges/it/itm",
      sources: [
        "content/programs/itm.yaml",
        "content/colleges/it.yaml",
        "content/colleges/busn.yaml",
        "content/degrees.yaml",
        "content/streams.yaml",
      ],
    },
    {
      // A college whose degree lives in its file, and the program of another college it teaches in.
      path: "/colleges/law",
      sources: [
        "content/colleges/law.yaml",
        "content/degrees.yaml",
        "content/streams.yaml",
        "content/programs/mlaw.yaml",
      ],
    },
    { path: "/contact-us", sources: ["content/site.yaml"] },
    // The college an item links to is a label: the item's date is its own.
    { path: "/news/programming-contest-first-place", sources: ["content/news/programming-contest-first-place.md"] },
    { path: "/help", sources: ["content/site.yaml", "content/faq.yaml"] },
    { path: "/privacy", sources: ["content/pages/privacy.md"] },
    { path: "/high-school-results", sources: ["content/site.yaml", "content/admission.yaml", "content/streams.yaml"] },
  ])("$path", ({ path, sources }) => {
    expect(pageSources(registry, path)).toEqual(sources);
  });

  it("every page of the sitemap is built from files that carry a date, and has a lastmod", () => {
    for (const path of indexablePaths(registry)) {
      const sources = pageSources(registry, path);
      expect(sources, path).toBeDefined();
      for (const file of sources!) {
        expect(registry.fileDates[file], `${path}: ${file}`).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(registry.fileDates[file] <= FIXTURE_TODAY, `${path}: ${file}`).toBe(true);
      }
      expect(pageLastmod(registry, path), path).toBeDefined();
    }
  });

  it("a path that is no page of the sitemap has none", () => {
    expect(pageSources(registry, "/colleges/nowhere")).toBeUndefined();
    expect(pageSources(registry, "/colleges/college-template")).toBeUndefined();
    expect(pageLastmod(registry, "/colleges/it/nowhere")).toBeUndefined();
  });

  it("a page's lastmod is the latest date of its files", () => {
    const dates = pageSources(registry, "/colleges/it/itm")!.map((f) => registry.fileDates[f]);
    expect(pageLastmod(registry, "/colleges/it/itm")).toBe([...dates].sort().at(-1));
  });
});

describe("which pages follow a change", () => {
  /** The pages whose lastmod becomes LATER once `files` are read. */
  const moved = (files: ContentFiles) => {
    const r = buildRegistry(files);
    return indexablePaths(r).filter((path) => pageLastmod(r, path) === LATER && pageLastmod(registry, path) !== LATER);
  };

  it.each([
    {
      name: "a program: its page, its college's and every page that lists it",
      files: withDate("content/programs/iti.yaml", LATER),
      pages: [
        "/",
        "/programs",
        "/admission-keys",
        "/international-applicants",
        "/colleges",
        "/colleges/it",
        "/colleges/it/iti",
      ],
    },
    {
      name: "a college: its page, its programs' pages (one taught with another college), the lists of colleges and degrees",
      files: withDate("content/colleges/busn.yaml", LATER),
      pages: [
        "/",
        "/programs",
        "/admission-keys",
        "/international-applicants",
        "/colleges",
        "/colleges/busn",
        "/colleges/busn/bba",
        "/colleges/it/itm",
      ],
    },
    {
      name: "a college whose degree lives in its file (law), with its publications' filter",
      files: withDate("content/colleges/law.yaml", LATER),
      pages: [
        "/",
        "/programs",
        "/admission-keys",
        "/international-applicants",
        "/colleges",
        "/colleges/law",
        "/colleges/dps/mlaw",
        "/publications",
      ],
    },
    {
      name: "one publication's file",
      files: withDate("content/publications/pub-2023-sme-network-security.yaml", LATER),
      pages: ["/", "/publications"],
    },
    {
      name: "the newest news item: its page, the news page and the home page (which shows the latest three)",
      files: withDate("content/news/second-semester-applications.md", LATER),
      pages: ["/", "/news", "/news/second-semester-applications"],
    },
    {
      name: "an older news item: its page and the news page",
      files: withDate("content/news/early-admission-2026.md", LATER),
      pages: ["/news", "/news/early-admission-2026"],
    },
    {
      name: "the news page's own file (its lead)",
      files: withDate("content/news.yaml", LATER),
      pages: ["/news"],
    },
    {
      name: "one group of questions",
      files: withDate("content/faq.yaml", LATER, 1),
      pages: ["/help"],
    },
    {
      name: "the page for applicants from abroad's own file",
      files: withDate("content/international.yaml", LATER),
      pages: ["/international-applicants"],
    },
    {
      name: "a Markdown page's front matter",
      files: withDate("content/pages/president-speech.md", LATER),
      pages: ["/", "/president-speech"],
    },
    {
      name: "the university's own file: the pages that show it as content, not every page's footer",
      files: withDate("content/site.yaml", LATER),
      pages: [
        "/",
        "/programs",
        "/admission-keys",
        "/high-school-results",
        "/publications",
        "/partnerships",
        "/help",
        "/international-applicants",
        "/contact-us",
        "/colleges",
      ],
    },
  ])("$name", ({ files, pages }) => {
    expect(moved(files).sort()).toEqual([...pages].sort());
  });
});

describe("updated dates in the content", () => {
  it.each([
    {
      name: "missing from a program",
      files: withFile(fixture, "content/programs/iti.yaml", replacing(/^updated: .*\n/m, "")),
      expected: {
        file: "content/programs/iti.yaml",
        field: "updated",
        message: expect.stringContaining("هذا الحقل مطلوب"),
      },
    },
    {
      name: "a day the calendar lacks",
      files: withDate("content/colleges/it.yaml", "2026-02-30"),
      expected: {
        file: "content/colleges/it.yaml",
        field: "updated",
        message: expect.stringContaining("اختر يومًا موجودًا في التقويم"),
      },
    },
    {
      name: "written another way, in one entry of a named list",
      files: withDate("content/streams.yaml", "14/03/2026", 2),
      expected: {
        file: "content/streams.yaml",
        field: "streams[2].updated",
        message: expect.stringMatching(/اختر يومًا من التقويم، مثل \d{4}-\d{2}-\d{2}/),
      },
    },
    {
      name: "missing from a Markdown page's front matter",
      files: withFile(fixture, "content/pages/privacy.md", replacing(/^updated: .*\n/m, "")),
      expected: {
        file: "content/pages/privacy.md",
        field: "updated",
        message: expect.stringContaining("هذا الحقل مطلوب"),
      },
    },
  ])("$name is reported with the file, line and field", ({ files, expected }) => {
    // Only the file's own problem: a program whose file is refused is also unknown to the others.
    const found = problems(files).filter((p) => p.file === expected.file);
    expect(found).toEqual([expect.objectContaining(expected)]);
    expect(found[0].line).toBeGreaterThan(0);
  });

  it("a day that has not come yet is reported where it is written, when the caller names today", () => {
    const files = withDate("content/faq.yaml", dayAfter(LATEST, 8), 1);
    expect(problems(files)).toEqual([]);
    const lines = fixture["content/faq.yaml"]
      .split("\n")
      .flatMap((l, i) => (l.startsWith("    updated:") ? [i + 1] : []));
    expect(problems(files, LATER)).toEqual([
      {
        file: "content/faq.yaml",
        field: "groups[1].updated",
        line: lines[1],
        message: expect.stringContaining("لم يأتِ بعد"),
      },
    ]);
  });

  it("a named list's date is its latest entry's", () => {
    const entries = [...fixture["content/faq.yaml"].matchAll(/^ {4}updated: (.*)$/gm)].map((m) => m[1]);
    expect(new Set(entries).size).toBeGreaterThan(1);
    expect(registry.fileDates["content/faq.yaml"]).toBe(entries.sort().at(-1));
  });
});
