import { westernDigits } from "./format";

/**
 * Normalises Arabic text for matching, so a search finds «إدارة» when «اداره» is typed:
 * diacritics and tatweel removed, alef forms unified, taa marbuta → haa, alef maqsura → yaa,
 * Arabic-Indic digits → Western, case folded for Latin.
 */
export function normalizeArabic(text: string): string {
  return westernDigits(text.normalize("NFKC"))
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[إأآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .toLocaleLowerCase("en")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when every word of the query appears in the text (both normalised). */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeArabic(query).split(" ").filter(Boolean);
  if (!words.length) return true;
  const haystack = normalizeArabic(text);
  return words.every((w) => haystack.includes(w));
}
