/** The benchmarks' summaries of their runs. */

/** The median of the figures a run gave (NaN, a run that gave none, is left out; NaN when none did). */
export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The lowest and highest figure, rounded: "48–88". */
export const spread = (xs: readonly number[]): string =>
  `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

/** A figure rounded, with thousands separators: "16,880". */
export const thousands = (x: number): string => Math.round(x).toLocaleString("en-US");
