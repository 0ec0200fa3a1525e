import { useMemo } from "react";
import {
  ENGLISH_MONTHS,
  MONTHS,
  commaListParts,
  formatCommaList,
  formatDate,
  formatDateRange,
  type WrittenLanguage,
} from "#app/lib/format.ts";
import { useLocale } from "./useLocale.ts";

/**
 * Dates, lists and month names in the language of the page in view (decision 026): the
 * formatters of lib/format.ts with the page's language given.
 */
export function useFormat() {
  const language = useLocale().code as WrittenLanguage;
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, language),
      dateRange: (start: string, end?: string) => formatDateRange(start, end, language),
      commaList: (items: string[]) => formatCommaList(items, language),
      commaListParts: (items: string[]) => commaListParts(items, language),
      months: language === "en" ? ENGLISH_MONTHS : MONTHS,
    }),
    [language],
  );
}
