/**
 * What must hold for any content the university writes, checked on content/ itself: the content is
 * valid, every program can be reached, every study plan adds up, every minimum keeps the ministry's
 * floor, and no date is later than today. No slug, count, figure or year of the content is named
 * here: the university replaces the sample and edits it every year, and these still hold.
 * The rules themselves are tested on the fixture content (tests/fixtures/content/).
 */
import { describe, expect, it } from "vitest";
import { buildRegistries, ContentError, formatProblem, planTotal, type Registry } from "./registry.ts";
import { hasArabic } from "./english-form.ts";
import { readContentFiles } from "./files.node.ts";
import { catalogDegrees } from "./catalog.ts";
import { sitemapEntries } from "./sitemap.ts";
import { collegePrograms } from "./view-models.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { collegePath, newsArticlePath, programPath } from "#app/lib/paths.ts";
import { zonedDay } from "#app/lib/zoned-time.ts";
import { NEWS_CATEGORIES_IN_ENGLISH } from "./schema.ts";

/**
 * Today, read from the clock here and nowhere else in this file, as `npm run content:check` reads
 * it: the day where it is furthest ahead (UTC+14). A run with a moved clock (the content drill's)
 * moves it.
 */
const TODAY = zonedDay(new Date(), "Pacific/Kiritimati");

const files = readContentFiles();

/**
 * The registry and the content's problems. Content whose only fault is a date after today is still
 * read (without today), so that the rules below are checked on it too and only the dates fail.
 */
function read(): { registry?: Registry; english?: Registry; problems: string[] } {
  const attempt = (latestDay?: string) => {
    try {
      const { ar, en } = buildRegistries(files, { latestDay });
      return { registry: ar, english: en, problems: [] };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return { problems: error.problems.map(formatProblem) };
    }
  };
  const today = attempt(TODAY);
  if (today.registry) return today;
  const undated = attempt();
  return { registry: undated.registry, english: undated.english, problems: today.problems };
}
const { registry, english, problems } = read();
/** The registry, for the tests that need one (the first test says why there is none). */
const real = () => {
  if (!registry) throw new Error("the content is not valid: see «is valid, no date after today»");
  return registry;
};

/** A day written `YYYY-MM-DD` that the calendar has. */
const isCalendarDay = (day: string | undefined) =>
  day !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

describe("the real content", () => {
  it("is valid, no date after today", () => {
    expect(problems).toEqual([]);
  });

  it("every `updated` date is a day of the calendar, not after today", () => {
    for (const [file, day] of Object.entries(real().fileDates)) {
      expect(isCalendarDay(day), `${file}: ${day}`).toBe(true);
      expect(day <= TODAY, `${file}: ${day} is after ${TODAY}`).toBe(true);
    }
    for (const n of real().news) expect(n.date <= n.updated && n.updated <= TODAY, n.slug).toBe(true);
  });

  it("every program is reachable: from its college's page, from each college it is taught with, and in the sitemap", () => {
    const r = real();
    const sitemap = new Set(sitemapEntries({ ar: r }).map((e) => e.loc));
    for (const college of r.colleges)
      expect(sitemap.has(absoluteUrl(collegePath(college.slug))), college.slug).toBe(true);
    for (const p of r.programs) {
      const path = programPath(p.college, p.slug);
      for (const slug of [p.college, ...(p.relatedCollege ? [p.relatedCollege] : [])]) {
        const college = r.colleges.find((c) => c.slug === slug);
        expect(college, `${p.slug}: college ${slug}`).toBeDefined();
        expect(
          collegePrograms(r, college!).map((card) => card.href),
          `${p.slug} on ${slug}`,
        ).toContain(path);
      }
      expect(sitemap.has(absoluteUrl(path)), p.slug).toBe(true);
    }
  });

  it("every degree of the catalog leads to a page of the sitemap (a college's own degree: its college's page)", () => {
    const r = real();
    const sitemap = new Set(sitemapEntries({ ar: r }).map((e) => e.loc));
    const ids = catalogDegrees(r).map((d) => d.id);
    expect(new Set(ids).size, "a degree's id is unique").toBe(ids.length);
    for (const d of catalogDegrees(r)) expect(sitemap.has(absoluteUrl(d.href.split("#")[0])), d.id).toBe(true);
  });

  it("every study plan sums to its credit hours", () => {
    for (const d of catalogDegrees(real())) expect(planTotal(d.sheet), d.id).toBe(d.sheet.creditHours);
  });

  it("every minimum keeps the ministry's floor for its degree's level and is at most 100", () => {
    const r = real();
    const floor = { undergraduate: r.admission.ministry.bachelorMinimum, diploma: r.admission.ministry.diplomaMinimum };
    for (const d of catalogDegrees(r)) {
      const minimums = Object.entries(d.sheet.admission.minimums ?? {});
      // A Tawjihi holder enters a bachelor's or a diploma by minimums; a postgraduate degree asks a prior degree.
      expect(minimums.length > 0, `${d.id} (${d.level})`).toBe(d.level !== "graduate");
      for (const [stream, minimum] of minimums) {
        expect(minimum, `${d.id} ${stream}`).toBeGreaterThanOrEqual(floor[d.level as keyof typeof floor]);
        expect(minimum, `${d.id} ${stream}`).toBeLessThanOrEqual(100);
      }
    }
  });

  it("every page of the sitemap has a lastmod, a day not after today", () => {
    for (const { loc, lastmod } of sitemapEntries({ ar: real() })) {
      expect(isCalendarDay(lastmod), `${loc}: ${lastmod}`).toBe(true);
      expect(lastmod! <= TODAY, `${loc}: ${lastmod}`).toBe(true);
    }
  });

  it("in English, when it has its English form, holds no Arabic letter and has every page the Arabic has but news", () => {
    if (!english) return;
    const arabicLeft = JSON.stringify(english, (key, value: unknown) =>
      typeof value === "string" && hasArabic(value) ? `${key}: ${value}` : value,
    ).match(/"[^"]*[\u0600-\u06FF][^"]*"/g);
    expect(arabicLeft ?? []).toEqual([]);
    const paths = (r: Registry) => sitemapEntries({ ar: r }).map((e) => e.loc);
    const news = (r: Registry) => r.news.map((n) => absoluteUrl(newsArticlePath(n.slug)));
    const withoutNews = (r: Registry) => paths(r).filter((loc) => !news(r).includes(loc));
    expect(withoutNews(english)).toEqual(withoutNews(real()));
  });

  it("in English, when it has its English form, has every admission, results and registration news item", () => {
    if (!english) return;
    const inEnglish = new Set(english.news.map((n) => n.slug));
    const applicantNews = real().news.filter((n) =>
      (NEWS_CATEGORIES_IN_ENGLISH as readonly string[]).includes(n.category),
    );
    expect(applicantNews.filter((n) => !inEnglish.has(n.slug)).map((n) => n.slug)).toEqual([]);
  });
});
