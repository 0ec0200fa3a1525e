/**
 * A program in preparation (`draft: true`, «قيد الإعداد»): saved with what places it and who may
 * apply (issue 54: name, college, degree, streams and minimums, hours and fee, a summary), checked,
 * and shown nowhere on the site until the switch is off; with it off, every other part of a
 * program is required again, each at its own field. Run on the fixture with a new program made
 * from one of its programs.
 */
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { buildRegistries, contentProblems, everyProgram } from "./registry.ts";
import { catalogDegrees } from "./catalog.ts";
import { indexablePaths } from "./site-paths.ts";
import { saveProblems } from "#app/admin/forms/save-guard.ts";
import { FIXTURE_TODAY, fixtureFiles, withFile } from "#tests/support/fixture-content.ts";

const files = fixtureFiles();
const SOURCE = "content/programs/iti.yaml";
const NEW = "content/programs/cyber.yaml";
const source = parse(files[SOURCE]) as Record<string, unknown>;

/** What the issue names as a minimal program, taken from the source program's file. */
const MINIMAL = ["college", "name", "degree", "admission", "creditHours", "tuitionPerHour", "summary"];
/**
 * What a program has beyond that and must have once published: a program's parts that are not
 * optional (content/README.md's table of a program file), written out here, not read from the code.
 */
const REST = [
  "nameEn",
  "durationYears",
  "studyMode",
  "overview",
  "objectives",
  "outcomes",
  "careers",
  "studyPlan",
  "accreditation",
  "coordinator",
];

const minimal: Record<string, unknown> = {
  slug: "cyber",
  updated: source.updated,
  draft: true,
  ...Object.fromEntries(MINIMAL.map((k) => [k, source[k]])),
  name: "بكالوريوس الأمن السيبراني",
  summary: "برنامج جديد يُعدّ طلبته لحماية الأنظمة والشبكات، تُستكمل خطته الدراسية قبل نشره.",
};
const withDraft = (data: Record<string, unknown>) => withFile(files, NEW, () => stringify(data));
const problemsOf = (data: Record<string, unknown>) =>
  contentProblems(withDraft(data), { latestDay: FIXTURE_TODAY }).filter((p) => p.file === NEW);

describe("a program in preparation", () => {
  it("is saved with only its name, college, degree, minimums, hours, fee and summary", () => {
    expect(contentProblems(withDraft(minimal), { latestDay: FIXTURE_TODAY })).toEqual([]);
  });

  it("is shown nowhere: not a program, not in the catalog, not a page, in neither language", () => {
    const registries = buildRegistries(withDraft(minimal), { latestDay: FIXTURE_TODAY });
    for (const r of [registries.ar, registries.en]) {
      if (!r) continue;
      expect(everyProgram(r).map((p) => p.slug)).not.toContain("cyber");
      expect(catalogDegrees(r).map((d) => d.id)).not.toContain("cyber");
      expect(indexablePaths(r).some((path) => path.includes("cyber"))).toBe(false);
    }
  });

  it("still needs what it is saved with, and its college must exist", () => {
    const { creditHours: _, ...noHours } = minimal;
    expect(problemsOf(noHours).map((p) => p.field)).toEqual(["creditHours"]);
    expect(problemsOf({ ...minimal, college: "nowhere" }).map((p) => p.field)).toEqual(["college"]);
  });

  it("cannot be published until every other part is written: each missing part is named at its field", () => {
    const problems = problemsOf({ ...minimal, draft: false });
    expect(problems.map((p) => p.field).sort()).toEqual([...REST].sort());
    for (const p of problems) expect(p.message).toContain("«قيد الإعداد»");
    // Without the switch at all, the same.
    const { draft: _, ...unmarked } = minimal;
    expect(
      problemsOf(unmarked)
        .map((p) => p.field)
        .sort(),
    ).toEqual([...REST].sort());
  });

  it("is published once complete: the source's parts added and the switch off make a program of the site", () => {
    const complete = { ...source, ...minimal, slug: "cyber", draft: false, nameEn: "B.Sc. in Cybersecurity" };
    const r = buildRegistries(withDraft(complete), { latestDay: FIXTURE_TODAY }).ar;
    expect(r.programs.map((p) => p.slug)).toContain("cyber");
  });

  it("is no alternative another program may offer until it is published", () => {
    const offering = { ...source, alternatives: ["cyber"] };
    const broken = withFile(withDraft(minimal), SOURCE, () => stringify(offering));
    const problems = contentProblems(broken, { latestDay: FIXTURE_TODAY });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: SOURCE,
        field: "alternatives[0]",
        message: expect.stringContaining("قيد الإعداد"),
      }),
    );
  });

  it("is saved from the form as a draft, and refused at each missing field once the switch is off", () => {
    const save = (data: Record<string, unknown>) =>
      saveProblems({ collection: "programs", isNew: true, data }, files, FIXTURE_TODAY);
    expect(save(minimal)).toEqual([]);
    const refused = save({ ...minimal, draft: false });
    expect(refused.map((p) => p.path?.join(".")).sort()).toEqual([...REST].sort());
  });
});
