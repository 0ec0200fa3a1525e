/**
 * One formatter for every number and date on the site: Western digits (0-9) and the
 * Levantine month names Palestinians write (كانون الثاني), from the `ar-PS` locale with
 * the Latin numbering system.
 */
/** The locale these formatters write, as `Intl` names it (format.intl.test.ts formats with it). */
export const FORMAT_LOCALE = "ar-PS-u-nu-latn";

/**
 * Written out rather than made with `Intl`, which they match exactly (format.intl.test.ts compares
 * them with `Intl.NumberFormat`, `DateTimeFormat` and `ListFormat` for this locale): the first
 * `Intl` object of a locale loads that locale's data: up to 30 ms of one task on a desktop CPU
 * (several times that on a phone) while the page hydrates, for grouping digits and naming months.
 */

/** The Levantine month names, January first (what `ar-PS` names them). */
export const MONTHS: readonly string[] = [
  "كانون الثاني",
  "شباط",
  "آذار",
  "نيسان",
  "أيار",
  "حزيران",
  "تموز",
  "آب",
  "أيلول",
  "تشرين الأول",
  "تشرين الثاني",
  "كانون الأول",
];
/**
 * The languages these formatters write: the locale registry's codes (i18n/locales.ts, whose test
 * holds every locale to one of these). Arabic is the default everywhere; English writes the forms of
 * CLDR's `en`, as `Intl` does (format.intl.test.ts).
 */
export const WRITTEN_LANGUAGES = ["ar", "en"] as const;
export type WrittenLanguage = (typeof WRITTEN_LANGUAGES)[number];

/** The English month names, January first. */
export const ENGLISH_MONTHS: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Left-to-right mark: keeps a minus sign before its number inside Arabic text. */
const LRM = "\u200E";
/** A space a line does not break at: a figure kept with its name («العلمي 65%»), a time with its «p.m.». */
export const NO_BREAK = "\u00A0";

/**
 * How a figure is brought to the decimals it is shown with: to the nearest, half away from zero, as
 * Intl rounds; or, for a student's own average and what it lacks of a minimum (decision 029),
 * `down` and `up`, so that an estimated 79.96% is never shown as the 80.0% it has not reached, and
 * the shown average and the shown shortfall add up to the minimum (79.9% and 0.1).
 */
export type Rounding = "nearest" | "down" | "up";

const ROUND: Record<Rounding, (n: number) => number> = { nearest: Math.round, down: Math.floor, up: Math.ceil };

/**
 * `value` (not negative) brought to `places` decimals on the number as written (1.005 → 1.01), not on
 * its binary value (which `toFixed` uses: 1.00). A converted percentage is one division, correctly
 * rounded, so an exact 79.3 is the double written `79.3`, and `down` keeps it.
 */
function roundAsWritten(value: number, places: number, rounding: Rounding = "nearest"): number {
  const shifted = Number(`${value}e${places}`);
  return Number.isFinite(shifted) ? Number(`${ROUND[rounding](shifted)}e-${places}`) : Number(value.toFixed(places));
}

/**
 * A figure as it is shown, for a sentence that must count it (a plural's number): `value` brought to
 * at most `places` decimals, the same way formatNumber would write it with that `rounding`.
 */
export function shownFigure(value: number, places: number, rounding: Rounding = "nearest"): number {
  return Number.isInteger(value) ? value : Math.sign(value) * roundAsWritten(Math.abs(value), places, rounding);
}

/**
 * 9400 → `9,400` (Western digits, grouped; at most `maxDecimals` decimals, two unless told).
 * The one place a number is rounded, and only to be shown (docs/decisions/029): every rule compares
 * the number as typed or as converted, never what this writes. A score shown as typed passes its
 * scale's decimals (an American GPA's 3.875 stays 3.875).
 */
export function formatNumber(value: number, maxDecimals = 2, rounding: Rounding = "nearest"): string {
  const rounded = roundAsWritten(Math.abs(value), Number.isInteger(value) ? 0 : maxDecimals, rounding);
  const [whole, fraction] = String(rounded).split(".");
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (fraction ? `.${fraction}` : "");
  return value < 0 ? `${LRM}-${text}` : text;
}

/** Arabic's «and», written onto the word it joins: `أ وب`. */
const ARABIC_AND = " و";

/**
 * A list in running text, joined as its own script joins it: `د. أحمد وأ. رشا`, or
 * `Dr. Omar Saleh and Dr. Maha Qasem` for names written in Latin script.
 */
export function formatList(items: string[]): string {
  if (items.length < 2) return items.join("");
  if (items.some((item) => /[\u0600-\u06FF]/.test(item))) return items.join(ARABIC_AND);
  const last = items.at(-1);
  return items.length === 2 ? `${items[0]} and ${last}` : `${items.slice(0, -1).join(", ")}, and ${last}`;
}

/** A list as parts, for a list whose items are elements (links): Arabic's `أ وب وج`. */
export function arabicListParts(items: string[]): { type: "element" | "literal"; value: string }[] {
  return joinParts(items, () => ARABIC_AND);
}

/** Arabic's comma before «و» in a list: `أ، وب`. */
const COMMA_AND = `،${ARABIC_AND}`;

/**
 * Whether a name holds a word that starts with «و» (`الريادة والأعمال`), or the word «and» of an
 * English name: joined to another by «و» or «and» alone, it reads as two names or three.
 */
export function holdsAnd(name: string): boolean {
  // English names too: «Banking and Finance, and 2 other programs».
  return /(^|\s)و\S/.test(name) || /(^|\s)and\s/i.test(name);
}

/**
 * Arabic names that may hold «و» themselves, listed with commas too: `العلمي، والريادة والأعمال،
 * والأدبي` (what `Intl.ListFormat`'s "unit" lists write). Two names take «و» alone, `العلمي والأدبي`,
 * unless one of them holds «و» itself: `الريادة والأعمال، والشرعي`. In English, a list as
 * `Intl.ListFormat("en")` writes it: `A and B`, `A, B, and C`.
 */
export function formatCommaList(items: string[], language: WrittenLanguage = "ar"): string {
  return commaListParts(items, language)
    .map((part) => part.value)
    .join("");
}

/**
 * Names of which one is to be chosen: in English `A or B`, `A, B, or C`; in Arabic the same list
 * as formatCommaList, since Arabic says «one of» before it («بأحد الفرعين العلمي والأدبي»).
 */
export function formatChoiceList(items: string[], language: WrittenLanguage = "ar"): string {
  if (language !== "en") return formatCommaList(items, language);
  return joinParts(items, (i) => (items.length === 2 ? " or " : i === items.length - 1 ? ", or " : ", "))
    .map((part) => part.value)
    .join("");
}

/** The same list as parts, for names that are elements (links): `أ، وب، وج`, `A, B, and C`. */
export function commaListParts(
  items: string[],
  language: WrittenLanguage = "ar",
): { type: "element" | "literal"; value: string }[] {
  if (language === "en")
    return joinParts(items, (i) => (items.length === 2 ? " and " : i === items.length - 1 ? ", and " : ", "));
  const separator = items.length > 2 || items.some(holdsAnd) ? COMMA_AND : ARABIC_AND;
  return joinParts(items, () => separator);
}

/** The items with the separator `before(i)` before each but the first. */
function joinParts(items: string[], before: (i: number) => string): { type: "element" | "literal"; value: string }[] {
  return items.flatMap((value, i) => [
    ...(i ? [{ type: "literal" as const, value: before(i) }] : []),
    { type: "element" as const, value },
  ]);
}

/** 82.5 → `82.5%` (at most `maxDecimals` decimals, as formatNumber writes them). */
export function formatPercent(value: number, maxDecimals = 2, rounding: Rounding = "nearest"): string {
  return `${formatNumber(value, maxDecimals, rounding)}%`;
}

/**
 * `2027-07-22` → `22 تموز 2027`, or in English `July 22, 2027` (a calendar day: the same in
 * Hebron as in the string).
 */
export function formatDate(iso: string, language: WrittenLanguage = "ar"): string {
  const year = Number(iso.slice(0, 4));
  return language === "en" ? `${dayAndMonth(iso, language)}, ${year}` : `${dayAndMonth(iso, language)} ${year}`;
}

/** `2027-07-02` → `2 تموز`, `July 2`. */
function dayAndMonth(iso: string, language: WrittenLanguage): string {
  const day = Number(iso.slice(8, 10));
  const month = Number(iso.slice(5, 7)) - 1;
  return language === "en" ? `${ENGLISH_MONTHS[month]} ${day}` : `${day} ${MONTHS[month]}`;
}

/** A period: `22 تموز – 31 آب 2027`, `July 22 – August 31, 2027`, or one date when it is a single day. */
export function formatDateRange(start: string, end?: string, language: WrittenLanguage = "ar"): string {
  if (!end || end === start) return formatDate(start, language);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? dayAndMonth(start, language) : formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** Western digits (0-9) for Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) ones: one copy for every input. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * Reads a number typed with either digit style (Western or Arabic-Indic, and the Arabic
 * decimal separator), so «٩٢٫٥» and «92.5» are the same input.
 */
export function parseLocalizedNumber(input: string): number | undefined {
  const western = westernDigits(input.trim()).replace(/[\u066B,]/g, ".");
  if (!/^\d+(\.\d+)?$/.test(western)) return undefined;
  return Number(western);
}
