/** The cards of the fixture content (tests/fixtures/content/), and one drawn as the build draws it. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indexablePaths } from "#app/content/site-paths.ts";
import { SHARE_IMAGE } from "#app/lib/share-image.ts";
import { cardSvg, paletteFrom } from "./card.ts";
import { shareCards } from "./cards.ts";
import { cardFonts } from "./generate.ts";
import { renderPng } from "./png.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const registry = fixtureRegistry();
const messages = JSON.parse(readFileSync("app/i18n/messages/ar.json", "utf8"));
const cards = shareCards(registry, messages);

describe("share cards", () => {
  it("one per indexable page, in order, then the default", () => {
    expect(cards.map((c) => c.path)).toEqual([...indexablePaths(registry), null]);
  });

  it("every title is words, not a missing message key", () => {
    for (const card of cards) {
      expect(card.title.trim(), String(card.path)).not.toBe("");
      expect(card.title, String(card.path)).not.toMatch(/^page\./);
    }
  });

  it("a program's kicker is its college; a college's is the colleges page", () => {
    const program = registry.programs[0];
    const college = registry.colleges.find((c) => c.slug === program.college)!;
    expect(cards.find((c) => c.path === `/colleges/${college.slug}/${program.slug}`)).toEqual({
      path: `/colleges/${college.slug}/${program.slug}`,
      title: program.name,
      kicker: college.name,
    });
    expect(cards.find((c) => c.path === `/colleges/${college.slug}`)?.kicker).toBe(messages["page.colleges"]);
  });

  // Fonts loaded and a PNG drawn: seconds on a busy machine.
  it("draws the longest title as a small PNG of the share image's size", { timeout: 30_000 }, async () => {
    const longest = cards.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    const svg = cardSvg(
      { ...longest, siteName: registry.site.name, host: "www.al-ofoq.example" },
      cardFonts(),
      paletteFrom(readFileSync("app/app.css", "utf8")),
    );
    const png = await renderPng(svg);
    expect(png.readUInt32BE(16)).toBe(SHARE_IMAGE.width);
    expect(png.readUInt32BE(20)).toBe(SHARE_IMAGE.height);
    expect(png.length).toBeLessThan(60 * 1024);
  });
});

describe("a card in English", () => {
  /** The x of each glyph the card's title draws (its fill is the paper colour), in pixels. */
  const titleGlyphsX = (svg: string, paper: string) => {
    const group = new RegExp(`<g fill="${paper}">(.*?)</g>`).exec(svg)![1];
    return [...group.matchAll(/translate\(([\d.-]+) /g)].map((m) => Number(m[1]));
  };

  it(
    "is the Arabic card mirrored: its title starts at the left margin, the Arabic one's at the right",
    { timeout: 30_000 },
    () => {
      const palette = paletteFrom(readFileSync("app/app.css", "utf8"));
      const fonts = cardFonts();
      const text = { title: "Information Technology", siteName: "Al-Ofoq University", host: "www.al-ofoq.example" };
      const english = titleGlyphsX(cardSvg({ ...text, dir: "ltr" }, fonts, palette), palette.paper);
      const arabic = titleGlyphsX(cardSvg({ ...text, title: "تكنولوجيا المعلومات" }, fonts, palette), palette.paper);
      // The English title's first glyph sits at the left margin (80 px); the Arabic title's first
      // (rightmost) glyph starts within a glyph's width of the right margin.
      expect(Math.min(...english)).toBeGreaterThanOrEqual(75);
      expect(Math.min(...english)).toBeLessThan(90);
      expect(Math.max(...arabic)).toBeLessThan(SHARE_IMAGE.width - 80);
      expect(Math.max(...arabic)).toBeGreaterThan(SHARE_IMAGE.width - 80 - 100);
    },
  );
});
