/**
 * Finds the Latin runs (names, abbreviations, codes) inside Arabic text, so each can be
 * isolated left to right and not be scrambled by the surrounding right-to-left text.
 * An abbreviation keeps its final period (Pharm.D.); a word that ends a sentence does not.
 */
const TOKEN = /[A-Za-z0-9](?:[A-Za-z0-9&+/#-]|\.(?=[A-Za-z0-9]))*/y;

export type Run = { text: string; latin: boolean };

export function splitLatinRuns(text: string): Run[] {
  const runs: Run[] = [];
  let plain = "";
  let i = 0;
  while (i < text.length) {
    const startsWord = /[A-Za-z]/.test(text[i]) && (i === 0 || !/[A-Za-z0-9]/.test(text[i - 1]));
    if (!startsWord) {
      plain += text[i++];
      continue;
    }
    // A run: tokens joined by single spaces, as long as the next token is Latin too.
    let end = i;
    let abbreviation = false;
    for (;;) {
      TOKEN.lastIndex = end;
      const m = TOKEN.exec(text);
      if (!m) break;
      end += m[0].length;
      abbreviation ||= m[0].includes(".");
      if (!(text[end] === " " && /[A-Za-z0-9]/.test(text[end + 1] ?? ""))) break;
      end += 1;
    }
    if (abbreviation && text[end] === ".") end += 1;
    if (plain) runs.push({ text: plain, latin: false });
    plain = "";
    runs.push({ text: text.slice(i, end), latin: true });
    i = end;
  }
  if (plain) runs.push({ text: plain, latin: false });
  return runs;
}
