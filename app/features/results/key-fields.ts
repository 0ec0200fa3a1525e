/**
 * The two fields a student types to find a result, as the record's key is derived from them
 * (record-crypto.ts): the seat number's digits and the date of birth as `YYYY-MM-DD`. The import
 * (scripts/results) and the lookup both read them here, so a record written is a record found.
 */
import { westernDigits } from "#app/lib/format.ts";

/** A seat number as typed (either digit style, spaces) → its digits, or undefined if it is not 5–10 digits. */
export function canonicalSeat(raw: string): string | undefined {
  const digits = westernDigits(raw).replace(/[\s\u200e\u200f-]/g, "");
  return /^\d{5,10}$/.test(digits) ? digits : undefined;
}

/** A date of birth → `YYYY-MM-DD`, or undefined if it is not a real calendar date. */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A date typed as `YYYY-MM-DD` (either digit style; the native date input's value) → canonical. */
export function parseIsoDate(raw: string): string | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(westernDigits(raw.trim()));
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}
