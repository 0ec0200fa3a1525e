/**
 * The words a visitor types for the site's words (content/search.yaml), as search asks for them:
 * a typed word, as written or as its stem, leads to the index terms of the site's words. Pure, and
 * small enough to travel in the index file, so the dialog and the results page expand alike.
 */
import { arabicWords, stemArabic } from "#app/lib/arabic.ts";

/**
 * One entry of content/search.yaml: any word of `asked` also finds the words of `found`, and the
 * `pages` it names (their keywords: documents.ts).
 */
export interface SynonymEntry {
  asked: readonly string[];
  found?: readonly string[];
  pages?: readonly string[];
}

/** The index terms to look for, by a typed word's normalised form or stem. */
export type Synonyms = Record<string, string[]>;

/** A word as the index holds it (normalised), and its stem. */
const termsOf = (word: string) => arabicWords(word).flatMap((w) => [w, stemArabic(w)]);

/** The table search asks: each asked word (and its stem) to the terms of the entry's found words. */
export function synonymTable(entries: readonly SynonymEntry[]): Synonyms {
  const table: Record<string, Set<string>> = {};
  for (const { asked, found = [] } of entries) {
    if (!found.length) continue;
    const terms = found.flatMap(termsOf);
    for (const key of asked.flatMap(termsOf)) for (const term of terms) (table[key] ??= new Set()).add(term);
  }
  return Object.fromEntries(Object.entries(table).map(([key, terms]) => [key, [...terms].sort()]));
}

/** The site's terms a typed (normalised) word stands for, none when the list has no entry for it. */
export function siteTermsFor(synonyms: Synonyms, word: string): string[] {
  const terms = Object.hasOwn(synonyms, word)
    ? synonyms[word]
    : Object.hasOwn(synonyms, stemArabic(word))
      ? synonyms[stemArabic(word)]
      : [];
  return terms.filter((t) => t !== word && t !== stemArabic(word));
}
