/**
 * The admission answer for a stream and an average, pure: which degrees the student can apply to,
 * which they just miss, and which do not take their stream at all. The three groups never overlap,
 * and no degree is ever offered to an average below its minimum.
 */
import type { CatalogDegree } from "#app/content/catalog.ts";
import type { ProgramSheet } from "#app/content/schema.ts";
import { exactDifference } from "#app/lib/decimal.ts";

/** What the answer reads of a degree (a `CatalogDegree` is one). */
export interface AnswerDegree {
  id: string;
  college: Pick<CatalogDegree["college"], "slug" | "order">;
  sheet: Pick<ProgramSheet, "name" | "admission" | "alternatives">;
}

export interface OpenDegree<D extends AnswerDegree> {
  degree: D;
  minimum: number;
  /** Last year's lowest admitted average for the stream, where known. */
  lastCutoff?: number;
  /** The average meets the minimum but is below last year's lowest admitted average. */
  competitive: boolean;
}

export interface CloseDegree<D extends AnswerDegree> {
  degree: D;
  minimum: number;
  lastCutoff?: number;
  /** How many points the average is below the minimum (more than 0; exact for an average as typed). */
  shortfall: number;
  /** Related degrees the same average opens now: the degree's own `alternatives` first, then its college's. */
  alternatives: D[];
}

export interface ClosedDegree<D extends AnswerDegree> {
  degree: D;
  /** The streams the degree does accept, in the order of `streamOrder`. */
  streams: string[];
}

export interface AdmissionAnswer<D extends AnswerDegree> {
  /** Average ≥ minimum (every degree that takes the stream, when no average is given). Best match first. */
  open: OpenDegree<D>[];
  /** Below the minimum by at most `closeCallPoints`. Smallest shortfall first. */
  close: CloseDegree<D>[];
  /** Take the stream, but need more than `closeCallPoints` above the average. */
  higher: D[];
  /** Do not take the stream at all. */
  notOpen: ClosedDegree<D>[];
}

/**
 * The minimum average a degree asks of a stream, or `undefined` when it does not take the stream
 * (or asks for a prior degree instead). The admission answer and the program finder both ask here.
 */
export function streamMinimum(degree: Pick<AnswerDegree, "sheet">, stream: string): number | undefined {
  const minimums = degree.sheet.admission.minimums ?? {};
  return Object.hasOwn(minimums, stream) ? minimums[stream] : undefined;
}

/**
 * Whether an average meets a minimum: the average as typed (or as converted, unrounded) against
 * the minimum as the content states it, so 64.96 does not meet 65 (docs/decisions/029).
 */
export const meets = (average: number, minimum: number) => average >= minimum;

/**
 * How far an average is below a minimum (0 or less: the average meets it), exact for numbers as
 * written (65 − 63.1 is 1.9, not 1.8999…); a converted average's is as near as a float holds it.
 */
export const shortfallOf = (minimum: number, average: number) => exactDifference(minimum, average);

const byCollege = (a: AnswerDegree, b: AnswerDegree) => a.college.order - b.college.order;

/** The most alternatives a close call lists: enough to act on, few enough to read. */
const MAX_ALTERNATIVES = 3;

/**
 * Sorts the degrees into the answer's groups. The degrees come in catalog order (by college), and
 * sorting is stable, so ties stay in that order.
 *
 * Best match first: among the degrees an average opens, the one with the highest minimum is the
 * closest to the average, and the most selective the student can reach.
 */
export function admissionAnswer<D extends AnswerDegree>(
  degrees: D[],
  stream: string,
  average: number | undefined,
  { closeCallPoints, streamOrder }: { closeCallPoints: number; streamOrder: string[] },
): AdmissionAnswer<D> {
  const answer: AdmissionAnswer<D> = { open: [], close: [], higher: [], notOpen: [] };
  const closeToPlace: { degree: D; minimum: number; lastCutoff?: number; shortfall: number }[] = [];
  for (const degree of degrees) {
    const minimum = streamMinimum(degree, stream);
    if (minimum === undefined) {
      answer.notOpen.push({ degree, streams: streamOrder.filter((s) => streamMinimum(degree, s) !== undefined) });
      continue;
    }
    const lastCutoff = degree.sheet.admission.lastCutoff?.[stream];
    if (average === undefined || meets(average, minimum)) {
      answer.open.push({
        degree,
        minimum,
        lastCutoff,
        competitive: average !== undefined && lastCutoff !== undefined && average < lastCutoff,
      });
      // Close: within `closeCallPoints` of the minimum, compared as the content and the student wrote them.
    } else if (meets(average, exactDifference(minimum, closeCallPoints)))
      closeToPlace.push({ degree, minimum, lastCutoff, shortfall: shortfallOf(minimum, average) });
    else answer.higher.push(degree);
  }
  answer.open.sort((a, b) => b.minimum - a.minimum || byCollege(a.degree, b.degree));
  const opened = answer.open.map((o) => o.degree);
  answer.close = closeToPlace
    .sort((a, b) => a.shortfall - b.shortfall || byCollege(a.degree, b.degree))
    .map((c) => ({ ...c, alternatives: alternativesFor(c.degree, opened) }));
  return answer;
}

/** The degrees among `opened` related to `degree`: those it names, then those of its college. */
function alternativesFor<D extends AnswerDegree>(degree: D, opened: D[]): D[] {
  const named = (degree.sheet.alternatives ?? []).flatMap((id) => opened.filter((o) => o.id === id));
  const sameCollege = opened.filter((o) => o.college.slug === degree.college.slug && !named.includes(o));
  return [...named, ...sameCollege].filter((o) => o.id !== degree.id).slice(0, MAX_ALTERNATIVES);
}
