/** The URL chooses the language (decision 026): a page's locale from its path, and a path in a locale. */
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, inLocale, localeOfPath, withoutLocale } from "./locales.ts";

const other = LOCALES.find((l) => l.code !== DEFAULT_LOCALE.code)!;
const prefix = `/${other.code}`;

describe("a page's locale from its path", () => {
  it("is the other locale's under its prefix, and the default's anywhere else", () => {
    expect(localeOfPath(prefix)).toBe(other);
    expect(localeOfPath(`${prefix}/colleges/it`)).toBe(other);
    for (const path of ["/", "/help", `${prefix}x/help`, `/help${prefix}`])
      expect(localeOfPath(path)).toBe(DEFAULT_LOCALE);
  });

  it("takes the prefix off, the home page staying `/`", () => {
    expect(withoutLocale(prefix)).toBe("/");
    expect(withoutLocale(`${prefix}/colleges/it`)).toBe("/colleges/it");
    expect(withoutLocale("/colleges/it")).toBe("/colleges/it");
  });
});

describe("a site path in a locale", () => {
  it("gains the prefix, keeping its query and section", () => {
    expect(inLocale("/", other.code)).toBe(prefix);
    expect(inLocale("/help?q=1#fees", other.code)).toBe(`${prefix}/help?q=1#fees`);
    expect(inLocale("/?q=1", other.code)).toBe(`${prefix}?q=1`);
  });

  it("is left as it is in the default locale, already in a locale, or not the site's own", () => {
    expect(inLocale("/help", DEFAULT_LOCALE.code)).toBe("/help");
    expect(inLocale(`${prefix}/help`, other.code)).toBe(`${prefix}/help`);
    for (const href of ["https://example.org/help", "//example.org/help", "#fees", "mailto:a@b.example"])
      expect(inLocale(href, other.code)).toBe(href);
  });

  it("round-trips: a path put in a locale and taken out again is the path", () => {
    for (const path of ["/", "/help", "/colleges/it/iti"]) expect(withoutLocale(inLocale(path, other.code))).toBe(path);
  });
});
