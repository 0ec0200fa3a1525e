/**
 * The admission finder's answer as the page shows it: the pure rules (features/admission) applied
 * to the catalog, with names, links and figures resolved. Only what the page shows travels in its
 * HTML and payload. The admission feature's view model: the loaders of /admission-keys and of
 * the results lookup call it on the server; the components that show an answer import only its
 * types (erased from the browser's code).
 */
import type { Registry } from "#app/content/registry.ts";
import { entryDegrees, type CatalogDegree } from "#app/content/catalog.ts";
import { admissionAnswer } from "./answer.ts";
import { answerOutline } from "./answer-outline.ts";
import { convertCertificate, isExactConversion, scholarshipFor, tierScope, type TierLevel } from "./eligibility.ts";
import { planCost } from "./plan-cost.ts";
import { readScore, TAWJIHI_SCALE } from "./score-input.ts";
import type { CertificateScaleWords } from "./score-error.ts";
import { readStreamCode } from "./stream-code.ts";
import { pagePath } from "#app/lib/paths.ts";
import { placesOf } from "#app/lib/decimal.ts";

/** What the finder's form sent, as read from the URL (`certificate` empty: the Palestinian Tawjihi). */
export interface FinderQuery {
  certificate: string;
  stream: string;
  average: string;
  /**
   * The form was sent (its stream field is in the URL, empty or not): a stream it cannot read is
   * then an error beside the field, unless a score came with it (a prompt then asks for the stream).
   */
  sent?: boolean;
}

type Certificate = Registry["admission"]["certificates"][number];

/** What an error about a score says of the certificate's scale (none: the Palestinian Tawjihi). */
export const scaleWords = (c: Certificate): CertificateScaleWords => ({
  name: c.name,
  scoreName: c.scale.name,
  scoreNameIndefinite: c.scale.nameIndefinite,
  unit: c.scale.unit,
  min: c.scale.min,
  max: c.scale.max,
  decimals: c.scale.decimals,
});

/** A score the finder cannot read, or a stream the certificate cannot have: said next to the field, and no answer. */
export type FinderError =
  /**
   * More decimals than the scale is written with (a Tawjihi average with two, an IB total with
   * any): refused, as the results import refuses it, never rounded. `certificate`: a foreign one's.
   */
  | { field: "average"; kind: "precision"; certificate?: CertificateScaleWords; decimals: number }
  /**
   * Not a number, or outside the scale: said with the scale's bounds (`certificate`: a foreign
   * one's, in its own words).
   */
  | {
      field: "average";
      kind: "malformed" | "range";
      certificate?: CertificateScaleWords;
      min: number;
      max: number;
    }
  /**
   * A stream a certificate without streams is never equated to (`ib` and `industrial`): the streams
   * it can be equated to, and no answer.
   */
  | { field: "stream"; kind: "equivalence"; certificate: string; streams: string[] }
  /** The form sent without a stream (and without a score): the answer needs one. */
  | { field: "stream"; kind: "missing" };

/**
 * A score without a stream (a link from the results page or the program finder): not an error, the
 * one choice left, said in the words of the certificate (one without streams is equated to one).
 */
export interface FinderPrompt {
  field: "stream";
  /** `equivalence`: the certificate has no streams, the ministry equates it to one. */
  kind: "tawjihi" | "own" | "equivalence";
  certificate?: string;
  /** The score's conversion, when a foreign certificate's score was read. */
  conversion?: Conversion;
}

/** A foreign certificate's score and what it converts to: an estimate, unless it counts as it is. */
export interface Conversion {
  name: string;
  score: number;
  /** The decimals the certificate's scale is written with: the score is shown as typed (3.875, not 3.88). */
  decimals: number;
  max: number;
  /** The converted percentage, unrounded: what the rules compare (the page rounds an estimate to show it). */
  percent: number;
  /** The decimals the percentage is shown with (shownDecimals): the scale's when exact, else one. */
  percentDecimals: number;
  /** The certificate's percentage counts as it is (the Jordanian Tawjihi): no estimate. */
  exact: boolean;
  streamByEquivalence: boolean;
}

const row = (d: CatalogDegree) => ({
  id: d.id,
  href: d.href,
  name: d.sheet.name,
  /** The degree's name, unless the program's name already is it (Pharm.D., DDS). */
  degreeName: d.sheet.name === d.degreeName ? undefined : d.degreeName,
  collegeName: d.college.name,
  diploma: d.level === "diploma",
});

/**
 * The program's own admission notes (a subject mark it asks for, a test, an interview): an answer
 * that says a student may apply shows them beside it, since the average alone does not decide.
 */
const admissionNotes = (d: CatalogDegree): string[] => d.sheet.admission.notes ?? [];

type Tier = Registry["admission"]["scholarships"][number];
/** What the page says of a tier: its name, discount, reach and conditions. */
export const tierView = (tier: Tier) => ({
  name: tier.name,
  discountPercent: tier.discountPercent,
  appliesTo: tier.appliesTo,
  minSemesterHours: tier.minSemesterHours,
  conditions: tier.conditions,
  /** The levels it is given at, as the messages name them: `all` of the answer's, or the one. */
  scope: tierScope(tier),
});
export type TierView = ReturnType<typeof tierView>;

/** Where the answer's last step sends a student: the admission portal (content/site.yaml). */
export function applyFacts(r: Registry) {
  const portal = r.site.portals.find((p) => p.key === "admission")!;
  return { portal: { name: portal.name, url: portal.url } };
}

/** The office a student asks about other options: the admission office of content/site.yaml. */
function admissionOffice(r: Registry) {
  const office = r.site.offices.find((o) => o.key === "admission") ?? r.site.offices.find((o) => o.key === "general");
  return { name: (office ?? r.site.offices[0]).name, href: pagePath("/contact-us", {}, { hash: "offices" }) };
}

/**
 * Whom a student with a foreign certificate asks before acting on a close call: the International
 * Office, on the page for applicants from abroad (content/international.yaml). Raising an average
 * «under the Ministry of Education's rules» is the Tawjihi's resit, not theirs.
 */
function assessmentOffice(r: Registry) {
  return { name: r.international.office.name, href: pagePath("/international-applicants") };
}

/** The decimals an estimated percentage is shown with: «about 94.3%». */
export const ESTIMATE_DECIMALS = 1;

/**
 * The decimals an average or a converted percentage is shown with: a Tawjihi average's own (one),
 * a certificate counted as it is its scale's (84.95 stays 84.95), an estimate ESTIMATE_DECIMALS.
 */
export function shownDecimals(conversion: Pick<Conversion, "exact" | "decimals"> | undefined): number {
  if (!conversion) return TAWJIHI_SCALE.decimals;
  return conversion.exact ? conversion.decimals : ESTIMATE_DECIMALS;
}

/** The finder's answer for a query; `undefined` until a stream is chosen (a prompt then asks for it). */
export function finderAnswer(r: Registry, query: FinderQuery) {
  const { admission } = r;
  const certificate = admission.certificates.find((c) => c.code === query.certificate);
  const reading = readStreamCode(r.streams, query.stream);
  const stream = reading?.stream;
  const scale = certificate?.scale ?? TAWJIHI_SCALE;
  const score = readScore(query.average, scale);

  let error: FinderError | undefined;
  const words = certificate && scaleWords(certificate);
  if (score.kind === "malformed" || score.kind === "range")
    error = { field: "average", kind: score.kind, certificate: words, min: scale.min, max: scale.max };
  else if (score.kind === "precision")
    error = { field: "average", kind: "precision", certificate: words, decimals: scale.decimals };
  const value = score.kind === "value" ? score.value : undefined;
  const average = value === undefined ? undefined : certificate ? convertCertificate(certificate, value) : value;
  const conversion: Conversion | undefined =
    certificate && value !== undefined && average !== undefined
      ? {
          name: certificate.name,
          score: value,
          decimals: certificate.scale.decimals,
          max: certificate.scale.max,
          percent: average,
          exact: isExactConversion(certificate),
          percentDecimals: shownDecimals({
            exact: isExactConversion(certificate),
            decimals: certificate.scale.decimals,
          }),
          streamByEquivalence: certificate.streams === "equivalence",
        }
      : undefined;
  // A certificate without streams offers only the streams the content equates it to.
  if (!error && stream && certificate?.streams === "equivalence" && !admission.equivalentStreams.includes(stream.code))
    error = {
      field: "stream",
      kind: "equivalence",
      certificate: certificate.name,
      streams: admission.equivalentStreams.map((code) => r.streams.find((s) => s.code === code)?.name ?? code),
    };
  if (!error && !stream && query.sent && value === undefined) error = { field: "stream", kind: "missing" };
  if (error) return { error, prompt: undefined, answer: undefined };
  if (!stream) {
    const prompt: FinderPrompt | undefined =
      value === undefined
        ? undefined
        : {
            field: "stream",
            kind: !certificate ? "tawjihi" : certificate.streams === "equivalence" ? "equivalence" : "own",
            certificate: certificate?.name,
            conversion,
          };
    return { error: undefined, prompt, answer: undefined };
  }

  const best = average === undefined ? undefined : scholarshipFor(admission.scholarships, average);
  const tierAt = (level: CatalogDegree["level"]) =>
    average === undefined || level === "graduate"
      ? undefined
      : scholarshipFor(admission.scholarships, average, level as TierLevel);
  const degrees = entryDegrees(r);
  const groups = admissionAnswer(degrees, stream.code, average, {
    closeCallPoints: admission.closeCallPoints,
    streamOrder: r.streams.map((s) => s.code),
  });
  /** A degree's fees, with the tier its own level is given (none: no discount line). */
  const costing = (d: CatalogDegree) => {
    const tier = tierAt(d.level);
    return { cost: planCost(d.sheet, tier), scholarship: tier && tierView(tier) };
  };
  const streamName = (code: string) => r.streams.find((s) => s.code === code)!.name;

  const answer = {
    stream: { code: stream.code, inText: stream.inText },
    /** The former name the query used (`stream=commercial`): the answer says it is this stream. */
    formerly: reading?.formerly && { name: reading.formerly.name },
    average,
    /**
     * The decimals the average is shown with (docs/decisions/029): as typed for a Tawjihi average or
     * one counted as it is, one for an estimate. Only the page rounds, and only to show it.
     */
    averageDecimals: shownDecimals(conversion),
    /**
     * The average the program finder's link carries: the program finder reads a Tawjihi average
     * (one decimal at most), so an average written with more (84.95, an estimate) goes unrounded
     * nowhere and the link carries the stream alone.
     */
    programsAverage: average !== undefined && placesOf(average) <= TAWJIHI_SCALE.decimals ? average : undefined,
    conversion,
    scholarship: best && tierView(best),
    /** The lowest average that earns any tier, for an average that earns none. */
    lowestTier: Math.min(...admission.scholarships.map((t) => t.minAverage)),
    belowBachelorFloor: average !== undefined && average < admission.ministry.bachelorMinimum,
    floors: { bachelor: admission.ministry.bachelorMinimum, diploma: admission.ministry.diplomaMinimum },
    closeCallPoints: admission.closeCallPoints,
    /** Whether the credit-hour fee a student is admitted on stays theirs to the end (content decides). */
    hourFeeFixed: admission.hourFeeFixed,
    contact: admissionOffice(r),
    /** A foreign certificate's way forward when it falls short: an assessment, not a resit. */
    assessment: conversion && assessmentOffice(r),
    open: groups.open.map((o) => ({
      ...row(o.degree),
      notes: admissionNotes(o.degree),
      minimum: o.minimum,
      lastCutoff: o.lastCutoff,
      competitive: o.competitive,
      ...costing(o.degree),
    })),
    close: groups.close.map((c) => ({
      ...row(c.degree),
      notes: admissionNotes(c.degree),
      minimum: c.minimum,
      lastCutoff: c.lastCutoff,
      shortfall: c.shortfall,
      alternatives: c.alternatives.map((a) => ({ href: a.href, name: a.sheet.name })),
      ...costing(c.degree),
    })),
    higher: groups.higher.length,
    notOpen: groups.notOpen.map((n) => ({ ...row(n.degree), streams: n.streams.map(streamName) })),
  };
  return { error: undefined, prompt: undefined, answer: { ...answer, outline: answerOutline(answer) } };
}

export type FinderAnswer = NonNullable<ReturnType<typeof finderAnswer>["answer"]>;
