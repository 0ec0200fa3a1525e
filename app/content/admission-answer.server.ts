/**
 * The admission finder's answer as the page shows it: the pure rules (features/admission) applied
 * to the catalog, with names, links and figures resolved. Only what the page shows travels in its
 * HTML and payload.
 */
import type { Registry } from "./registry";
import { entryDegrees, type CatalogDegree } from "./catalog";
import { admissionAnswer } from "~/features/admission/answer";
import { convertCertificate, scholarshipFor } from "~/features/admission/eligibility";
import { planCost } from "~/features/admission/plan-cost";
import { readScore, TAWJIHI_SCALE } from "~/features/admission/score-input";

/** What the finder's form sent, as read from the URL (`certificate` empty: the Palestinian Tawjihi). */
export interface FinderQuery {
  certificate: string;
  stream: string;
  average: string;
}

export type FinderError =
  | { field: "average"; kind: "malformed" }
  | { field: "average"; kind: "range"; certificate?: string; min: number; max: number }
  | { field: "stream"; kind: "missing" };

const row = (d: CatalogDegree) => ({
  id: d.id,
  href: d.href,
  name: d.sheet.name,
  /** The degree's name, unless the program's name already is it (Pharm.D., DDS). */
  degreeName: d.sheet.name === d.degreeName ? undefined : d.degreeName,
  collegeName: d.college.name,
  diploma: d.level === "diploma",
});
export type DegreeRow = ReturnType<typeof row>;

/** Where the answer's last step sends a student: the admission portal (content/site.yaml). */
export function applyFacts(r: Registry) {
  const portal = r.site.portals.find((p) => p.key === "admission")!;
  return { portal: { name: portal.name, url: portal.url } };
}

/** The finder's answer for a query; `undefined` until a stream is chosen. */
export function finderAnswer(r: Registry, query: FinderQuery) {
  const { admission } = r;
  const certificate = admission.certificates.find((c) => c.code === query.certificate);
  const stream = r.streams.find((s) => s.code === query.stream);
  const scale = certificate?.scale ?? TAWJIHI_SCALE;
  const reading = readScore(query.average, scale);

  let error: FinderError | undefined;
  if (reading.kind === "malformed") error = { field: "average", kind: "malformed" };
  else if (reading.kind === "range") error = { field: "average", kind: "range", certificate: certificate?.name, ...scale };
  else if (reading.kind === "value" && !stream) error = { field: "stream", kind: "missing" };
  if (error || !stream) return { error, answer: undefined };

  const score = reading.kind === "value" ? reading.value : undefined;
  const average = score === undefined ? undefined : certificate ? convertCertificate(certificate, score) : score;
  const tier = average === undefined ? undefined : scholarshipFor(admission.scholarships, average);
  const degrees = entryDegrees(r);
  const groups = admissionAnswer(degrees, stream.code, average, {
    closeCallPoints: admission.closeCallPoints,
    streamOrder: r.streams.map((s) => s.code),
  });
  const cost = (d: CatalogDegree) => planCost(d.sheet, tier);
  const streamName = (code: string) => r.streams.find((s) => s.code === code)!.name;

  return {
    error,
    answer: {
      stream: { code: stream.code, inText: stream.inText },
      average,
      /** A foreign certificate's score and what it converts to: an estimate, and so is its stream. */
      conversion:
        certificate && score !== undefined && average !== undefined
          ? {
              name: certificate.name,
              score,
              max: certificate.scale.max,
              percent: average,
              /** The certificate's percentage counts as it is (the Jordanian Tawjihi): no estimate. */
              exact: certificate.conversion.every((anchor) => anchor.score === anchor.percent),
              streamByEquivalence: certificate.streams === "equivalence",
            }
          : undefined,
      scholarship: tier && {
        name: tier.name,
        discountPercent: tier.discountPercent,
        appliesTo: tier.appliesTo,
        minSemesterHours: tier.minSemesterHours,
        conditions: tier.conditions,
      },
      /** The lowest average that earns any tier, for an average that earns none. */
      lowestTier: Math.min(...admission.scholarships.map((t) => t.minAverage)),
      belowBachelorFloor: average !== undefined && average < admission.ministry.bachelorMinimum,
      floors: { bachelor: admission.ministry.bachelorMinimum, diploma: admission.ministry.diplomaMinimum },
      closeCallPoints: admission.closeCallPoints,
      open: groups.open.map((o) => ({
        ...row(o.degree),
        minimum: o.minimum,
        lastCutoff: o.lastCutoff,
        competitive: o.competitive,
        cost: cost(o.degree),
      })),
      close: groups.close.map((c) => ({
        ...row(c.degree),
        minimum: c.minimum,
        lastCutoff: c.lastCutoff,
        shortfall: c.shortfall,
        alternatives: c.alternatives.map((a) => ({ href: a.href, name: a.sheet.name })),
        cost: cost(c.degree),
      })),
      higher: groups.higher.length,
      notOpen: groups.notOpen.map((n) => ({ ...row(n.degree), streams: n.streams.map(streamName) })),
    },
  };
}

export type FinderAnswer = NonNullable<ReturnType<typeof finderAnswer>["answer"]>;
