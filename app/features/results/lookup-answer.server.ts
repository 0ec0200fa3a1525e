/**
 * The no-JavaScript lookup's answer, from the form's fields: the outcome, what to give back to the
 * form, and for a pass the admission answer for that stream and average. One function for the
 * production server's lookup page (lookup-page.server.tsx) and the route's action (development).
 * Each answers in a language the content is written in (decision 026): the production server calls
 * them outside of any page's request, so the language is handed in.
 */
import { registryIn, writtenRegistry } from "#app/content/registry.server.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/i18n/locales.ts";
import { TAWJIHI_SCALE } from "#app/features/admission/score-input.ts";
import { applyFacts, finderAnswer } from "#app/features/admission/finder-answer.ts";
import { announcementWallTime } from "#app/features/admission/results-release.ts";
import { lookupResult, type LookupInput, type ResultsSource } from "./lookup.ts";
import type { LookupAnswer, LookupFacts } from "./ui/ResultsLookup.tsx";

/** The longest value a field may have: a seat is ten digits, a year four (spaces and marks aside). */
export const FIELD_MAX = 32;

/** What the form sent, each field cut to a sane length; a missing field is empty. */
export function lookupInput(form: { get(name: string): unknown }): LookupInput {
  const get = (name: string) => String(form.get(name) ?? "").slice(0, FIELD_MAX);
  return { seat: get("seat"), day: get("day"), month: get("month"), year: get("year") };
}

/** The language a form asks for (its `locale` field): one the content is written in, else the default. */
export function formLocale(form: { get(name: string): unknown }): string {
  const asked = String(form.get("locale") ?? "");
  return writtenRegistry(asked) ? asked : DEFAULT_LOCALE.code;
}

/** Admission answers kept, by language, stream and average: every student with the same ones gets the same one. */
const ANSWERS_KEPT = 1024;
const answers = new Map<string, LookupAnswer["answer"]>();

/**
 * The admission answer for a passing result (the whole catalog weighed: a few milliseconds), made
 * once per language, stream and average and kept (the oldest dropped past ANSWERS_KEPT).
 */
export function resultAnswer(stream: string, average: number, locale: string): LookupAnswer["answer"] {
  const key = `${locale} ${stream} ${average}`;
  if (!answers.has(key)) {
    const registry = registryIn(locale);
    const found = finderAnswer(registry, { certificate: "", stream, average: String(average) }).answer;
    answers.set(key, found && { answer: found, apply: applyFacts(registry) });
    if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  }
  return answers.get(key);
}

export async function lookupAnswer(
  input: LookupInput,
  source: ResultsSource,
  locale: string = DEFAULT_LOCALE.code,
): Promise<LookupAnswer> {
  const outcome = await lookupResult(input, source);
  const record = outcome.kind === "found" ? outcome.record : undefined;
  return {
    outcome,
    // Given back to correct a typo; a found result is not echoed into the form.
    input: outcome.kind === "invalid" || outcome.kind === "notFound" ? input : undefined,
    answer: record?.average !== undefined ? resultAnswer(record.stream, record.average, locale) : undefined,
  };
}

/**
 * The admission answer for a result card (`POST /admission-answer.json`, fields `stream`,
 * `average` and the page's `locale`), as the status and JSON body to send: the answer and how to
 * apply, or 400.
 */
export function admissionAnswerJson(form: { get(name: string): unknown }): { status: number; body: unknown } {
  const registry = registryIn(formLocale(form));
  const { answer } = finderAnswer(registry, {
    certificate: "",
    stream: String(form.get("stream") ?? "").slice(0, FIELD_MAX),
    average: String(form.get("average") ?? "").slice(0, FIELD_MAX),
  });
  if (!answer || answer.average === undefined) return { status: 400, body: { error: "stream and average required" } };
  return { status: 200, body: { answer, apply: applyFacts(registry) } };
}

/** An admission answer as the server sends it, with the stream and average it answers. */
export interface AdmissionCase {
  locale: string;
  stream: string;
  average: string;
  status: number;
  json: string;
}

/**
 * Every admission answer there can be for a result, in every language the content is written in:
 * each stream (and each former code of one) with every average of the Tawjihi scale (a result has one decimal at most, so the
 * scale in steps of a tenth is every average a result can have), and a refused one. The server
 * pads every answer to the largest of these (docs/decisions/011). Made once, at start.
 */
export function admissionCases(): AdmissionCase[] {
  const cases: AdmissionCase[] = [];
  const { min, max, decimals } = TAWJIHI_SCALE;
  const step = 10 ** decimals;
  for (const { code: locale } of LOCALES) {
    const registry = writtenRegistry(locale);
    if (!registry) continue;
    // A former code (`commercial`) answers for today's stream and says so: a little longer.
    const codes = registry.streams.flatMap((s) => [s.code, ...(s.aliases ?? []).map((a) => a.code)]);
    for (const stream of codes)
      for (let tenth = min * step; tenth <= max * step; tenth++) {
        const average = (tenth / step).toFixed(decimals);
        const { status, body } = admissionAnswerJson(new URLSearchParams({ locale, stream, average }));
        cases.push({ locale, stream, average, status, json: JSON.stringify(body) });
      }
    const { status, body } = admissionAnswerJson(new URLSearchParams({ locale }));
    cases.push({ locale, stream: "", average: "", status, json: JSON.stringify(body) });
  }
  return cases;
}

/** What the lookup shows besides an answer: the season's zone and expected moment, the streams' names. */
export function lookupFacts(locale: string = DEFAULT_LOCALE.code): LookupFacts {
  const { admission, streams } = registryIn(locale);
  return {
    timeZone: admission.resultsSeason.timeZone,
    expected: announcementWallTime(admission.resultsSeason),
    streams: streams.map((s) => ({ code: s.code, name: s.name })),
    officialService: {
      name: admission.resultsSeason.officialService.name,
      url: admission.resultsSeason.officialService.url,
    },
  };
}
