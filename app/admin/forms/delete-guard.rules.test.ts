/**
 * The delete guard refuses, before anything is deleted, a delete that would leave another entry
 * pointing at nothing, and names those entries by their names. Run on the fixture content; the
 * expected referrers come from a plain reading of the files (which field names which slug), not
 * from the guard's own way of finding them (the build's check without the file).
 */
import { describe, expect, it } from "vitest";
import { fromJS } from "immutable";
import { parse } from "yaml";
import { splitFrontMatter } from "#app/content/registry.ts";
import { FIXTURE_TODAY, fixtureFiles } from "#tests/support/fixture-content.ts";
import { deleteRefusal, referrersOf } from "./delete-guard.ts";
import { saveHooks, WORKFLOW_DELETE_REFUSAL } from "./save-hook.ts";

const files = fixtureFiles();
const data = (file: string) =>
  parse(file.endsWith(".md") ? splitFrontMatter(files[file])!.front : files[file]) as Record<string, unknown>;
const under = (dir: string) => Object.keys(files).filter((f) => f.startsWith(`content/${dir}/`));

/** Which files name `slug` in a reference field, read plainly from the YAML. */
function pointingAt(slug: string): string[] {
  const programs = under("programs").filter((f) => {
    const d = data(f);
    return d.college === slug || d.relatedCollege === slug || ((d.alternatives as string[]) ?? []).includes(slug);
  });
  const collegeDegrees = under("colleges").filter((f) =>
    (((data(f).degreeProgram as { alternatives?: string[] })?.alternatives ?? []) as string[]).includes(slug),
  );
  const others = [...under("news"), ...under("publications")].filter((f) => data(f).college === slug);
  // The page for applicants from abroad names the programs taught in English (a college's own degree too).
  const international = "content/international.yaml";
  const taughtInEnglish = (data(international).instruction as { englishPrograms?: { program: string }[] })
    .englishPrograms;
  const abroad = taughtInEnglish?.some((p) => p.program === slug) ? [international] : [];
  return [...programs, ...collegeDegrees, ...others, ...abroad].sort();
}

describe("what points at an entry", () => {
  const programs = under("programs").map((f) => ({ file: f, slug: String(data(f).slug) }));
  const colleges = under("colleges").map((f) => ({ file: f, slug: String(data(f).slug) }));

  it("finds every program that lists a program among its alternatives, and nothing else", { timeout: 60_000 }, () => {
    const listed = programs.filter((p) => pointingAt(p.slug).length > 0);
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed)
      expect([...new Set(referrersOf(p.file, files, FIXTURE_TODAY).map((r) => r.file))].sort()).toEqual(
        pointingAt(p.slug),
      );
  });

  it("finds every program, news item and publication of a college", { timeout: 60_000 }, () => {
    const busy = colleges.filter((c) => pointingAt(c.slug).length > 0);
    expect(busy.length).toBeGreaterThan(0);
    for (const c of busy)
      expect([...new Set(referrersOf(c.file, files, FIXTURE_TODAY).map((r) => r.file))].sort()).toEqual(
        pointingAt(c.slug),
      );
  });

  it("finds nothing for an entry no other names: its delete goes ahead", { timeout: 60_000 }, () => {
    const free = programs.find((p) => pointingAt(p.slug).length === 0);
    if (!free) return;
    expect(referrersOf(free.file, files, FIXTURE_TODAY)).toEqual([]);
  });

  it("names the entries by their names and fields, never by a file or a slug, and says what to do", () => {
    const listed = programs.find((p) => pointingAt(p.slug).length > 0)!;
    const referrers = referrersOf(listed.file, files, FIXTURE_TODAY);
    const sentence = deleteRefusal(listed.file, referrers, files);
    for (const file of pointingAt(listed.slug)) expect(sentence).toContain(`«${String(data(file).name)}»`);
    expect(sentence).toContain(`«${String(data(listed.file).name)}»`);
    expect(sentence).toContain("برامج بديلة");
    expect(sentence).toContain("أُوقف القبول فيه");
    expect(sentence).not.toMatch(/content\/|\.yaml|[a-z]{3,}/);
  });

  it("says a college's refusal in the feminine, as «كلية» is", () => {
    const busy = colleges.find((c) => pointingAt(c.slug).length > 0)!;
    const sentence = deleteRefusal(busy.file, referrersOf(busy.file, files, FIXTURE_TODAY), files);
    expect(sentence).toMatch(/^لم تُحذف (كلية )?«[^»]+»، لأن (هذه العناصر تشير|هذا العنصر يشير) إليها: /);
    expect(sentence).not.toContain("كلية «كلية");
  });
});

describe("a delete from the form", () => {
  const entry = (collection: string, slug: string, d: unknown) =>
    fromJS({ collection, slug, data: d }) as unknown as { get(key: string): unknown };
  const quiet = { show: () => {}, hide: () => {}, now: () => new Date("2026-11-30T10:00:00Z") };

  it("is refused while something points at the entry, and goes ahead once nothing does", { timeout: 60_000 }, () => {
    const program = under("programs").find((f) => pointingAt(String(data(f).slug)).length > 0)!;
    const slug = String(data(program).slug);
    const hooks = saveHooks(files, quiet);
    expect(() => hooks.preDelete({ entry: entry("programs", slug, data(program)) })).toThrow(/(تشير|يشير) إليه/);
    // Each referrer saved without the reference (this session's saves count), then the delete is allowed.
    for (const file of pointingAt(slug)) {
      const d = data(file);
      const alternatives = (d.alternatives as string[]).filter((a) => a !== slug);
      const edited = { ...d, alternatives: alternatives.length ? alternatives : undefined };
      if (!alternatives.length) delete edited.alternatives;
      hooks.preSave({ entry: entry("programs", String(d.slug), edited) });
      hooks.postSave();
    }
    expect(() => hooks.preDelete({ entry: entry("programs", slug, data(program)) })).not.toThrow();
  });

  it("is always refused with the editorial workflow, saying what to do instead", () => {
    const free = under("partners")[0];
    const hooks = saveHooks(files, { ...quiet, workflow: true });
    expect(() => hooks.preDelete({ entry: entry("partners", String(data(free).slug), data(free)) })).toThrow(
      WORKFLOW_DELETE_REFUSAL,
    );
  });
});
