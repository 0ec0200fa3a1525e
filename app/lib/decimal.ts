/**
 * Exact arithmetic on the numbers people and the content write (`84.95`, `3.875`, `65`), pure.
 * A binary float holds 84.95 only nearly, and `65 - 63.1` is 1.8999…: done on whole numbers of
 * the smallest unit written, the sums and comparisons the rules make are exact, and nothing is
 * rounded (docs/decisions/029: rounding is for display only, in lib/format.ts).
 */

/** The decimals a number is written with (`84.95` → 2, `65` → 0), as JavaScript writes it shortest. */
export function placesOf(n: number): number {
  const [mantissa, exponent] = String(n).split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** `n` in units of 10^-places, a whole number: 84.95 at 2 places is 8495 (exact for what is written). */
export function unitsOf(n: number, places: number): number {
  return Math.round(Number(`${n}e${places}`));
}

/** `a − b` exactly, for numbers as written: `65 − 63.1` is 1.9, `70.3 − 2` is 68.3. */
export function exactDifference(a: number, b: number): number {
  const places = Math.max(placesOf(a), placesOf(b));
  return (unitsOf(a, places) - unitsOf(b, places)) / 10 ** places;
}
