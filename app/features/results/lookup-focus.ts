/**
 * Where the results lookup puts the student once it answers (issue 56): at the first field in
 * error, or at the answer itself (the card's heading, or the sentence that says why there is no
 * card). Focus, not a live region, for both: the student is taken where the next step is, the
 * screen reader reads that one element (a field's name, «invalid» and its message; the student's
 * name as a heading; the sentence), and the page reads the same without JavaScript, where the
 * production server's answer marks the same element `autofocus` (lookup-page.server.tsx; a live
 * region in a page just loaded is not announced).
 */
import type { LookupOutcome } from "./lookup.ts";

/** The id of the sentence that answers a lookup without a card (not found, not yet, refused). */
export const LOOKUP_ANSWER_ID = "lookup-answer";
/** The id of the card's heading: the student's name. */
export const RESULT_TITLE_ID = "result-title";

/** The id of the element that takes focus after this answer: the form's fields are `seat` and `dob-{part}`. */
export function lookupFocusId(outcome: LookupOutcome): string {
  if (outcome.kind === "invalid") return outcome.seat ? "seat" : `dob-${outcome.dobParts[0] ?? "day"}`;
  return outcome.kind === "found" ? RESULT_TITLE_ID : LOOKUP_ANSWER_ID;
}
