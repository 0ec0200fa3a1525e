/**
 * The sitemap the site serves is valid against the sitemaps.org schema, and the validator is a real
 * one: a sitemap with a malformed date, a missing address or the wrong namespace fails.
 */
import { describe, expect, it } from "vitest";
import { validateSitemap } from "./sitemap-schema.ts";
import { sitemapEntries, sitemapXml } from "#app/content/sitemap.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const registry = fixtureRegistry();
const LOC = "https://www.al-ofoq.example/help";

describe("sitemap.xml against the sitemaps.org 0.9 schema", () => {
  it("the sitemap of a site is valid, and every page in it has a lastmod", async () => {
    const entries = sitemapEntries({ ar: registry });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => !e.lastmod)).toEqual([]);
    expect(await validateSitemap(sitemapXml(entries))).toEqual({ valid: true, errors: [] });
  });

  it("a site in two languages lists each page in both, each naming both and x-default, and is still valid", async () => {
    const entries = sitemapEntries({ ar: registry, en: registry });
    expect(entries).toHaveLength(2 * sitemapEntries({ ar: registry }).length);
    const help = entries.find((e) => e.loc === LOC)!;
    expect(help.alternates).toEqual([
      { hreflang: "ar", href: LOC },
      { hreflang: "en", href: "https://www.al-ofoq.example/en/help" },
      { hreflang: "x-default", href: LOC },
    ]);
    expect(entries.find((e) => e.loc === "https://www.al-ofoq.example/en/help")?.alternates).toEqual(help.alternates);
    expect(await validateSitemap(sitemapXml(entries))).toEqual({ valid: true, errors: [] });
  });

  it.each([
    { name: "a day the calendar lacks", lastmod: "2026-02-30" },
    { name: "a month out of range", lastmod: "2026-13-01" },
    { name: "digits not padded", lastmod: "2026-3-9" },
    { name: "a date written day first", lastmod: "09/03/2026" },
    { name: "a time without a day", lastmod: "12:00:00" },
  ])("a malformed lastmod is refused: $name", async ({ lastmod }) => {
    const result = await validateSitemap(sitemapXml([{ loc: LOC, lastmod }]));
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toMatch(/lastmod/);
  });

  it("a lastmod with a time and zone is accepted, as the protocol allows", async () => {
    expect((await validateSitemap(sitemapXml([{ loc: LOC, lastmod: "2026-03-09T10:00:00+02:00" }]))).valid).toBe(true);
  });

  it("a language alternate without its address is refused", async () => {
    const xml = sitemapXml(sitemapEntries({ ar: registry, en: registry })).replace(/ href="[^"]*"/, "");
    const result = await validateSitemap(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toMatch(/href/);
  });

  it("a url without its loc is refused", async () => {
    const xml = sitemapXml([{ loc: LOC }]).replace(/<loc>[^<]*<\/loc>/, "");
    expect((await validateSitemap(xml)).valid).toBe(false);
  });

  it("a urlset outside the sitemaps.org namespace is refused", async () => {
    const xml = sitemapXml([{ loc: LOC }]).replace("http://www.sitemaps.org/schemas/sitemap/0.9", "urn:other");
    expect((await validateSitemap(xml)).valid).toBe(false);
  });
});
