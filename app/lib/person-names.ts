/**
 * People's names as content writes them («د. سلمى الخطيب», «Dr. Omar Saleh»), reduced to what a
 * citation or an initial needs.
 */

/** Academic and professional titles that open a name, Arabic and Latin. */
const TITLE = /^(?:أ\.\s*د\.|د\.|أ\.|م\.|Prof\.|Dr\.|Eng\.|Mr\.|Ms\.|Mrs\.)\s*/i;
/** Words that join the next word into one family name («عبد الهادي», «أبو شقرة», «Abu Zaid»). */
const JOINED_FAMILY = new Set(["عبد", "أبو", "أبي", "ابن", "بن", "آل", "abu", "abd", "al", "el", "bin", "ibn"]);
const ARABIC = /[\u0600-\u06FF]/;

/** The name without its leading titles: «أ. د. منذر الصالح» → «منذر الصالح». */
export function withoutTitles(name: string): string {
  let rest = name.trim();
  for (let previous = ""; previous !== rest;) {
    previous = rest;
    rest = rest.replace(TITLE, "");
  }
  return rest;
}

/** True when the text is written in Arabic script. */
export const isArabic = (text: string) => ARABIC.test(text);

/** Given names and family name: the family name is the last word, with «عبد», «أبو» … before it. */
export function splitName(name: string): { given: string[]; family: string } {
  const words = withoutTitles(name).split(/\s+/).filter(Boolean);
  let start = words.length - 1;
  while (start > 1 && JOINED_FAMILY.has(words[start - 1].toLowerCase())) start--;
  return { given: words.slice(0, start), family: words.slice(start).join(" ") };
}
