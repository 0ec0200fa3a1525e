/** Small text helpers for the spreadsheet's cells (record-crypto keeps its own digit folding private). */

/** Western digits for Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) ones. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

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
