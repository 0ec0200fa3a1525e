/**
 * The save guard refuses, before anything is written, every save the build would refuse, and says
 * where and what to do in the form's words. Run on the fixture content (tests/fixtures/content/;
 * subjects chosen by what they are, not by name), with edits an officer could make through the forms.
 */
import { describe, expect, it, vi } from "vitest";
import { fromJS } from "immutable";
import { parse } from "yaml";
import { z } from "zod";
import { splitFrontMatter } from "#app/content/registry.ts";
import { SINGLE_FILES } from "#app/content/content-files.ts";
import { nodeOf } from "#app/content/schema-tree.ts";
import { saveProblems } from "./save-guard.ts";
import { draftFile } from "./draft-file.ts";
import { fieldTrail, parseFieldName } from "./field-words.ts";
import { controlOrdinal } from "./field-position.ts";
import { saveHooks } from "./save-hook.ts";
import { yamlFormat } from "#app/admin/yaml-format.ts";
import { FIXTURE_TODAY, fixtureFiles } from "#tests/support/fixture-content.ts";

const files = fixtureFiles();
const TODAY = FIXTURE_TODAY;
const programFile = Object.keys(files).find((f) => f.startsWith("content/programs/"))!;
const program = () =>
  parse(files[programFile]) as Record<string, unknown> & {
    slug: string;
    creditHours: number;
    admission: { minimums?: { stream: string; minimum: number }[] };
  };
const asDraft = (data: Record<string, unknown>, isNew = false) => ({
  collection: "programs",
  slug: String(data.slug),
  isNew,
  data,
});
/** Every message says what to do: it opens with an instruction, or names the field that must be filled. */
const ACTIONABLE = /(اكتب|اختر|أضف|احذف|اختصر|غيّر|عدّل|املأه|امسح|صحّح)/;

describe("the save guard", () => {
  it("lets an unchanged entry of every kind through: the content as it is passes", { timeout: 30_000 }, () => {
    // One of each kind of form: a folder's YAML entry, a Markdown one, a single file, the notices.
    const news = Object.keys(files).find((f) => f.startsWith("content/news/"))!;
    const parts = splitFrontMatter(files[news])!;
    const single = (name: "admission" | "notices") => ({
      collection: name === "notices" ? "notices" : "lists",
      slug: name,
      isNew: false,
      data: parse(files[SINGLE_FILES[name].file]) as Record<string, unknown>,
    });
    const drafts = [
      asDraft(program()),
      { collection: "news", slug: undefined, isNew: false, data: { ...parse(parts.front), body: parts.body } },
      single("admission"),
      single("notices"),
    ];
    for (const draft of drafts) expect(saveProblems(draft, files, TODAY), draft.slug).toEqual([]);
  });

  it("refuses a study plan that no longer sums to the credit hours, at the credit hours, saying what to change", () => {
    const data = program();
    data.creditHours += 1;
    const problems = saveProblems(asDraft(data), files, TODAY);
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toEqual(["creditHours"]);
    expect(problems[0].where).toBe(fieldTrail(nodeOf(SINGLE_FILES.templateProgram.schema), ["creditHours"]).words);
    expect(problems[0].message).toMatch(ACTIONABLE);
  });

  it("refuses a minimum out of range, naming the list item, with the range", () => {
    const data = program();
    const rows = data.admission.minimums;
    if (!rows?.length) return;
    rows[rows.length - 1].minimum = 120;
    const [problem, ...rest] = saveProblems(asDraft(data), files, TODAY);
    expect(rest).toEqual([]);
    expect(problem.path).toEqual(["admission", "minimums", rows.length - 1, "minimum"]);
    expect(problem.where).toContain(`(البند ${rows.length})`);
    expect(problem.message).toMatch(/^اكتب رقمًا لا يزيد على \d+/);
  });

  it("refuses a number it could not read, with the number field's own message", () => {
    const data = program();
    (data as Record<string, unknown>).creditHours = "1,340";
    const [problem] = saveProblems(asDraft(data), files, TODAY);
    expect(problem.path).toEqual(["creditHours"]);
    expect(problem.message).toContain("بلا فاصل بين الآلاف");
  });

  it("refuses a copy of an entry, naming at once its slug and every field that must be its own", () => {
    const data = program();
    const problems = saveProblems(asDraft(data, true), files, TODAY);
    // What a copy carries that another entry has: read from the schema's own uniqueness, plainly: the
    // slug (the file), the name and the summary (a page's title and description).
    expect(problems.map((p) => p.path?.[0]).sort()).toEqual(["name", "slug", "summary"]);
    for (const p of problems) expect(p.message).toMatch(ACTIONABLE);
    expect(saveProblems(asDraft({ ...data, slug: "a-program-not-yet-offered" }, true), files, TODAY).length).toBe(2);
    const own = {
      ...data,
      slug: "a-program-not-yet-offered",
      name: "برنامج لم يُطرح بعد",
      summary: "ملخص برنامج لم يُطرح بعد.",
    };
    expect(saveProblems(asDraft(own, true), files, TODAY)).toEqual([]);
  });

  it("refuses a change that breaks other files, naming them by the menu's words", () => {
    const streams = parse(files[SINGLE_FILES.streams.file]) as { streams: { code: string }[] };
    const used = program().admission.minimums?.[0]?.stream;
    if (!used) return;
    const draft = {
      collection: "lists",
      slug: "streams",
      isNew: false,
      data: { ...streams, streams: streams.streams.filter((s) => s.code !== used) },
    };
    const problems = saveProblems(draft, files, TODAY);
    expect(problems.length).toBeGreaterThan(0);
    const elsewhere = problems.filter((p) => !p.path);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const p of elsewhere) expect(p.where).not.toMatch(/content\/|\.yaml/);
    // The referring program by its name and the field by its label: no slug, key or other Latin.
    const referring = parse(files[Object.keys(files).find((f) => f.includes(`/${program().slug}.`))!]) as {
      name: string;
    };
    expect(elsewhere.map((p) => p.where)).toContainEqual(expect.stringContaining(`← ${referring.name} ←`));
    for (const p of elsewhere) expect(p.where).not.toMatch(/[A-Za-z]/);
  });

  it("says of an untouched new news item only what to fill in, in the form's words, never a code or a type", () => {
    const problems = saveProblems({ collection: "news", isNew: true, data: { body: "" } }, files, TODAY);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.message).toMatch(ACTIONABLE);
      expect(`${p.where} ${p.message}`).not.toMatch(/string|number|undefined|expected/i);
      expect(p.where).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("what a save writes", () => {
  const entry = (collection: string, slug: string | undefined, data: unknown, isNew = false) =>
    fromJS({ collection, slug, newRecord: isNew, data }) as unknown as { get(key: string): unknown };
  const hooks = (show = vi.fn()) => ({
    show,
    ...saveHooks(files, { now: () => new Date("2027-03-01T21:30:00Z"), show, hide: () => {} }),
  });

  it("puts a new notice's keys in the schema's order at every depth, as content:format writes them", () => {
    const notices = parse(files[SINGLE_FILES.notices.file]) as { notices: Record<string, unknown>[] };
    // As Decap builds a new list item: the field with a default first.
    const added = {
      timeZone: "Asia/Hebron",
      title: "عنوان",
      text: "نص التنبيه.",
      level: "info",
      start: "2027-03-01T08:00",
      end: "2027-03-02T09:00",
    };
    const data = { notices: [...notices.notices, added] };
    const saved = hooks().preSave({ entry: entry("notices", "notices", data) }) as { toJS(): typeof data };
    const written = saved.toJS().notices.at(-1)!;
    expect(Object.keys(written)).toEqual(["title", "text", "level", "start", "end", "timeZone"]);
    expect(draftFile({ collection: "notices", slug: "notices", isNew: false, data: saved.toJS() })!.text).toContain(
      "end: 2027-03-02T09:00\n    timeZone: Asia/Hebron",
    );
  });

  it("stamps `updated` with the office's day (the next day in Palestine at 23:30 UTC) and makes a new entry's slug from its title", () => {
    const data = program();
    // A new form has no `updated` until the save sets it.
    const { updated: _none, ...rest } = data;
    const copy = {
      ...rest,
      slug: "",
      nameEn: "Applied Data Science",
      name: "علم البيانات التطبيقي",
      summary: "برنامج جديد في علم البيانات التطبيقي.",
    };
    const saved = hooks().preSave({ entry: entry("programs", undefined, copy, true) }) as { toJS(): typeof data };
    expect(saved.toJS().slug).toBe("applied-data-science");
    expect(saved.toJS().updated).toBe("2027-03-01");
    const late = saveHooks(files, { now: () => new Date("2027-03-01T23:30:00Z"), show: () => {}, hide: () => {} });
    const changed = { ...data, studyMode: `${String(data.studyMode)} ومسائي` };
    const stamped = late.preSave({ entry: entry("programs", data.slug, changed) }) as { toJS(): { updated: string } };
    expect(stamped.toJS().updated).toBe("2027-03-02");
  });

  it("keeps the day of last change when a save changes nothing", () => {
    const data = program();
    const kept = hooks().preSave({ entry: entry("programs", data.slug, data) }) as { toJS(): { updated: string } };
    expect(kept.toJS().updated).toBe(String(data.updated));
  });

  it("refuses a notice added with its end already past, and lets one kept as it was stay", () => {
    const notices = parse(files[SINGLE_FILES.notices.file]) as { notices: Record<string, unknown>[] };
    const ended = {
      title: "تنبيه انتهى",
      text: "نص التنبيه.",
      level: "info",
      start: "2027-03-01T08:00",
      end: "2027-03-01T09:00",
    };
    const at = new Date("2027-03-01T10:00:00Z"); // 12:00 in Palestine
    const draft = (list: unknown[]) => ({
      collection: "notices",
      slug: "notices",
      isNew: false,
      data: { notices: list },
    });
    const [problem, ...rest] = saveProblems(draft([...notices.notices, ended]), files, "2027-03-01", at);
    expect(rest).toEqual([]);
    expect(problem.path).toEqual(["notices", notices.notices.length, "end"]);
    expect(problem.message).toMatch(ACTIONABLE);
    // The fixture's own notices have all ended by then, and are saved again untouched.
    expect(saveProblems(draft(notices.notices), files, "2027-03-01", at)).toEqual([]);
    // The same notice ending an hour after now is accepted.
    expect(
      saveProblems(draft([...notices.notices, { ...ended, end: "2027-03-01T13:00" }]), files, "2027-03-01", at),
    ).toEqual([]);
  });

  it("writes nothing when the guard refuses: the save is stopped and the problems are shown", () => {
    const show = vi.fn();
    const data = program();
    data.creditHours += 1;
    expect(() => hooks(show).preSave({ entry: entry("programs", data.slug, data) })).toThrow(/صحّح/);
    expect(show).toHaveBeenCalledOnce();
  });

  it("never writes an entry whose file the CMS could not read, even with its form filled in: the refusal says why, and whom to ask", () => {
    // The notices file after a hand edit broke its second line, opened by the CMS's own format.
    const lines = files[SINGLE_FILES.notices.file].split("\n");
    const opened = yamlFormat.fromFile([lines[0], "title: تنبيه: عاجل", ...lines.slice(1)].join("\n"));
    // The officer, seeing no notices in the form, adds one and saves.
    const added = {
      title: "عنوان",
      text: "نص التنبيه.",
      level: "info",
      start: "2027-03-01T08:00",
      end: "2027-03-02T09:00",
    };
    const show = vi.fn();
    expect(() => hooks(show).preSave({ entry: entry("notices", "notices", { ...opened, notices: [added] }) })).toThrow(
      "لا يمكن حفظ هذا الملف من النموذج؛ انظر الإطار الأحمر أعلى الصفحة.",
    );
    // The notice says why (the line the edit broke) and whom to ask; it names no field to correct.
    expect(show).toHaveBeenCalledOnce();
    const [[problems, , , heading]] = show.mock.calls as [
      [{ where: string; message: string; path?: unknown }[], unknown, unknown, string],
    ];
    expect(heading).toBe("لم يُحفظ شيء: لا يمكن حفظ هذا الملف من النموذج");
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBeUndefined();
    expect(problems[0].message).toMatch(/^تعذّرت قراءته \(صيغة YAML غير صالحة في السطر 2 من الملف: /);
    expect(problems[0].message).toContain("اطلب من مكتب الموقع الإلكتروني إصلاح الملف");
  });
});

describe("a field's place, in words and in the form", () => {
  const schema = z.object({
    title: z.string().meta({ title: "العنوان" }),
    years: z
      .array(
        z.object({
          year: z.number().meta({ title: "السنة" }),
          courses: z.array(z.object({ title: z.string().meta({ title: "اسم المساق" }) })).meta({ title: "المساقات" }),
        }),
      )
      .meta({ title: "السنوات" }),
  });
  const data = {
    title: "t",
    years: [
      { year: 1, courses: [{ title: "a" }, { title: "b" }] },
      { year: 2, courses: [{ title: "c" }] },
    ],
  };

  it("names the fields on the way, with each list item's number", () => {
    expect(fieldTrail(nodeOf(schema), ["years", 1, "courses", 0, "title"]).words).toBe(
      "السنوات (البند 2) ← المساقات (البند 1) ← اسم المساق",
    );
    expect(parseFieldName("years[1].courses[0].title")).toEqual(["years", 1, "courses", 0, "title"]);
  });

  it("finds the control: the n-th of the fields with the same name, in the form's order", () => {
    // `title` controls in order: the entry's, then a, b, c.
    expect(controlOrdinal(nodeOf(schema), data, ["years", 1, "courses", 0, "title"])).toEqual({
      name: "title",
      index: 3,
    });
    expect(controlOrdinal(nodeOf(schema), data, ["title"])).toEqual({ name: "title", index: 0 });
    expect(controlOrdinal(nodeOf(schema), data, ["years", 1, "year"])).toEqual({ name: "year", index: 1 });
  });
});
