/**
 * The program finder's filters (`/programs`), read from and written to the URL so a filtered list
 * can be shared and works without JavaScript. Pure. Whether a degree takes a stream and whether an
 * average reaches its minimum are the admission answer's own rules (answer.ts), so the finder and
 * the answer never disagree.
 */
import type { CatalogDegree } from "#app/content/catalog.ts";
import type { Degree } from "#app/content/schema.ts";
import { meets, streamMinimum } from "#app/features/admission/answer.ts";
import { readScore, TAWJIHI_SCALE } from "#app/features/admission/score-input.ts";

/** The query parameters of `/programs`, in the order the form shows them. */
export const FINDER_QUERY = ["level", "college", "stream", "average", "duration", "fee"] as const;

export interface FinderFilters {
  level?: Degree["level"];
  college?: string;
  stream?: string;
  /** The visitor's Tawjihi average: only degrees it reaches (for the stream, when one is chosen). */
  average?: number;
  /** Normal length of study, in years. */
  duration?: number;
  /** The highest credit-hour fee (JOD) the visitor wants to see. */
  fee?: number;
}

/** What the form may offer, from the catalog itself. */
export interface FinderOptions {
  levels: Degree["level"][];
  colleges: string[];
  streams: string[];
  durations: number[];
  /** Fee ceilings: each one the top of a ten-dinar band some degree falls in. */
  fees: number[];
}

/** What was typed in the average field and could not be read, to say so next to it. */
export type AverageProblem = "malformed" | "range" | "precision";

const LEVEL_ORDER: Degree["level"][] = ["undergraduate", "diploma", "graduate"];
const FEE_STEP = 10;

/** The filter values the degrees give: only choices that can match something are offered. */
export function finderOptions(degrees: readonly CatalogDegree[], streamOrder: readonly string[]): FinderOptions {
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return {
    levels: LEVEL_ORDER.filter((l) => degrees.some((d) => d.level === l)),
    colleges: distinct(degrees.map((d) => d.college.slug)),
    streams: streamOrder.filter((s) => degrees.some((d) => streamMinimum(d, s) !== undefined)),
    durations: distinct(degrees.map((d) => d.sheet.durationYears)).sort((a, b) => a - b),
    fees: distinct(degrees.map((d) => Math.ceil(d.sheet.tuitionPerHour / FEE_STEP) * FEE_STEP)).sort((a, b) => a - b),
  };
}

/**
 * Reads the filters from a query string. A value the form does not offer is ignored (an old or
 * edited link still shows the list); an average that cannot be read is reported, not applied.
 */
export function readFinderFilters(
  params: URLSearchParams,
  options: FinderOptions,
): { filters: FinderFilters; averageText: string; averageProblem?: AverageProblem } {
  const pick = <T extends string | number>(value: T | undefined, known: readonly T[]) =>
    value !== undefined && known.includes(value) ? value : undefined;
  const number = (name: string) => {
    const raw = params.get(name);
    return raw === null || raw.trim() === "" ? undefined : Number(raw);
  };
  const averageText = (params.get("average") ?? "").slice(0, 20);
  const reading = readScore(averageText, TAWJIHI_SCALE);
  return {
    filters: {
      level: pick((params.get("level") ?? undefined) as Degree["level"] | undefined, options.levels),
      college: pick(params.get("college") ?? undefined, options.colleges),
      stream: pick(params.get("stream") ?? undefined, options.streams),
      average: reading.kind === "value" ? reading.value : undefined,
      duration: pick(number("duration"), options.durations),
      fee: pick(number("fee"), options.fees),
    },
    averageText,
    averageProblem:
      reading.kind === "malformed" || reading.kind === "range" || reading.kind === "precision"
        ? reading.kind
        : undefined,
  };
}

/**
 * The lowest minimum a degree asks for the filters' stream, or of any stream when none is chosen;
 * `undefined` when it takes no Tawjihi stream (postgraduate study) or not the chosen one.
 */
export function finderMinimum(degree: Pick<CatalogDegree, "sheet">, stream: string | undefined): number | undefined {
  if (stream) return streamMinimum(degree, stream);
  const all = Object.values(degree.sheet.admission.minimums ?? {});
  return all.length ? Math.min(...all) : undefined;
}

export function filterDegrees<D extends CatalogDegree>(degrees: readonly D[], f: FinderFilters): D[] {
  return degrees.filter((d) => {
    if (f.level && d.level !== f.level) return false;
    if (f.college && d.college.slug !== f.college) return false;
    if (f.duration !== undefined && d.sheet.durationYears !== f.duration) return false;
    if (f.fee !== undefined && d.sheet.tuitionPerHour > f.fee) return false;
    // A stream or an average asks about Tawjihi admission: postgraduate degrees drop out.
    if (f.stream || f.average !== undefined) {
      const minimum = finderMinimum(d, f.stream);
      if (minimum === undefined) return false;
      if (f.average !== undefined && !meets(f.average, minimum)) return false;
    }
    return true;
  });
}

/** True when any filter applies (the page then offers to clear them). */
export const hasFilters = (f: FinderFilters) => Object.values(f).some((v) => v !== undefined);
