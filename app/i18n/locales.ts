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
}

/**
 * Arabic, the site's language, and English for the visitors who do not read it (decision 026,
 * which lands English in slices: its interface messages first, its pages after).
 */
export const LOCALES = [
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "en", name: "English", dir: "ltr" },
] as const satisfies readonly Locale[];

/** The default locale, whose pages live at the root (lib/paths.ts); any other's live under `/{code}`. */
export const DEFAULT_LOCALE: Locale = LOCALES.find((l) => l.code === ROOT_LOCALE) ?? LOCALES[0];
