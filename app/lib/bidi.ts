/**
 * Finds the left-to-right runs inside Arabic text (names, abbreviations, course codes, e-mail
 * addresses, URLs, phone numbers, grades and formulas), so each can be isolated left to right as
 * one piece and not be scrambled by the surrounding right-to-left text (issue 52).
 *
 * A run is items joined by a single space, or by an operator (`=`, `×`, `+`, `*`, `<`, `>`, `≤`,
 * `≥`) with a space either side or none: `A* = 56`, `+970 2 000 1010`, `IEC 61131-3`, `3 ECTS`.
 * An item is a URL, an e-mail address, or a word of Latin letters and digits with its inner
 * punctuation (`Pharm.D`, `3.875`, `30/45`, `C++`, `A*`, `100%`).
 *
 * The sentence's punctuation stays outside: a full stop, the Arabic comma and semicolon, colons,
 * brackets and quotation marks. An abbreviation keeps its final period (Pharm.D.); a word, an
 * address or a number that ends a sentence does not.
 *
 * A lone number (`2027`, `3.875`, `30/45`, `2027-2028`, `8:00`, `83.3%`) is not isolated: the Unicode
 * Bidirectional Algorithm already keeps its digits and inner separators left to right, and most
 * of the site's numbers are such; isolating each would only add elements (issue 33). What the
 * algorithm gets wrong is a number with a leading `+`, numbers separated by spaces and anything
 * with a Latin letter, `@` or `*` next to them, and those are runs.
 */

import { EMAIL, WEB_ADDRESS } from "#app/lib/contacts.ts";
import { NO_BREAK } from "#app/lib/format.ts";

/** A run of a page's text, and what marks it when it is the other script's: its direction and language. */
export type MarkedRun = { text: string; dir?: "ltr" | "rtl"; lang?: "en" | "ar" };

/**
 * A word or a number: Latin letters and digits, an optional leading `+` (before a digit: see
 * RUN), inner `. : / '` between letters or digits (Pharm.D, 8:00, 30/45, Women's),
 * `& + # _ -` anywhere after the first character, and a trailing `*` (A*), `+` (A+, C++) or `%`.
 */
const WORD = /\+?[A-Za-z0-9](?:[\w&+#-]|[.:/'’](?=[A-Za-z0-9]))*[*%]?/;
const ITEM = `(?:${WEB_ADDRESS.source}|${EMAIL.source}|${WORD.source})`;
/**
 * A run: items joined by one space, or by an operator with one space either side or none. It
 * starts at a Latin letter, a digit or `+digit`, not in the middle of a word.
 */
const RUN = new RegExp(`(?<![\\w+])(?=[A-Za-z0-9]|\\+\\d)${ITEM}(?:(?: [=×*+<>≤≥] | |[=×<>≤≥])${ITEM})*`, "g");

/**
 * A lone number: what the bidi algorithm lays out left to right without help. A number in three
 * or more groups joined by hyphens is a phone number (059-000-1000), and isolated as one.
 */
const LONE_NUMBER = /^(?!\d+(?:-\d+){2})\d[\d.:/,-]*%?$/;
/** A run that ends with an abbreviation: short groups of letters, each but the last with its period (B.Sc, Pharm.D). */
const ABBREVIATION = /(?:^| )(?:[A-Za-z]{1,5}\.)+[A-Za-z]{1,3}$/;

/** Arabic text's Latin runs, each left to right and in English when it holds a word (latinRunLanguage). */
export function splitLatinRuns(text: string): MarkedRun[] {
  const runs: MarkedRun[] = [];
  // Jumps from one run to the next: most of the site's text has none, and is one run.
  let plainFrom = 0;
  for (const { 0: run, index: start } of text.matchAll(RUN)) {
    if (LONE_NUMBER.test(run)) continue;
    let end = start + run.length;
    if (ABBREVIATION.test(run) && text[end] === ".") end += 1;
    if (start > plainFrom) runs.push({ text: text.slice(plainFrom, start) });
    const latin = text.slice(start, end);
    runs.push({ text: latin, dir: "ltr", lang: latinRunLanguage(latin) });
    plainFrom = end;
  }
  if (plainFrom < text.length) runs.push({ text: text.slice(plainFrom) });
  return runs;
}

/**
 * A word of a language in a Latin run: two Latin letters or more that no digit or other letter
 * touches (`DevOps`, `Pharm` in Pharm.D, `Sc` in B.Sc, `ECTS` in 3 ECTS), unless they are a code's
 * capitals before its number (`NUR 201`, `IEC 61131-3`).
 */
const LATIN_WORD = /(?<![A-Za-z\d])(?![A-Z]+ \d)[A-Za-z]{2,}(?![A-Za-z\d])/;
/** An address (a URL or an e-mail address) is spelt, not spoken. */
const ADDRESS_MARK = /@|:\/\/|^www\./;

/**
 * The language of a Latin run inside Arabic text, for a screen reader to read it with the right
 * voice (issue 56): English when the run holds a word (LATIN_WORD), none when it is only a code
 * (`NUR201`, `NUR 201`), a number, letters on their own (`A* = 56`, `C++`, `x = 2 × y`) or an
 * address (a run that holds one). A Latin word in the site's Arabic text is taken as English, the
 * site's other language.
 */
export function latinRunLanguage(run: string): "en" | undefined {
  return !ADDRESS_MARK.test(run) && LATIN_WORD.test(run) ? "en" : undefined;
}

/**
 * Arabic words (each from an Arabic letter, with the marks and letters after it) joined by spaces,
 * the Arabic comma or the Arabic semicolon, inside English text: the sentence's own punctuation
 * stays outside.
 */
const ARABIC_RUN =
  /((?=\p{L})\p{sc=Arab}[\p{sc=Arab}\p{M}]*(?:[\s\u060C\u061B]+(?=\p{L})\p{sc=Arab}[\p{sc=Arab}\p{M}]*)*)/u;

/**
 * A text of a page, split into its runs of the other script, each marked: on a right-to-left
 * (Arabic) page each Latin run (splitLatinRuns) left to right, and English when it holds a word
 * (latinRunLanguage); on a left-to-right (English) page each run of Arabic words right to left, in
 * Arabic. The rest of the text is unmarked: it is in the page's language.
 */
export function markedRuns(text: string, page: "rtl" | "ltr"): MarkedRun[] {
  const runs: MarkedRun[] =
    page === "rtl"
      ? splitLatinRuns(text)
      : // Split at its runs (a capturing pattern): the pieces alternate, the text's own, then a run.
        text.split(ARABIC_RUN).map((piece, i) => (i % 2 ? { text: piece, dir: "rtl", lang: "ar" } : { text: piece }));
  return runs.map((run) => ({ ...run, text: operatorsBound(run.text) }));
}

/** An operator with a space either side, between two operands: `D = 24`, `2 × 3`, `x ≤ 5`. */
const SPACED_OPERATOR = /(?<=\S) ([=×<>≤≥]) (?=\S)/g;

/**
 * A formula's operator kept on the line of its operands: the spaces either side become no-break
 * spaces, so a line never ends at «D =» with its «24» at the start of the next (the A Level
 * grades broke so on a 360 px phone). Done after the runs are found (RUN joins its items by plain
 * spaces), and one character for one, so a search hit's offsets still fall on the same letters.
 */
export function operatorsBound(text: string): string {
  return text.replace(SPACED_OPERATOR, `${NO_BREAK}$1${NO_BREAK}`);
}
