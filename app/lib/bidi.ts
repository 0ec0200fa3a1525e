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

export type Run = { text: string; latin: boolean };

/** An address on the web, up to its last character that is not sentence punctuation. */
const URL = String.raw`(?:https?:\/\/|www\.)[\w\-.~:/?#@!$&'*+,;=%]*[\w\-~/#=&%+]`;
/** An e-mail address; its domain ends at a letter or a digit, so a full stop after it stays out. */
const EMAIL = String.raw`[A-Za-z0-9][\w.+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+`;
/**
 * A word or a number: Latin letters and digits, an optional leading `+` before a digit, inner
 * `. : / '` between letters or digits (Pharm.D, 8:00, 30/45, Women's), `& + # _ -` anywhere after the first character, and a
 * trailing `*` (A*), `+` (A+, C++) or `%`.
 */
const WORD = String.raw`(?:\+(?=\d))?[A-Za-z0-9](?:[A-Za-z0-9&+#_-]|[.:/'’](?=[A-Za-z0-9]))*(?:\*|%)?`;
const ITEM = new RegExp(`${URL}|${EMAIL}|${WORD}`, "y");
/** Between two items: one space, or an operator with one space either side or none. */
const JOIN = / [=×*+<>≤≥] | |[=×<>≤≥]/y;

/** Where a run may start: a Latin letter, a digit or `+digit`, not in the middle of a word. */
const START = /(?<![A-Za-z0-9_+])(?:[A-Za-z0-9]|\+\d)/g;

/**
 * A lone number: what the bidi algorithm lays out left to right without help. A number in three
 * or more groups joined by hyphens is a phone number (059-000-1000), and isolated as one.
 */
const LONE_NUMBER = /^(?!\d+(?:-\d+){2})\d[\d.:/,-]*%?$/;
/** An abbreviation: short groups of letters, each but the last with its period (B.Sc, LL.M, Pharm.D). */
const ABBREVIATION = /^(?:[A-Za-z]{1,5}\.)+[A-Za-z]{1,3}$/;

function itemAt(text: string, at: number): string | undefined {
  ITEM.lastIndex = at;
  return ITEM.exec(text)?.[0];
}

export function splitLatinRuns(text: string): Run[] {
  const runs: Run[] = [];
  // Jumps from one candidate to the next: most of the site's text has none, and is one run.
  let plainFrom = 0;
  START.lastIndex = 0;
  for (let m = START.exec(text); m; m = START.exec(text)) {
    const i = m.index;
    let item = itemAt(text, i)!;
    let end = i + item.length;
    let items = 1;
    for (;;) {
      JOIN.lastIndex = end;
      const join = JOIN.exec(text)?.[0];
      if (!join) break;
      const next = itemAt(text, end + join.length);
      // A space alone joins only what starts with a letter, a digit or `+digit`; anything else
      // (an Arabic word, a bracket, a dash) ends the run, and the space stays outside it.
      if (!next) break;
      end += join.length;
      item = next;
      end += item.length;
      items += 1;
    }
    const run = text.slice(i, end);
    if (items === 1 && LONE_NUMBER.test(run)) {
      START.lastIndex = end;
      continue;
    }
    if (ABBREVIATION.test(item) && text[end] === ".") end += 1;
    if (i > plainFrom) runs.push({ text: text.slice(plainFrom, i), latin: false });
    runs.push({ text: text.slice(i, end), latin: true });
    plainFrom = end;
    START.lastIndex = end;
  }
  if (plainFrom < text.length) runs.push({ text: text.slice(plainFrom), latin: false });
  return runs;
}
