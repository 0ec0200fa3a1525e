/**
 * The site's formatters are written out (format.ts says why); `Intl` is the reference they must
 * match, character for character, for the locale the site writes.
 */
import { describe, expect, it } from "vitest";
import {
  ENGLISH_MONTHS,
  FORMAT_LOCALE,
  MONTHS,
  arabicListParts,
  commaListParts,
  formatChoiceList,
  formatCommaList,
  formatDate,
  formatDateRange,
  formatList,
  formatNumber,
} from "./format.ts";
import { pluralCategory } from "#app/i18n/format-message.ts";

describe("the written-out formatters agree with Intl", () => {
  it("numbers: integers grouped, at most two decimals, negatives marked left to right", () => {
    const integer = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 2 });
    const values = [
      0, 1, 7, 12, 999, 1000, 9400, 12345, 999999, 1234567, 65.5, 82.25, 89.999, 1.005, 0.5, 2.675, 1234.5, 99.95, -5,
      -1234.5, 3450.1,
    ];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 1e7) / 10 ** (i % 4));
    for (const v of values)
      expect(formatNumber(v), String(v)).toBe((Number.isInteger(v) ? integer : decimal).format(v));
  });

  it("dates: day, Levantine month and year, in Hebron", () => {
    const long = new Intl.DateTimeFormat(FORMAT_LOCALE, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Hebron",
    });
    const short = new Intl.DateTimeFormat(FORMAT_LOCALE, { day: "numeric", month: "long", timeZone: "Asia/Hebron" });
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000 * 3) {
      const iso = new Date(day).toISOString().slice(0, 10);
      const noon = new Date(`${iso}T12:00:00Z`);
      expect(formatDate(iso)).toBe(long.format(noon));
      expect(formatDateRange(iso, "2029-12-31")).toBe(
        `${long.format(noon)} – ${long.format(new Date("2029-12-31T12:00:00Z"))}`,
      );
      const sameYearEnd = `${iso.slice(0, 4)}-12-31`;
      if (iso !== sameYearEnd)
        expect(formatDateRange(iso, sameYearEnd)).toBe(
          `${short.format(noon)} – ${long.format(new Date(`${sameYearEnd}T12:00:00Z`))}`,
        );
    }
  });

  it("lists: Arabic joined with و, Latin names with commas and «and»", () => {
    const ar = new Intl.ListFormat("ar", { type: "conjunction" });
    const en = new Intl.ListFormat("en", { type: "conjunction" });
    const arabic = ["د. أحمد سالم", "أ. رشا خليل", "د. منى قاسم", "م. سامر حداد"];
    const latin = ["Dr. Omar Saleh", "Dr. Maha Qasem", "Prof. Lina Haddad", "Dr. Sami Odeh"];
    for (let n = 0; n <= 4; n++) {
      expect(formatList(arabic.slice(0, n))).toBe(ar.format(arabic.slice(0, n)));
      expect(formatList(latin.slice(0, n))).toBe(en.format(latin.slice(0, n)));
    }
  });

  it("a choice: in English joined with «or» as Intl's disjunction writes it; in Arabic the list formatCommaList writes", () => {
    const or = new Intl.ListFormat("en", { type: "disjunction" });
    const streams = ["Scientific", "Literary", "Technological", "Industrial"];
    for (let n = 0; n <= 4; n++)
      expect(formatChoiceList(streams.slice(0, n), "en")).toBe(or.format(streams.slice(0, n)));
    expect(formatChoiceList(["العلمي", "الأدبي"], "ar")).toBe(formatCommaList(["العلمي", "الأدبي"], "ar"));
  });

  it("Arabic lists of links and of names holding «و»: the parts and the commas Intl writes", () => {
    const conjunction = new Intl.ListFormat("ar", { type: "conjunction" });
    const unit = new Intl.ListFormat("ar", { type: "unit" });
    const names = ["العلمي", "الريادة والأعمال", "الأدبي", "الصناعي", "الزراعي"];
    for (let n = 0; n <= 5; n++) {
      expect(arabicListParts(names.slice(0, n))).toEqual(conjunction.formatToParts(names.slice(0, n)));
      // Two names, one of them holding «و»: the comma Intl leaves out (format.lists.test.ts).
      if (n !== 2) expect(formatCommaList(names.slice(0, n))).toBe(unit.format(names.slice(0, n)));
    }
    const plain = ["العلمي", "الأدبي"];
    expect(formatCommaList(plain)).toBe(unit.format(plain));
  });

  it("English dates and periods: month, day and year, as Intl writes them for en", () => {
    const long = new Intl.DateTimeFormat("en", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const short = new Intl.DateTimeFormat("en", { day: "numeric", month: "long", timeZone: "UTC" });
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000 * 3) {
      const iso = new Date(day).toISOString().slice(0, 10);
      const noon = new Date(`${iso}T12:00:00Z`);
      expect(formatDate(iso, "en")).toBe(long.format(noon));
      expect(formatDateRange(iso, iso, "en")).toBe(long.format(noon));
      expect(formatDateRange(iso, "2029-12-31", "en")).toBe(
        `${long.format(noon)} – ${long.format(new Date("2029-12-31T12:00:00Z"))}`,
      );
      const sameYearEnd = `${iso.slice(0, 4)}-12-31`;
      if (iso !== sameYearEnd)
        expect(formatDateRange(iso, sameYearEnd, "en")).toBe(
          `${short.format(noon)} – ${long.format(new Date(`${sameYearEnd}T12:00:00Z`))}`,
        );
    }
  });

  it("English lists of names and of links: the words and the parts Intl writes for en", () => {
    const conjunction = new Intl.ListFormat("en", { type: "conjunction" });
    const names = ["the scientific stream", "the literary stream", "the industrial stream", "the agricultural stream"];
    for (let n = 0; n <= 4; n++) {
      expect(formatCommaList(names.slice(0, n), "en")).toBe(conjunction.format(names.slice(0, n)));
      expect(commaListParts(names.slice(0, n), "en")).toEqual(conjunction.formatToParts(names.slice(0, n)));
    }
  });

  it("month names: the twelve of ar-PS", () => {
    const month = new Intl.DateTimeFormat(FORMAT_LOCALE, { month: "long", timeZone: "UTC" });
    expect(MONTHS).toEqual(Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2001, i, 1))));
  });

  it("month names: the twelve of en", () => {
    const month = new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" });
    expect(ENGLISH_MONTHS).toEqual(Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2001, i, 1))));
  });

  it("plural categories: Arabic and English, whole numbers and fractions", () => {
    for (const locale of ["ar", "en"]) {
      const rules = new Intl.PluralRules(locale);
      for (let n = 0; n <= 1200; n++) expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
      for (const n of [0.5, 1.5, 2.25, 10.1, 101.5])
        expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
    }
  });
});
