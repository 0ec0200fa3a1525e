/**
 * The admission finder's situations, chosen by property from the content (a stream no program
 * takes, an average that opens exactly one program …) rather than named by hand, so that the sheet
 * follows the content as it changes. Pure: answers worked out from the registry, nothing rendered.
 * Several block files use them (the result card shows an answer the finder's blocks found).
 */
import type { Registry } from "#app/content/registry.ts";
import type { ProgramSheet } from "#app/content/schema.ts";
import { applyFacts, finderAnswer, type FinderAnswer } from "#app/features/admission/finder-answer.ts";

export type Stream = Registry["streams"][number];

/** A stream and a score, and the finder's answer for them. */
export interface Found {
  stream: Stream;
  average: number;
  answer: FinderAnswer;
}

export interface FinderSituations {
  /** What the answers link to (the admission portal). */
  apply: ReturnType<typeof applyFacts>;
  streams: Registry["streams"];
  /** The finder's answer for a stream, an average (none: the empty field) and a certificate (memoized). */
  answerFor: (stream: string, average?: number, certificate?: string) => FinderAnswer;
  /**
   * Of every stream and score whose answer has the property, the shortest answer (then the first in
   * content order, lowest score first): the sheet stays readable as the content grows.
   */
  shortest: (property: (a: FinderAnswer) => boolean, scores?: number[], certificate?: string) => Found | undefined;
}

export function finderSituations(registry: Registry): FinderSituations {
  const apply = applyFacts(registry);
  const streams = registry.streams;
  const answers = new Map<string, FinderAnswer>();
  const answerFor = (stream: string, average?: number, certificate = "") => {
    const query = { certificate, stream, average: average === undefined ? "" : String(average) };
    const key = JSON.stringify(query);
    if (!answers.has(key)) answers.set(key, finderAnswer(registry, query).answer!);
    return answers.get(key)!;
  };
  /** Averages from the ministry's floor for diplomas to 100, by halves. */
  const averages = Array.from({ length: 101 }, (_, i) => 50 + i / 2);
  /** How long an answer reads: its degrees with their notes and fees (the closed list aside). */
  const length = (a: FinderAnswer) => a.open.length + a.close.length;
  const shortest = (property: (a: FinderAnswer) => boolean, scores = averages, certificate = "") => {
    let best: Found | undefined;
    for (const stream of streams)
      for (const average of scores) {
        // A certificate without streams takes only the streams it is equated to: with another, the
        // finder answers with an error, not a list (finder-answer.ts), so there is no answer to read.
        const answer = answerFor(stream.code, average, certificate) as FinderAnswer | undefined;
        if (answer && property(answer) && (!best || length(answer) < length(best.answer)))
          best = { stream, average, answer };
      }
    return best;
  };
  return { apply, streams, answerFor, shortest };
}

/** A situation as a block's source line reads it: `certificate=… stream=… average=…`. */
export const situation = (found: { stream: Stream; average: number }, certificate?: string) =>
  `${certificate ? `certificate=${certificate} ` : ""}stream=${found.stream.code} average=${found.average}`;

/** A certificate without streams of its own (the equivalence's, as IB's), else the first. */
export const equivalenceCertificate = (registry: Registry) =>
  registry.admission.certificates.find((c) => c.streams === "equivalence") ?? registry.admission.certificates[0];

/** The content as if no degree took `stream` (its minimums and last cut-offs gone). */
export function withoutStream(r: Registry, stream: string): Registry {
  const drop = <T>(record: Record<string, T> | undefined) =>
    record && Object.fromEntries(Object.entries(record).filter(([code]) => code !== stream));
  const sheet = <S extends { admission: ProgramSheet["admission"] }>(p: S): S => ({
    ...p,
    admission: { ...p.admission, minimums: drop(p.admission.minimums), lastCutoff: drop(p.admission.lastCutoff) },
  });
  return {
    ...r,
    programs: r.programs.map(sheet),
    colleges: r.colleges.map((c) => (c.degreeProgram ? { ...c, degreeProgram: sheet({ ...c.degreeProgram }) } : c)),
  };
}
