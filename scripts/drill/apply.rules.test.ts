/**
 * The drill's edits do what they say, on the real content, whatever subjects they pick: what the
 * office saves in a year still passes the content check, in the form the CMS writes.
 */
import { describe, expect, it } from "vitest";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries, contentProblems, type ContentFiles } from "#app/content/registry.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { applyEdits, reseeded } from "./apply.ts";
import { DRILL_EDITS, type DrillEdit } from "./edits.ts";
import { NEWS_CATEGORIES_IN_ENGLISH } from "#app/content/schema.ts";

/** The content as the university wrote it: without what an earlier drill added (the drill runs on its own copy too). */
const DRILL_FILES = new Set(DRILL_EDITS.flatMap((e) => ("slug" in e ? [e.slug] : [])));
const real: ContentFiles = Object.fromEntries(
  Object.entries(readContentFiles()).filter(([file]) => !DRILL_FILES.has(file.replace(/^.*\/|\.[a-z]+$/g, ""))),
);
const { ar: before, en: beforeEn } = buildRegistries(real);
/** A day after every date of the content: the drill's "today" next year. */
const TODAY = "2099-01-15";
const edit = <K extends DrillEdit["kind"]>(kind: K) =>
  DRILL_EDITS.find((e) => e.kind === kind) as Extract<DrillEdit, { kind: K }>;
const newsEdits = DRILL_EDITS.filter((e): e is Extract<DrillEdit, { kind: "add-news" }> => e.kind === "add-news");
/** The office's admission news item: its English is required (NEWS_CATEGORIES_IN_ENGLISH). */
const admissionNews = newsEdits.find((e) => e.category && NEWS_CATEGORIES_IN_ENGLISH.includes(e.category as never))!;

describe.each([0, 1, 7])("a year of edits, seed %i", (seed) => {
  const after = applyEdits(real, reseeded(DRILL_EDITS, seed), TODAY);
  const { ar: r, en } = buildRegistries(after, { latestDay: TODAY });

  it("passes the content check", () => {
    expect(contentProblems(after, { latestDay: TODAY })).toEqual([]);
  });

  it("retires one program and adds one, so the count stays", () => {
    const gone = Object.keys(real).filter((f) => !(f in after));
    const added = Object.keys(after).filter((f) => !(f in real));
    expect(gone).toHaveLength(1);
    expect(gone[0]).toMatch(/^content\/programs\//);
    expect(added.sort()).toEqual(
      [
        ...newsEdits.map((e) => `content/news/${e.slug}.md`),
        `content/programs/${edit("add-program").slug}.yaml`,
      ].sort(),
    );
    expect(r.programs).toHaveLength(before.programs.length);
    expect(r.programs.find((p) => p.slug === edit("add-program").slug)?.name).toBe(edit("add-program").name);
  });

  it("moves every minimum by its points, within the ministry's floor and 100", () => {
    const { by } = edit("move-minimums");
    const degrees = new Map(catalogDegrees(r).map((d) => [d.id, d]));
    for (const old of catalogDegrees(before)) {
      const now = degrees.get(old.id);
      if (!now || !old.sheet.admission.minimums) continue;
      for (const [stream, minimum] of Object.entries(old.sheet.admission.minimums)) {
        const moved = now.sheet.admission.minimums![stream];
        const floor =
          old.level === "diploma" ? r.admission.ministry.diplomaMinimum : r.admission.ministry.bachelorMinimum;
        expect(moved, `${old.id} ${stream}`).toBe(Math.min(100, Math.max(floor, Math.round((minimum + by) * 10) / 10)));
      }
    }
  });

  // Content not written in English has no English for these edits to write.
  it.skipIf(!beforeEn)(
    "writes the office's English: the new program and news item in English, one college's English rewritten",
    () => {
      expect(en).toBeDefined();
      const program = edit("add-program");
      expect(en!.programs.find((p) => p.slug === program.slug)).toMatchObject({
        name: program.nameEn,
        summary: program.summaryEn,
      });
      for (const news of newsEdits) expect(en!.news.find((n) => n.slug === news.slug)?.title).toBe(news.en?.title);
      expect(en!.news.find((n) => n.slug === admissionNews.slug)).toMatchObject({
        category: admissionNews.category,
        summary: admissionNews.en!.summary,
      });
      // One college's first paragraph is the new one, its others as they were (in a copy the drill
      // has already edited, the paragraph may be there before: then on the college that has it).
      const { paragraph } = edit("rewrite-english");
      const had = (slug: string) => beforeEn!.colleges.find((c) => c.slug === slug)?.about;
      const rewritten = en!.colleges.filter((c) => c.about[0] === paragraph && had(c.slug)?.[0] !== paragraph);
      expect(rewritten.length).toBeLessThanOrEqual(1);
      expect(en!.colleges.some((c) => c.about[0] === paragraph)).toBe(true);
      for (const c of rewritten) expect(had(c.slug)?.slice(1)).toEqual(c.about.slice(1));
    },
  );

  it("raises every fee, renames one college and stamps every date with the day", () => {
    const { percent } = edit("raise-fees");
    for (const p of r.programs) {
      const old = before.programs.find((o) => o.slug === p.slug);
      if (old) expect(p.tuitionPerHour, p.slug).toBe(Math.round(old.tuitionPerHour * (1 + percent / 100)));
    }
    const renamed = r.colleges.filter((c) => before.colleges.find((o) => o.slug === c.slug)?.name !== c.name);
    expect(renamed.length).toBeLessThanOrEqual(1); // none when the picked college had the name already
    expect(r.colleges.some((c) => c.name === edit("rename-college").name)).toBe(true);
    for (const [file, source] of Object.entries(after))
      for (const line of source.split("\n").filter((l) => /^\s*updated: /.test(l)))
        expect(line.trim(), file).toBe(`updated: ${TODAY}`);
  });
});

it.skipIf(!beforeEn)("refuses the office's admission news item without its English, at its category", () => {
  const { en: _english, ...arabicOnly } = admissionNews;
  const after = applyEdits(real, [arabicOnly], TODAY);
  expect(contentProblems(after, { latestDay: TODAY })).toContainEqual(
    expect.objectContaining({ file: `content/news/${admissionNews.slug}.md`, field: "category" }),
  );
});

it("leaves every file no edit changes byte for byte (the content's README too)", () => {
  const unchanged: ContentFiles = applyEdits(real, [{ kind: "move-cutoffs", by: 0 }], TODAY);
  expect(unchanged).toEqual(real);
});

it("posts notices by the hour from the drill's moment, on Palestine's clocks, beside those the file holds; posted again, they replace themselves", () => {
  // 09:00 UTC on a January day: 11:00 in Palestine (UTC+2 in winter).
  const moment = Date.UTC(2099, 0, 15, 9, 0);
  const notices = [
    { title: "إشعار جارٍ", text: "نص الإشعار الجاري.", level: "urgent" as const, from: -1, to: 3 },
    { title: "إشعار قادم", text: "نص الإشعار القادم.", level: "warning" as const, from: 48, to: 72 },
  ];
  const post: DrillEdit = { kind: "post-notices", notices };
  const once = applyEdits(real, [post], TODAY, moment);
  const twice = applyEdits(once, [post], TODAY, moment);
  for (const after of [once, twice]) {
    const r = buildRegistries(after, { latestDay: TODAY }).ar;
    expect(r.notices.slice(0, -2)).toEqual(before.notices);
    expect(r.notices.slice(-2).map(({ title, start, end, timeZone }) => ({ title, start, end, timeZone }))).toEqual([
      { title: "إشعار جارٍ", start: "2099-01-15T10:00", end: "2099-01-15T14:00", timeZone: "Asia/Hebron" },
      { title: "إشعار قادم", start: "2099-01-17T11:00", end: "2099-01-18T11:00", timeZone: "Asia/Hebron" },
    ]);
  }
});
