/**
 * A retired program (`retired: true`) leaves every list in one place (the registry) and keeps its
 * page: not among the programs, the catalog (finder, admission answer, search), a college's
 * programs or any sheet's alternatives; still a page of the site, in the sitemap. Run on the
 * fixture, retiring a program another program lists among its alternatives.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildRegistry, contentProblems, everyProgram } from "./registry.ts";
import { catalogDegrees } from "./catalog.ts";
import { indexablePaths } from "./site-paths.ts";
import { programsTaughtBy } from "./view-models.ts";
import { programPath } from "#app/lib/paths.ts";
import { FIXTURE_TODAY, fixtureFiles, replacing, withFile } from "#tests/support/fixture-content.ts";

const files = fixtureFiles();
const programFiles = Object.keys(files).filter((f) => f.startsWith("content/programs/"));
const read = (f: string) => parse(files[f]) as { slug: string; college: string; alternatives?: string[] };
// A program another lists among its alternatives: retiring it must take it out of that list too.
const listed = programFiles.find((f) => programFiles.some((g) => read(g).alternatives?.includes(read(f).slug)))!;
const { slug, college } = read(listed);
const retire = (extra = "") => replacing(/^college: /m, `retired: true\n${extra}college: `);
const retiredFiles = withFile(files, listed, retire());

describe("a retired program", () => {
  const r = buildRegistry(retiredFiles, { latestDay: FIXTURE_TODAY });

  it("is in no list: not among the programs, the catalog, its college's programs, nor any alternatives", () => {
    expect(r.programs.map((p) => p.slug)).not.toContain(slug);
    expect(r.retiredPrograms.map((p) => p.slug)).toEqual([slug]);
    expect(catalogDegrees(r).map((d) => d.id)).not.toContain(slug);
    const home = r.colleges.find((c) => c.slug === college)!;
    expect(programsTaughtBy(r, home).map((p) => p.slug)).not.toContain(slug);
    const sheets = [...everyProgram(r), ...r.colleges.flatMap((c) => c.degreeProgram ?? [])];
    for (const sheet of sheets) expect(sheet.alternatives ?? []).not.toContain(slug);
  });

  it("keeps its page: a page of the site, in the sitemap, found by its college and slug", () => {
    expect(indexablePaths(r)).toContain(programPath(college, slug));
    expect(everyProgram(r).find((p) => p.slug === slug)?.retired).toBe(true);
  });

  it("changes nothing else: the other programs stay, in the same order", () => {
    const before = buildRegistry(files, { latestDay: FIXTURE_TODAY });
    expect(r.programs.map((p) => p.slug)).toEqual(before.programs.map((p) => p.slug).filter((s) => s !== slug));
    expect(before.retiredPrograms).toEqual([]);
  });

  it("is checked: a year only when retired", () => {
    const yearOnly = withFile(files, listed, replacing(/^college: /m, "retiredSince: 2026\ncollege: "));
    const yearProblems = contentProblems(yearOnly, { latestDay: FIXTURE_TODAY });
    expect(yearProblems.map((p) => [p.file, p.field])).toContainEqual([listed, "retiredSince"]);
    expect(
      contentProblems(withFile(files, listed, retire("retiredSince: 2026\n")), { latestDay: FIXTURE_TODAY }),
    ).toEqual([]);
  });
});
