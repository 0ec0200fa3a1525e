/**
 * Which characters the site's font files keep. The subsetter (scripts/fonts/build.ts) keeps every
 * character the site's own text uses (content/ and app/: pages, messages, the strings the code
 * builds) plus a fixed base that text from outside the repository can hold: a visitor's query,
 * a student's name in the results, a course code. Anything else still shows, in the fallback face.
 */

/** Always kept: printable ASCII (codes, addresses, Western digits) and the letters, marks, digits and punctuation of Modern Standard Arabic. */
export const BASE_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // printable ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x00ab, 0x00ab], // «
  [0x00bb, 0x00bb], // »
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza … ghain
  [0x0640, 0x0652], // tatweel, fa … yeh, harakat, shadda, sukun
  [0x0660, 0x066d], // Arabic-Indic digits and their separators
  [0x0670, 0x0670], // superscript alef
  [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
  [0x2013, 0x2014], // – —
  [0x2026, 0x2026], // …
];

/** Control characters carry no glyph; line breaks and tabs are whitespace to a font. */
const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);

/** The code points to keep, ascending: the base plus every character of the given texts. */
export function siteCodePoints(texts: Iterable<string>): number[] {
  const points = new Set<number>();
  for (const [from, to] of BASE_RANGES) for (let cp = from; cp <= to; cp++) points.add(cp);
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (!isControl(cp)) points.add(cp);
    }
  }
  return [...points].sort((a, b) => a - b);
}
