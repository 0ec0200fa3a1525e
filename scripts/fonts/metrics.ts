/**
 * A fallback face whose text takes the room the web font's will: the overrides CSS applies to a
 * local font (`size-adjust`, `ascent-override`, `descent-override`, `line-gap-override`) so that
 * lines wrap where they will wrap once the web font arrives, and the swap moves nothing.
 */

export interface VerticalMetrics {
  /** Ascender, descender (positive, below the baseline) and line gap, in ems. */
  ascender: number;
  descender: number;
  lineGap: number;
}

export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * `size-adjust` scales the fallback so the same text is as wide as in the web font (the ratio of
 * their shaped widths); the vertical overrides are the web font's metrics, divided by that scale
 * because CSS applies them to the adjusted size.
 */
export function fallbackOverrides(web: VerticalMetrics, widths: { web: number; fallback: number }): FallbackOverrides {
  if (!(widths.web > 0 && widths.fallback > 0)) throw new Error("fallbackOverrides: the sample has no width");
  const sizeAdjust = widths.web / widths.fallback;
  return {
    sizeAdjust,
    ascentOverride: web.ascender / sizeAdjust,
    descentOverride: web.descender / sizeAdjust,
    lineGapOverride: web.lineGap / sizeAdjust,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(2)}%`;

/** The CSS descriptors of the overrides. */
export function overrideDescriptors(o: FallbackOverrides): string {
  return [
    `size-adjust: ${percent(o.sizeAdjust)};`,
    `ascent-override: ${percent(o.ascentOverride)};`,
    `descent-override: ${percent(o.descentOverride)};`,
    `line-gap-override: ${percent(o.lineGapOverride)};`,
  ].join(" ");
}
