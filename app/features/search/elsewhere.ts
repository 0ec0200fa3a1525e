/**
 * A search typed in another language's script: an Arabic word on an English page finds nothing
 * there (the English pages are indexed in English), so the page offers that language's results.
 * Pure, for the results page (server-rendered, so the offer is there without JavaScript) and the
 * dialog alike.
 */
import { LOCALES, localeByCode, type Locale } from "#app/i18n/locales.ts";

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
  if (found > 0 || page.script.test(query)) return undefined;
  return LOCALES.find((l) => l.code !== page.code && written.includes(l.code) && l.script.test(query));
}
