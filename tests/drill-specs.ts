/**
 * The browser specs of what the site answers from its content (the admission answer, search): the
 * content drill runs them on a copy with a year of the office's edits (scripts/drill/run.ts), and
 * `npm test` runs them there only, once per gate, not also on this year's content (decision 025).
 * Every other spec runs on this year's content only, and reads no sample slug or name
 * (tests/e2e-sample-free.rules.test.ts, decision 024).
 */
export const DRILL_SPECS = /\b(admission|search)\.spec\.ts$/;
