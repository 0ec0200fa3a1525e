/**
 * The browser specs of what the site answers from its content (the admission answer, search) and
 * of the notices the drill's edits post (the shipped file shows none now): the content drill runs
 * them on a copy with a year of the office's edits (scripts/drill/run.ts), and `npm test` runs them
 * there only, once per gate, not also on this year's content (decision 025). The notices' spec
 * builds no site of its own: it reads the drill's.
 * Every other spec runs on this year's content only, and reads no sample slug or name
 * (tests/e2e-sample-free.rules.test.ts, decision 024).
 */
export const DRILL_SPECS = /\b(admission|search|notices)\.spec\.ts$/;
