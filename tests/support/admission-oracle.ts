/**
 * A second, deliberately plain reading of the admission rules, straight from the content's YAML
 * (content/admission.yaml, streams.yaml, degrees.yaml, programs/*.yaml and the colleges that teach
 * one degree), for the browser test that checks the finder's answer end to end
 * (tests/e2e/admission-oracle.spec.ts). It shares nothing with app/features/admission nor with the
 * app's registry: if the rules there drift from what the content says, the two readings disagree.
 *
 * What it reads, as the content states it:
 * - A score is used as typed, never rounded. A foreign certificate's score becomes a percentage by
 *   straight lines between its `conversion` anchors, computed exactly (in hundredths, integers
 *   only), so 43.99 A Level points are 84.9875%, below 85.
 * - The Palestinian Tawjihi (no certificate chosen) is written 50 to 100 with one decimal (the
 *   ministry's format; not in the content): an average with two decimals is refused, not rounded.
 * - A certificate with `streams: own` has the streams of streams.yaml; one with `streams:
 *   equivalence` only the streams the ministry equates it to, as `equivalenceStreams` names them
 *   (a stream whose Arabic name is in the Arabic text and English name in the English one).
 * - A degree opens when the percentage is at least its minimum for the stream and at least the
 *   ministry's floor for its level (bachelorMinimum for undergraduate degrees, diplomaMinimum for
 *   diplomas).
 * - A scholarship tier applies at or above its `minAverage`; the answer names the highest one
 *   earned; a degree gets the highest one given at its level. Its discount counts on the first
 *   year's hours (`appliesTo: first-year`), or on the semesters with at least `minSemesterHours`
 *   hours and the plan's last semester (what remains), or on every semester; the saving is rounded
 *   to the dinar.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export type Lang = "ar" | "en";

/* eslint-disable @typescript-eslint/no-explicit-any -- raw YAML, read plainly */
type Raw = any;

export interface OracleCertificate {
  /** "" for the Palestinian Tawjihi, the default of the finder's form. */
  code: string;
  min: number;
  max: number;
  /** The most decimals a score is written with (the Palestinian Tawjihi: 1); undefined: any. */
  decimals?: number;
  /** Anchors, in hundredths: [score, percent]. */
  anchors: [number, number][];
  /** The stream codes a holder may choose. */
  streams: string[];
}

export interface OracleTier {
  name: Record<Lang, string>;
  minAverage: number;
  discountPercent: number;
  appliesTo: string;
  minSemesterHours?: number;
  levels: string[];
}

export interface OracleDegree {
  name: Record<Lang, string>;
  level: string;
  creditHours: number;
  tuitionPerHour: number;
  /** stream code → minimum percentage. */
  minimums: Record<string, number>;
  /** Each semester of the plan in order: its year and its hours. */
  semesters: { year: number; hours: number }[];
}

export interface OracleContent {
  streams: { code: string; name: Record<Lang, string> }[];
  certificates: OracleCertificate[];
  tiers: OracleTier[];
  /** Ministry floor by level. */
  floors: Record<string, number>;
  degrees: OracleDegree[];
}

const readYaml = (path: string): Raw => parse(readFileSync(path, "utf8"));
const yamlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => readYaml(join(dir, f)));

/** A number in hundredths, as an integer: 84.95 → 8495. */
export const hundredths = (n: number) => Math.round(n * 100);

/** Reads the admission rules from a content folder (`content` or the fixture's). */
export function readAdmissionContent(contentDir = "content"): OracleContent {
  const admission = readYaml(join(contentDir, "admission.yaml"));
  const streams = (readYaml(join(contentDir, "streams.yaml")).streams as Raw[]).map((s) => ({
    code: s.code as string,
    name: { ar: s.name as string, en: (s.en?.name ?? s.name) as string },
  }));
  const levelOf = new Map<string, string>(
    (readYaml(join(contentDir, "degrees.yaml")).degrees as Raw[]).map((d) => [d.code, d.level]),
  );
  const allStreams = streams.map((s) => s.code);
  const equated = (): string[] => {
    const ar: string = admission.equivalenceStreams;
    const en: string | undefined = admission.en?.equivalenceStreams?.toLowerCase();
    return streams
      .filter((s) => ar.includes(s.name.ar) && (en === undefined || en.includes(s.name.en.toLowerCase())))
      .map((s) => s.code);
  };
  const certificates: OracleCertificate[] = [
    {
      code: "",
      min: 50,
      max: 100,
      decimals: 1,
      anchors: [
        [5000, 5000],
        [10000, 10000],
      ],
      streams: allStreams,
    },
    ...(admission.certificates as Raw[]).map((c) => ({
      code: c.code as string,
      min: c.scale.min as number,
      max: c.scale.max as number,
      decimals: c.scale.decimals as number | undefined,
      anchors: (c.conversion as Raw[])
        .map((a): [number, number] => [hundredths(a.score), hundredths(a.percent)])
        .sort((a, b) => a[0] - b[0]),
      streams: Array.isArray(c.streams)
        ? (c.streams as string[])
        : c.streams === "own"
          ? allStreams
          : ((admission.equivalentStreams as string[] | undefined) ?? equated()),
    })),
  ];
  const tiers: OracleTier[] = (admission.scholarships as Raw[]).map((t) => ({
    name: { ar: t.name, en: t.en?.name ?? t.name },
    minAverage: t.minAverage,
    discountPercent: t.discountPercent,
    appliesTo: t.appliesTo,
    minSemesterHours: t.minSemesterHours,
    levels: t.levels,
  }));
  const floors = { undergraduate: admission.ministry.bachelorMinimum, diploma: admission.ministry.diplomaMinimum };
  const sheets: Raw[] = [
    ...yamlFiles(join(contentDir, "programs")),
    ...yamlFiles(join(contentDir, "colleges"))
      .map((c) => c.degreeProgram)
      .filter(Boolean),
  ];
  const degrees: OracleDegree[] = sheets
    .filter((p) => p.admission?.minimums)
    .map((p) => ({
      name: { ar: p.name, en: p.nameEn },
      level: levelOf.get(p.degree)!,
      creditHours: p.creditHours,
      tuitionPerHour: p.tuitionPerHour,
      minimums: Object.fromEntries((p.admission.minimums as Raw[]).map((m) => [m.stream, m.minimum])),
      semesters: (p.studyPlan as Raw[]).flatMap((y) =>
        (y.semesters as Raw[]).map((s) => ({
          year: y.year as number,
          hours: (s.courses as Raw[]).reduce((n: number, c: Raw) => n + c.hours, 0),
        })),
      ),
    }));
  return { streams, certificates, tiers, floors, degrees };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A certificate's score (in hundredths) as a percentage: an exact fraction `num / den`, in hundredths. */
export function percentOf(cert: OracleCertificate, score: number): { num: number; den: number } {
  const a = cert.anchors;
  if (score <= a[0][0]) return { num: a[0][1], den: 1 };
  for (let i = 1; i < a.length; i++) {
    const [x0, y0] = a[i - 1];
    const [x1, y1] = a[i];
    if (score <= x1) return { num: y0 * (x1 - x0) + (score - x0) * (y1 - y0), den: x1 - x0 };
  }
  return { num: a[a.length - 1][1], den: 1 };
}

/** Whether an exact percentage is at least `threshold` (a percentage as the content writes it). */
const atLeast = (p: { num: number; den: number }, threshold: number) => p.num >= hundredths(threshold) * p.den;

/** The score on the certificate's scale at which its percentage reaches `percent` (undefined off the scale). */
export function scoreAt(cert: OracleCertificate, percent: number): number | undefined {
  const y = hundredths(percent);
  const a = cert.anchors;
  for (let i = 1; i < a.length; i++) {
    const [x0, y0] = a[i - 1];
    const [x1, y1] = a[i];
    if (y0 <= y && y <= y1 && y1 > y0) return (x0 + ((y - y0) * (x1 - x0)) / (y1 - y0)) / 100;
  }
  return undefined;
}

export interface ExpectedProgram {
  name: string;
  perHour: number;
  before: number;
  /** The tier named on the degree, and its total after the discount; none: no discount line. */
  tier?: string;
  after?: number;
}

export type Expected = { kind: "refused"; why: string } | { kind: "answer"; open: ExpectedProgram[]; tier?: string };

const decimalsOf = (typed: string) => (typed.split(".")[1] ?? "").replace(/0+$/, "").length;

/** The highest tier earned at a percentage, among those given at `level` (any level when none). */
function bestTier(tiers: OracleTier[], p: { num: number; den: number }, level?: string) {
  return tiers
    .filter((t) => level === undefined || t.levels.includes(level))
    .filter((t) => atLeast(p, t.minAverage))
    .sort((a, b) => b.minAverage - a.minAverage)[0];
}

/** The hours of a plan a tier's discount counts on. */
export function discountedHours(degree: OracleDegree, tier: OracleTier): number {
  const semesters = degree.semesters.filter((s) => s.hours > 0);
  const last = semesters.length - 1;
  const counted =
    tier.appliesTo === "first-year"
      ? semesters.filter((s) => s.year === 1)
      : semesters.filter(
          (s, i) => tier.minSemesterHours === undefined || s.hours >= tier.minSemesterHours || i === last,
        );
  return counted.reduce((n, s) => n + s.hours, 0);
}

/**
 * What the finder should answer for a certificate (`""`: the Palestinian Tawjihi), a stream and a
 * score as the student typed it (Western digits, a dot for decimals), in a language.
 */
export function expectedAnswer(
  content: OracleContent,
  certificate: string,
  stream: string,
  typed: string,
  lang: Lang,
): Expected {
  const cert = content.certificates.find((c) => c.code === certificate);
  if (!cert) return { kind: "refused", why: `no certificate ${certificate}` };
  const score = Number(typed);
  if (!(score >= cert.min && score <= cert.max)) return { kind: "refused", why: "outside the scale" };
  if (cert.decimals !== undefined && decimalsOf(typed) > cert.decimals)
    return { kind: "refused", why: `more than ${cert.decimals} decimal(s)` };
  if (!cert.streams.includes(stream)) return { kind: "refused", why: `the certificate has no stream ${stream}` };

  const p = percentOf(cert, hundredths(score));
  const taking = content.degrees.filter((d) => d.minimums[stream] !== undefined);
  const open = taking
    .filter((d) => atLeast(p, d.minimums[stream]) && atLeast(p, content.floors[d.level] ?? 0))
    .map((d): ExpectedProgram => {
      const before = d.creditHours * d.tuitionPerHour;
      const tier = bestTier(content.tiers, p, d.level);
      if (!tier) return { name: d.name[lang], perHour: d.tuitionPerHour, before };
      const saving = Math.round((discountedHours(d, tier) * d.tuitionPerHour * tier.discountPercent) / 100);
      return { name: d.name[lang], perHour: d.tuitionPerHour, before, tier: tier.name[lang], after: before - saving };
    });
  // The answer names the tier earned when some degree takes the stream (else it says none does).
  const tier = taking.length ? bestTier(content.tiers, p)?.name[lang] : undefined;
  return { kind: "answer", open, tier };
}

export interface OracleCase {
  certificate: string;
  stream: string;
  /** The score as typed: at most two decimals. */
  typed: string;
}

/**
 * The offsets around a threshold the check types, in hundredths: on it, ±0.01 and ±0.05; for a
 * certificate written with one decimal (the Palestinian Tawjihi), on it, ±0.1, and 0.05 below it;
 * for one written in whole numbers (IB), on it, ±1, and ±0.01 and ±0.05, which must be refused,
 * not rounded to the threshold.
 */
const offsets = (cert: OracleCertificate) =>
  cert.decimals === 0 ? [0, -100, 100, -1, -5, 5] : cert.decimals === 1 ? [0, -10, 10, -5] : [0, -1, 1, -5, 5];
/** On a threshold and one written step below it: each side of it, no more. */
const sides = (cert: OracleCertificate) => [0, -step(cert)];

/** The smallest score the certificate can be written with at or above `at` (hundredths). */
export const writable = (cert: OracleCertificate, at: number) =>
  cert.decimals === 0 ? Math.ceil(at / 100) * 100 : cert.decimals === 1 ? Math.ceil(at / 10) * 10 : at;
/** One step of the certificate's written precision, in hundredths. */
export const step = (cert: OracleCertificate) => (cert.decimals === 0 ? 100 : cert.decimals === 1 ? 10 : 1);

/**
 * The percentages at which the programs a stream opens change: for each degree that takes the
 * stream, its minimum, or its level's ministry floor when that is higher.
 */
export function programThresholds(content: OracleContent, stream: string): number[] {
  const taking = content.degrees.filter((d) => d.minimums[stream] !== undefined);
  return [...new Set(taking.map((d) => Math.max(d.minimums[stream], content.floors[d.level] ?? 0)))];
}

/**
 * Every case the end-to-end check types: each certificate × each stream it allows × the score at
 * each program threshold of the stream (converted to the certificate's scale, to two decimals) and
 * around it (`offsets`; with `around: "both sides"`, on it and one written step below it), within
 * the scale. A tier depends on the average and the degree's level only, so the
 * tiers' thresholds are typed in one stream per certificate: the one the most degrees take. Each
 * stream a certificate does not allow is typed once, at the top of its scale.
 */
export function oracleCases(
  content: OracleContent,
  { around = "every offset" }: { around?: "every offset" | "both sides" } = {},
): OracleCase[] {
  const cases: OracleCase[] = [];
  const taking = (stream: string) => content.degrees.filter((d) => d.minimums[stream] !== undefined).length;
  for (const cert of content.certificates) {
    const widest = [...cert.streams].sort((a, b) => taking(b) - taking(a))[0];
    for (const stream of content.streams.map((s) => s.code)) {
      if (!cert.streams.includes(stream)) {
        cases.push({ certificate: cert.code, stream, typed: String(cert.max) });
        continue;
      }
      const percents = [
        ...programThresholds(content, stream),
        ...(stream === widest ? content.tiers.map((t) => t.minAverage) : []),
      ];
      const scores = new Set<number>();
      for (const t of percents) {
        const at = scoreAt(cert, t);
        if (at === undefined) continue;
        for (const offset of around === "both sides" ? sides(cert) : offsets(cert)) {
          const s = writable(cert, hundredths(at)) + offset;
          if (s >= hundredths(cert.min) && s <= hundredths(cert.max)) scores.add(s);
        }
      }
      for (const s of [...scores].sort((a, b) => a - b))
        cases.push({ certificate: cert.code, stream, typed: String(s / 100) });
    }
  }
  return cases;
}
