/** Small text helpers for the spreadsheet's cells (digits fold with the site's own `westernDigits`). */

/**
 * A header or a word as typed in Excel → one spelling to compare: no byte-order or direction
 * marks, no diacritics or tatweel (المعدّل = المعدل), single spaces, lower case, `-` as `_`.
 */
export function foldLabel(text: string): string {
  return text
    .replace(/[\uFEFF\u200E\u200F\u061C]/g, "")
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .replace(/-/g, "_");
}
