/**
 * The news collection and the urgent notices fail with the file, the line and the field named, as
 * every other content file does. Each case starts from the fixture content (tests/fixtures/content/)
 * and breaks one thing.
 */
import { describe, expect, it } from "vitest";
import { buildRegistry, contentProblems, type ContentProblem } from "./registry.ts";
import { indexablePaths } from "./site-paths.ts";
import { fixtureFiles, fixtureRegistry } from "#tests/support/fixture-content.ts";

const fixture = fixtureFiles();
// Built as the file loads, outside any test's time limit: the first build of a run is the slowest.
const registry = fixtureRegistry();

function problemsAfter(edit: (files: Record<string, string>) => void, latestDay?: string): ContentProblem[] {
  const files = { ...fixture };
  edit(files);
  return contentProblems(files, { latestDay });
}

const ITEM = "content/news/graduation-2026.md";
const NOTICES = "content/notices.yaml";
/** The line of a file (1-based) that starts with `text`. */
const lineOf = (source: string, text: string) => source.split("\n").findIndex((l) => l.startsWith(text)) + 1;

/** A notices file with one notice, its fields as given over a valid one. */
function noticesFile(fields: Partial<Record<string, string>> = {}): string {
  const notice: Partial<Record<string, string>> = {
    title: "تعليق الدوام الوجاهي",
    text: "تُعقد المحاضرات عن بُعد.",
    level: "urgent",
    start: "2026-11-24T07:00",
    end: "2026-11-24T18:00",
    ...fields,
  };
  return `notices:\n  - ${Object.entries(notice)
    .map(([key, value]) => `${key}: ${value ?? ""}`)
    .join("\n    ")}\n`;
}

describe("news items", () => {
  it("every item is read, newest first, its slug the file's name", () => {
    const r = registry;
    expect(r.news.length).toBe(Object.keys(fixture).filter((f) => f.startsWith("content/news/")).length);
    expect(r.news.map((n) => n.date)).toEqual(
      r.news
        .map((n) => n.date)
        .sort()
        .reverse(),
    );
    for (const n of r.news) expect(fixture[`content/news/${n.slug}.md`], n.slug).toBeDefined();
  });

  it.each([
    {
      name: "a missing summary",
      // The summary's line and the lines its value folds onto (indented).
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].replace(/^summary: .*\n(?: {2}.*\n)*/m, "")),
      expected: { file: ITEM, field: "summary", message: expect.stringContaining("هذا الحقل مطلوب") },
    },
    {
      name: "a category outside the list",
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].replace(/^category: event$/m, "category: sports")),
      expected: {
        file: ITEM,
        field: "category",
        line: lineOf(fixture[ITEM], "category:"),
        message: expect.stringContaining("قيمة غير مقبولة: اختر إحدى القيم announcement، admission، event"),
      },
    },
    {
      name: "a publication day the calendar does not have",
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].replace(/^date: .*$/m, "date: 2026-02-30")),
      expected: {
        file: ITEM,
        field: "date",
        line: lineOf(fixture[ITEM], "date:"),
        message: expect.stringContaining("اختر يومًا موجودًا في التقويم"),
      },
    },
    {
      name: "an update before the publication",
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].replace(/^updated: .*$/m, "updated: 2026-06-01")),
      expected: {
        file: ITEM,
        field: "updated",
        line: lineOf(fixture[ITEM], "updated:"),
        message: expect.stringContaining("يسبق تاريخ النشر"),
      },
    },
    {
      name: "a college that does not exist",
      edit: (f: Record<string, string>) =>
        (f[ITEM] = f[ITEM].replace(/^category: event$/m, "category: event\ncollege: medicine")),
      expected: {
        file: ITEM,
        field: "college",
        line: lineOf(fixture[ITEM], "category:") + 1,
        message: expect.stringContaining('الكلية "medicine" غير معروفة'),
      },
    },
    {
      name: "a field the collection does not have",
      edit: (f: Record<string, string>) =>
        (f[ITEM] = f[ITEM].replace(/^category: event$/m, "category: event\nauthor: أ. سارة")),
      expected: { file: ITEM, message: expect.stringContaining("حقول غير معروفة: author") },
    },
    {
      name: "a file named other than its slug (the item's address)",
      edit: (f: Record<string, string>) => (f["content/news/Graduation 2026.md"] = f[ITEM]),
      expected: {
        file: "content/news/Graduation 2026.md",
        field: "slug",
        line: 2,
        message: expect.stringContaining("غير المعرّف الذي أُنشئ به هذا الخبر"),
      },
    },
    {
      name: "a slug that is no address",
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].replace(/^slug: .*$/m, "slug: Graduation 2026")),
      expected: { file: ITEM, field: "slug", line: 2, message: expect.stringContaining("اكتب أحرفًا لاتينية صغيرة") },
    },
    {
      name: "a file without front matter",
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].replace(/^---\n/, "")),
      expected: { file: ITEM, line: 1, message: expect.stringContaining("ينقص الملف ترويسة YAML") },
    },
    {
      name: "an item without a body",
      edit: (f: Record<string, string>) => (f[ITEM] = f[ITEM].slice(0, f[ITEM].indexOf("\n---\n") + 5)),
      expected: { file: ITEM, message: expect.stringContaining("نص الخبر فارغ") },
    },
  ])("$name", ({ edit, expected }) => {
    expect(problemsAfter(edit)).toContainEqual(expect.objectContaining(expected));
  });

  it("a day that has not come yet (content:check gives today)", () => {
    const problems = problemsAfter(
      (f) => (f[ITEM] = f[ITEM].replace(/^updated: .*$/m, "updated: 2026-12-01")),
      "2026-11-23",
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: ITEM, field: "updated", message: expect.stringContaining("لم يأتِ بعد") }),
    );
  });

  it("the message names the file's own line, counting the opening ---", () => {
    const files = { ...fixture, [ITEM]: fixture[ITEM].replace(/^category: event$/m, "category: sports") };
    expect(() => buildRegistry(files)).toThrow(
      `${ITEM}:${lineOf(fixture[ITEM], "category:")} (الحقل category): قيمة غير مقبولة`,
    );
  });

  it("every item is a page of the sitemap", () => {
    const r = registry;
    expect(indexablePaths(r)).toEqual(expect.arrayContaining(r.news.map((n) => `/news/${n.slug}`)));
  });
});

describe("urgent notices", () => {
  it("a valid notice, its time zone Asia/Hebron unless it says otherwise", () => {
    const r = buildRegistry({ ...fixture, [NOTICES]: noticesFile() });
    expect(r.notices).toEqual([expect.objectContaining({ start: "2026-11-24T07:00", timeZone: "Asia/Hebron" })]);
    expect(buildRegistry({ ...fixture, [NOTICES]: "notices: []\n" }).notices).toEqual([]);
  });

  it.each([
    {
      name: "an end that is not after the start",
      fields: { end: "2026-11-24T06:00" },
      expected: { field: "notices[0].end", line: 6, message: expect.stringContaining("ليس بعد بدئه 2026-11-24T07:00") },
    },
    {
      name: "a time written another way",
      fields: { start: "2026-11-24 07:00" },
      expected: {
        field: "notices[0].start",
        line: 5,
        message: expect.stringContaining("اختر التاريخ والوقت، مثل 2026-11-24T07:00"),
      },
    },
    {
      name: "a day the calendar does not have",
      fields: { start: "2026-02-29T07:00" },
      expected: { field: "notices[0].start", line: 5, message: expect.stringContaining("اختر يومًا موجودًا في التقويم") },
    },
    {
      name: "a time the clocks skip when summer time starts (Palestine, 28 March 2026)",
      fields: { start: "2026-03-28T02:30", end: "2026-03-28T12:00" },
      expected: {
        field: "notices[0].start",
        line: 5,
        message: expect.stringContaining("لا وجود للوقت 2026-03-28T02:30 في توقيت Asia/Hebron"),
      },
    },
    {
      name: "a level outside the list",
      fields: { level: "critical" },
      expected: { field: "notices[0].level", line: 4, message: expect.stringContaining("urgent، warning، info") },
    },
    {
      name: "an unknown time zone",
      fields: { timeZone: "Palestine/Ramallah" },
      expected: { field: "notices[0].timeZone", message: expect.stringContaining("منطقة زمنية غير معروفة") },
    },
    {
      name: "a link to a page the site does not have",
      fields: { link: "{ href: /news/no-such-item, label: التفاصيل }" },
      expected: {
        field: "notices[0].link.href",
        line: 7,
        message: expect.stringContaining('لا صفحة في الموقع بالرابط "/news/no-such-item"'),
      },
    },
    {
      name: "a link that is neither a page nor https",
      fields: { link: "{ href: http://elearning.al-ofoq.example, label: المنصة }" },
      expected: { field: "notices[0].link.href", message: expect.stringContaining("أو رابطًا كاملًا يبدأ بـ https://") },
    },
  ])("$name", ({ fields, expected }) => {
    expect(problemsAfter((f) => (f[NOTICES] = noticesFile(fields)))).toContainEqual(
      expect.objectContaining({ file: NOTICES, ...expected }),
    );
  });

  it("a link to a page of the site, with a section, is accepted", () => {
    const files = { ...fixture, [NOTICES]: noticesFile({ link: "{ href: /admission-keys#dates, label: المواعيد }" }) };
    expect(buildRegistry(files).notices[0].link).toEqual({ href: "/admission-keys#dates", label: "المواعيد" });
  });
});
