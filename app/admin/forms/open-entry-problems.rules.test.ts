/**
 * A form opened on an entry that names one that is gone shows the problem at once, at the field,
 * in the form's words: Decap's choice list cannot show a value that is not among its options.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentProblems } from "#app/content/registry.ts";
import { FIXTURE_TODAY, fixtureFiles } from "#tests/support/fixture-content.ts";
import { problemsOnOpen } from "./open-entry-problems.ts";

describe("a form opened on an entry with a dangling reference", () => {
  const files = fixtureFiles();
  const referring = Object.keys(files).find(
    (f) => f.startsWith("content/programs/") && (parse(files[f]) as { alternatives?: string[] }).alternatives?.length,
  )!;
  const { slug, alternatives } = parse(files[referring]) as { slug: string; alternatives: string[] };
  const gone = { ...files };
  delete gone[`content/programs/${alternatives[0]}.yaml`];
  const problems = contentProblems(gone, { latestDay: FIXTURE_TODAY });

  it("lists the reference to the entry that is gone, at its field, in the form's words", () => {
    const shown = problemsOnOpen(`#/collections/programs/entries/${slug}`, gone, problems);
    expect(shown.map((p) => p.path)).toContainEqual(["alternatives", 0]);
    const at = shown.find((p) => p.path?.[0] === "alternatives")!;
    expect(at.where).toContain("برامج بديلة");
    expect(at.message).toContain(`"${alternatives[0]}"`);
  });

  it("shows nothing on a sound entry, on another view, or on the content as it is", () => {
    const other = Object.keys(files).find((f) => f.startsWith("content/colleges/"))!;
    const college = (parse(files[other]) as { slug: string }).slug;
    expect(problemsOnOpen(`#/collections/colleges/entries/${college}`, gone, problems)).toEqual([]);
    expect(problemsOnOpen("#/collections/programs", gone, problems)).toEqual([]);
    const sound = contentProblems(files, { latestDay: FIXTURE_TODAY });
    expect(problemsOnOpen(`#/collections/programs/entries/${slug}`, files, sound)).toEqual([]);
  });
});

describe("a form opened on an entry whose file's YAML is broken", () => {
  const files = fixtureFiles();
  const path = Object.keys(files).find((f) => f.startsWith("content/programs/"))!;
  const { slug } = parse(files[path]) as { slug: string };
  // A hand edit an officer might make: a colon inside a value left unquoted, on the file's second line.
  const lines = files[path].split("\n");
  const broken = { ...files, [path]: [lines[0], "name: تقنية المعلومات: برنامج", ...lines.slice(1)].join("\n") };
  const problems = contentProblems(broken, { latestDay: FIXTURE_TODAY });

  it("shows the check's own words on the file's YAML, at its line, as the form opens", () => {
    const shown = problemsOnOpen(`#/collections/programs/entries/${slug}`, broken, problems);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0].message).toContain("YAML غير صالح");
    expect(problems.filter((p) => p.file === path).map((p) => p.line)).toContain(2);
  });
});
