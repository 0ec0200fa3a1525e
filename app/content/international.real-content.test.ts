/**
 * What must hold for the page for applicants from abroad on content/ itself, in every language it
 * is written in: every cost has its US-dollar figure at the content's rate, the rate is dated on a
 * day that has come, every certificate the admission finder converts is described, the fees per
 * credit hour are the programs' own, and the site search finds the page by what applicants type.
 * No figure of the content is named: the university replaces the sample.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildRegistries } from "./registry.ts";
import { readContentFiles } from "./files.node.ts";
import { costRows } from "#app/features/international/cost-table.ts";
import { searchDocuments } from "#app/features/search/documents.ts";
import { buildIndex, searchSite } from "#app/features/search/engine.ts";
import { readQuery } from "#app/features/search/query.ts";
import { pagePath } from "#app/lib/paths.ts";
import { zonedDay } from "#app/lib/zoned-time.ts";

/** Today where it is furthest ahead (UTC+14), as `npm run content:check` reads it. */
const TODAY = zonedDay(new Date(), "Pacific/Kiritimati");

const files = readContentFiles();
const { ar, en } = buildRegistries(files);
const languages = [["ar", ar], ...(en ? [["en", en] as const] : [])] as const;

/**
 * Every fee per credit hour the content writes, read straight from the YAML (a second, plainer
 * reading than the catalog's): each program's, and each college's own degree's.
 */
function writtenHourFees(): number[] {
  return Object.entries(files)
    .filter(([path]) => /^content\/(programs|colleges)\/[^/]+\.yaml$/.test(path))
    .flatMap(([, text]) => {
      const data = parse(text) as { tuitionPerHour?: number; degreeProgram?: { tuitionPerHour: number } };
      return [data.tuitionPerHour, data.degreeProgram?.tuitionPerHour].filter((n) => n !== undefined);
    });
}

describe.each(languages)("the page for applicants from abroad (%s)", (_, registry) => {
  const page = registry.international;
  const rows = costRows(registry);

  it("gives every cost in US dollars too, at the content's rate, to the nearest dollar", () => {
    const rate = page.exchangeRate.usdPerJod;
    for (const row of rows) {
      expect(Object.keys(row.usd)).toEqual(Object.keys(row.jod));
      for (const bound of ["min", "max"] as const) {
        const jod = row.jod[bound];
        if (jod === undefined) continue;
        expect(Math.abs(row.usd[bound]! - jod * rate)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(row.usd[bound]).toBeGreaterThan(0);
      }
    }
    expect(rows.filter((r) => r.kind === "cost")).toHaveLength(page.costs.length);
  });

  it("dates its rate of exchange on a calendar day that has come", () => {
    const day = page.exchangeRate.date;
    expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    expect(day <= TODAY).toBe(true);
  });

  it("describes every certificate the admission finder converts", () => {
    const described = page.certificates.map((c) => c.code);
    for (const certificate of registry.admission.certificates) expect(described).toContain(certificate.code);
  });

  it("takes the lowest and highest fee per credit hour from the programs", () => {
    const fees = writtenHourFees();
    const hours = rows.filter((r) => r.kind === "hours");
    expect(Math.min(...hours.map((r) => r.jod.min))).toBe(Math.min(...fees));
    expect(Math.max(...hours.map((r) => r.jod.max ?? r.jod.min))).toBe(Math.max(...fees));
  });
});

describe("site search finds the page for applicants from abroad", () => {
  const QUERIES = { ar: ["التأشيرة", "الرسوم", "السكن", "المنح"], en: ["visa", "fees", "housing", "scholarship"] };
  it.each(languages.flatMap(([code, registry]) => QUERIES[code].map((q) => [code, q, registry] as const)))(
    "%s: «%s»",
    (language, query, registry) => {
      const index = buildIndex(searchDocuments(registry, { page: (p) => p, colleges: "" }, language));
      const words = readQuery(query);
      if (words.kind !== "words") throw new Error(`${query} is not a query`);
      const ids = searchSite(index, words.words, 50).groups.flatMap((g) => g.hits.map((h) => h.id));
      expect(ids).toContain(`page:${pagePath("/international-applicants")}`);
    },
  );
});
