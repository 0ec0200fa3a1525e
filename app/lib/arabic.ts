import { westernDigits } from "./format.ts";

/** A character of the Arabic script: its blocks (Arabic-Indic digits among them) and presentation forms. */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Normalises Arabic text for matching, so a search finds «إدارة» when «اداره» is typed:
 * diacritics and tatweel removed, alef forms unified, taa marbuta → haa, alef maqsura → yaa,
 * hamza seats → their letter, Arabic-Indic digits → Western, case folded for Latin.
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

/** The words of a text, normalised: letters and digits, split at everything else (spaces, punctuation). */
export function arabicWords(text: string): string[] {
  return normalizeArabic(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Words that carry no meaning of their own in a query («كيف أسجل في الجامعة»), normalised:
 * prepositions, question words, pronouns, and their English equivalents.
 */
const STOP_WORDS = new Set([
  ...[
    "في",
    "من",
    "الي",
    "علي",
    "عن",
    "مع",
    "هل",
    "كيف",
    "ما",
    "ماذا",
    "متي",
    "اين",
    "هو",
    "هي",
    "ان",
    "او",
    "ثم",
    "كل",
  ],
  ...["the", "of", "and", "in", "for", "to", "a", "an"],
]);

/** True for a normalised word a search should not require (see STOP_WORDS). */
export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** «و» (and) before a word. */
const CONJUNCTION = "و";
/** The definite article and the prepositions written joined to it, longest first. */
const ARTICLES = ["وال", "بال", "كال", "فال", "لل", "ال"];
/** Suffixes of number, gender and the relative adjective, after normalisation (ة → ه), in light10's order. */
const SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];

/**
 * A light stem of one normalised word (Larkey's light10): «و», then the article with its joined
 * prepositions, then one suffix, each only when enough of the word remains. So «التمريض»,
 * «للتمريض» and «والتمريض» are all «تمريض», and «الهندسة» and «هندسي» are «هندس».
 *
 * A lone «ب» or «ل» is not removed: they begin too many words (برامج، بحث، لغة) to strip safely;
 * search tolerates one edit on longer words, which covers them.
 */
export function stemArabic(word: string): string {
  if (!/[\u0600-\u06FF]/.test(word)) return word;
  let stem = word;
  if (stem.startsWith(CONJUNCTION) && stem.length - 1 >= 3) stem = stem.slice(1);
  const article = ARTICLES.find((a) => stem.startsWith(a) && stem.length - a.length >= 2);
  if (article) stem = stem.slice(article.length);
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 2) stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/** True when every word of the query, stemmed, appears in the text (both normalised). */
export function matchesQuery(text: string, query: string): boolean {
  const words = arabicWords(query).map(stemArabic);
  if (!words.length) return true;
  const haystack = normalizeArabic(text);
  return words.every((w) => haystack.includes(w));
}
