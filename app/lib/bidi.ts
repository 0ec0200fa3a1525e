/**
 * Finds the Latin runs (names, abbreviations, codes) inside Arabic text, so each can be
 * isolated left to right and not be scrambled by the surrounding right-to-left text.
 * An abbreviation keeps its final period (Pharm.D.); a word that ends a sentence does not.
 */
const TOKEN = /[A-Za-z0-9](?:[A-Za-z0-9&+/#-]|\.(?=[A-Za-z0-9]))*/y;

export type Run = { text: string; latin: boolean };

/** Where a Latin word starts: a letter not preceded by a Latin letter or digit. */
const WORD_START = /(?<![A-Za-z0-9])[A-Za-z]/g;

export function splitLatinRuns(text: string): Run[] {
  const runs: Run[] = [];
  // Jumps from one Latin word to the next: most of the site's text has none, and is one run.
  let plainFrom = 0;
  WORD_START.lastIndex = 0;
  for (let m = WORD_START.exec(text); m; m = WORD_START.exec(text)) {
    const i = m.index;
    // A run: tokens joined by single spaces, as long as the next token is Latin too.
    let end = i;
    let abbreviation = false;
    for (;;) {
      TOKEN.lastIndex = end;
      const t = TOKEN.exec(text);
      if (!t) break;
      end += t[0].length;
      abbreviation ||= t[0].includes(".");
      if (!(text[end] === " " && /[A-Za-z0-9]/.test(text[end + 1] ?? ""))) break;
      end += 1;
    }
    if (abbreviation && text[end] === ".") end += 1;
    if (i > plainFrom) runs.push({ text: text.slice(plainFrom, i), latin: false });
    runs.push({ text: text.slice(i, end), latin: true });
    plainFrom = end;
    WORD_START.lastIndex = end;
  }
  if (plainFrom < text.length) runs.push({ text: text.slice(plainFrom), latin: false });
  return runs;
}
