/**
 * What a result card hands the program finder (`/programs`) when the student follows its link: the
 * stream, the average and the programs the card's answer opens, carried in the navigation's
 * history state and never in a URL. The finder's own links (`?stream=…&average=…`, typed by a
 * student) stay shareable; a result's must not be written where a preload, a cache or an access
 * log keeps it beside the student's address (docs/decisions/011). The finder shows the programs
 * as the card has them: the rules that chose them ran once, for the card.
 */
import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";

export interface FinderHandover {
  /** The stream's code, as the finder's stream field takes it. */
  stream: string;
  /** The stream as the finder's sentences name it (`الفرع العلمي`). */
  streamText: string;
  average: number;
  /** The degrees the answer opens, each with its minimum for the stream. */
  open: { id: string; minimum: number }[];
}

/** The hand-over of an answer, under the history state's key it is read back from. */
export function finderHandover(a: FinderAnswer): { finderHandover: FinderHandover } | undefined {
  if (a.average === undefined) return undefined;
  return {
    finderHandover: {
      stream: a.stream.code,
      streamText: a.stream.inText,
      average: a.average,
      open: a.open.map((d) => ({ id: d.id, minimum: d.minimum })),
    },
  };
}

/** The hand-over a location's state carries, if it carries one as finderHandover wrote it. */
export function readFinderHandover(state: unknown): FinderHandover | undefined {
  const h = (state as { finderHandover?: Partial<FinderHandover> } | null | undefined)?.finderHandover;
  if (!h || typeof h.stream !== "string" || typeof h.streamText !== "string" || typeof h.average !== "number")
    return undefined;
  if (!Array.isArray(h.open) || !h.open.every((o) => typeof o?.id === "string" && typeof o.minimum === "number"))
    return undefined;
  return h as FinderHandover;
}
