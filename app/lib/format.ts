/**
 * One formatter for every number and date on the site: Western digits (0-9) and the
 * Levantine month names Palestinians write (كانون الثاني), from the `ar-PS` locale with
 * the Latin numbering system.
 */
const LOCALE = "ar-PS-u-nu-latn";

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Hebron",
});
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", timeZone: "Asia/Hebron" });

/** 9400 → `9,400` (Western digits, grouped). */
export function formatNumber(value: number): string {
  return (Number.isInteger(value) ? integer : decimal).format(value);
}

const conjunctions = {
  ar: new Intl.ListFormat("ar", { type: "conjunction" }),
  en: new Intl.ListFormat("en", { type: "conjunction" }),
};

/**
 * A list in running text, joined as its own script joins it: `د. أحمد وأ. رشا`, or
 * `Dr. Omar Saleh and Dr. Maha Qasem` for names written in Latin script.
 */
export function formatList(items: string[]): string {
  return conjunctions[items.some((item) => /[\u0600-\u06FF]/.test(item)) ? "ar" : "en"].format(items);
}

/** 82.5 → `82.5%`. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** Parses `YYYY-MM-DD` as a calendar day at noon UTC, so no time zone moves it to another day. */
export function parseIsoDate(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

/** `2027-07-22` → `22 تموز 2027`. */
export function formatDate(iso: string): string {
  return longDate.format(parseIsoDate(iso));
}

/** A period: `22 تموز – 31 آب 2027`, or one date when it is a single day. */
export function formatDateRange(start: string, end?: string): string {
  if (!end || end === start) return formatDate(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? dayMonth.format(parseIsoDate(start)) : formatDate(start)} – ${formatDate(end)}`;
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
