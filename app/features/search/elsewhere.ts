/**
 * A search typed in another language's script: an Arabic word on an English page finds nothing
 * there (the English pages are indexed in English), so the page offers that language's results.
 * Pure: the results page's loader asks it (the offer is in the HTML, without JavaScript too) and
 * the dialog's offer, loaded when a query finds nothing (ui/SearchElsewhere.tsx).
 */
import { LOCALES, localeByCode, type Locale } from "#app/i18n/locales.ts";

/**
 * A letter of each language's script, by its code. Here, not in the locale registry, which every
 * page's first load carries: only search asks it.
 */
const SCRIPTS: Record<string, RegExp> = { ar: /\p{Script=Arabic}/u, en: /\p{Script=Latin}/u };
const writtenIn = (code: string, text: string) => SCRIPTS[code]?.test(text) ?? false;

/**
 * The language whose results to offer for `query` on a page in `pageLocale`: the first of
 * `written` (the languages the site is published in) whose script the query is typed in, when
 * the query has no letter of the page's own script and the page found nothing (`found`).
 */
export function searchElsewhere(
  query: string,
  pageLocale: string,
  found: number,
  written: readonly string[],
): Locale | undefined {
  const page = localeByCode(pageLocale);
  if (found > 0 || writtenIn(page.code, query)) return undefined;
  return LOCALES.find((l) => l.code !== page.code && written.includes(l.code) && writtenIn(l.code, query));
}
