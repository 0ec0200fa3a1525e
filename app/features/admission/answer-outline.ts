/**
 * Which parts of the admission answer show, and how they join, pure: a sentence never points at a
 * list that is empty («compare these programs» under no program, «and there are…» after nothing),
 * and an answer for a stream no program takes says that first, not what an average opens.
 */

/** What the outline reads of an answer: its groups' sizes, the average, and whether it is an estimate. */
export interface OutlineInput {
  average?: number;
  conversion?: { exact: boolean };
  open: readonly unknown[];
  close: readonly unknown[];
  /** How many degrees take the stream with a minimum far above the average. */
  higher: number;
  notOpen: readonly unknown[];
}

export interface AnswerOutline {
  /** How many degrees take the stream at all: open, close or far above the average. */
  accepting: number;
  /**
   * The answer's heading: what an average opens, what an estimated average about opens, which
   * degrees take the stream (no average), or that no degree takes it this year.
   */
  heading: "average" | "estimate" | "stream" | "notTaken";
  /** The count of degrees the student can apply to (with an average, for a stream some degree takes). */
  openTitle: boolean;
  /** The scholarship earned (or where they start) and the ministry's floor: with an average, for a taken stream. */
  scholarship: boolean;
  /** The fee note above the degrees and the link to compare them in the program finder: only with degrees to read. */
  costNote: boolean;
  finder: boolean;
  /** Why nothing is open, when nothing is: every minimum is above the average, or no degree takes the stream. */
  none?: "belowMinimums" | "streamNotTaken";
  /**
   * The degrees far above the average: a sentence joined with «و» to the open or close list before
   * it. With neither list, it would say again what `none: "belowMinimums"` says, so it is left out.
   */
  higher?: "and";
}

export function answerOutline(a: OutlineInput): AnswerOutline {
  const accepting = a.open.length + a.close.length + a.higher;
  const taken = accepting > 0;
  const withAverage = a.average !== undefined;
  return {
    accepting,
    heading: !taken
      ? "notTaken"
      : !withAverage
        ? "stream"
        : a.conversion && !a.conversion.exact
          ? "estimate"
          : "average",
    openTitle: taken && withAverage,
    scholarship: taken && withAverage,
    costNote: a.open.length > 0,
    finder: a.open.length > 0,
    none: a.open.length > 0 ? undefined : taken ? "belowMinimums" : "streamNotTaken",
    higher: a.higher > 0 && a.open.length + a.close.length > 0 ? "and" : undefined,
  };
}
