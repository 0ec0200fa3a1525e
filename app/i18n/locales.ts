/**
 * The locale registry. Adding a language is adding one entry here and one messages file
 * in `app/i18n/messages/{code}.json`; nothing else names a language or a direction.
 */
import { ROOT_LOCALE } from "#app/lib/paths.ts";

export interface Locale {
  /** BCP 47 language code, used in `<html lang>` and the messages URL. */
  code: string;
  /** The language's own name. */
  name: string;
  /** Text direction. */
  dir: "rtl" | "ltr";
  /** Open Graph's `language_TERRITORY` for a link preview. */
  ogLocale: string;
  /**
   * From which of the site's widths the header shows its navigation in full, rather than the menu
   * button (components/layout/Header.tsx): `lg` (1024 px) or `xl` (1280 px), for a language
   * whose labels need the room.
   */
  fullNavigationFrom: "lg" | "xl";
}

/**
 * Arabic, the site's language, and English for the visitors who do not read it (decision 026,
 * which lands English in slices: its interface messages first, its pages after).
 */
export const LOCALES = [
  { code: "ar", name: "العربية", dir: "rtl", ogLocale: "ar_PS", fullNavigationFrom: "lg" },
  // English's labels are longer: at 1024 px they pushed the header's search button off the screen.
  { code: "en", name: "English", dir: "ltr", ogLocale: "en_US", fullNavigationFrom: "xl" },
] as const satisfies readonly Locale[];

/** The default locale, whose pages live at the root (lib/paths.ts); any other's live under `/{code}`. */
export const DEFAULT_LOCALE: Locale = LOCALES.find((l) => l.code === ROOT_LOCALE) ?? LOCALES[0];

/** A locale by its code; the default for a code the registry does not know. */
export const localeByCode = (code: string | undefined): Locale =>
  LOCALES.find((l) => l.code === code) ?? DEFAULT_LOCALE;

/**
 * The locale of a page, from its path alone (decision 026: the URL chooses the language, never a
 * cookie or a header): `/en/…` is English, any other path the default locale's.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return LOCALES.find((l) => l.code === first && l.code !== DEFAULT_LOCALE.code) ?? DEFAULT_LOCALE;
}

/** A path without its locale's prefix: the page's address in the default locale (`/en/help` → `/help`). */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale.code === DEFAULT_LOCALE.code) return pathname;
  return pathname.slice(locale.code.length + 1) || "/";
}

/**
 * A site path (written as the default locale's, `/help?q=1#a`) as the page in `locale` links it:
 * `/en/help?q=1#a`. A path already in a locale, or not the site's own, is left as it is.
 */
export function inLocale(path: string, locale: string): string {
  if (locale === DEFAULT_LOCALE.code || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeOfPath(path).code !== DEFAULT_LOCALE.code) return path;
  return `/${locale}${path === "/" || /^\/[?#]/.test(path) ? path.slice(1) : path}`;
}
