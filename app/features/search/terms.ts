/**
 * The terms one word is indexed under, and the highlighting of matched words in a result: both
 * must agree on what a word is, so they live together (without the search library, which the
 * results page does not need in the browser).
 */
import { arabicWords, stemArabic } from "#app/lib/arabic.ts";

/**
 * A normalised word, its light stem, and for a course code («iti101», which a typist may write
 * «iti 101») its two halves.
 */
export function indexTerms(word: string): string[] {
  const terms = new Set([word, stemArabic(word)]);
  const code = /^([a-z]{2,5})(\d{3,4})$/.exec(word);
  if (code) terms.add(code[1]).add(code[2]);
  return [...terms];
}

export interface Segment {
  text: string;
  /** A word the query matched. */
  mark: boolean;
}

/**
 * The text cut into runs, the words whose index terms include a matched term marked. The text is
 * kept exactly as written (diacritics, punctuation); only the comparison is normalised.
 */
export function highlightSegments(text: string, matchedTerms: readonly string[]): Segment[] {
  const matched = new Set(matchedTerms);
  const segments: Segment[] = [];
  for (const piece of text.split(/([^\p{L}\p{N}\p{M}]+)/u)) {
    if (!piece) continue;
    const mark = arabicWords(piece).some((w) => indexTerms(w).some((t) => matched.has(t)));
    const last = segments.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else segments.push({ text: piece, mark });
  }
  return mergeMarkedAcrossSpaces(segments);
}

/** Joins «mark, space, mark» into one mark, so «إدارة الأعمال» is highlighted as one phrase. */
function mergeMarkedAcrossSpaces(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const prev = out.at(-1);
    const next = segments[i + 1];
    if (prev?.mark && !s.mark && /^\s+$/.test(s.text) && next?.mark) {
      prev.text += s.text + next.text;
      i++;
    } else out.push({ ...s });
  }
  return out;
}
