/**
 * One lookup of a result, the same in the browser (files fetched from the site or its CDN) and in
 * the server's no-JavaScript fallback (files read from RESULTS_DIR): only the source differs.
 *
 * A wrong date of birth and an unknown seat number take the same steps (one derivation, one file
 * that is not there) and give the same answer: "not found". Nothing can be learnt about a seat
 * without its date of birth, and there is nothing to list.
 */
import { deriveMaster, openRecord, recordPath, type ResultRecord } from "./record-crypto.ts";
import { calendarDate, canonicalSeat } from "./key-fields.ts";
import { canDerive, lookupState, type PublicPointer } from "./published.ts";
import { westernDigits } from "#app/lib/format.ts";

/** What the form sends: the seat number and the date of birth in three parts, as typed. */
export interface LookupInput {
  seat: string;
  day: string;
  month: string;
  year: string;
}

export interface ResultsSource {
  /** The pointer as this source sees it: without the salt before the release. */
  pointer(): Promise<PublicPointer | undefined>;
  /** The bytes of `{version}/{path}`, or undefined (a miss, or not yet released). */
  record(version: string, path: string): Promise<Uint8Array | undefined>;
  /** The server's time (ms). */
  now(): number;
}

export type LookupOutcome =
  /**
   * A field the form cannot use: `dob` `incomplete` (a part missing, or not digits, or a year not
   * of four), `impossible` (complete, but no day of the calendar: 31/2, day 0, month 13), or
   * `future` (a real day that has not come yet: a slip in the year, 2090 for 2009).
   */
  | { kind: "invalid"; seat: boolean; dob: DateOfBirthProblem | false; dobParts: DatePart[] }
  | { kind: "unavailable"; state: "none" | "before" | "closed"; releaseAt?: string }
  | { kind: "notFound"; sample: boolean }
  | { kind: "found"; record: ResultRecord; sample: boolean }
  /** Not looked up: the server refused (too many guesses from this address, or too busy); try again in `retryS`. */
  | { kind: "refused"; reason: "limited" | "busy"; retryS: number };

/** Why a date of birth cannot be used: a part is missing or not digits, no such day exists, or it is still to come. */
export const DATE_OF_BIRTH_PROBLEMS = ["incomplete", "impossible", "future"] as const;
export type DateOfBirthProblem = (typeof DATE_OF_BIRTH_PROBLEMS)[number];

/** A field of the date of birth: the form marks each one in error (`aria-invalid`). */
export type DatePart = "day" | "month" | "year";

/**
 * The date of birth from its three fields as `YYYY-MM-DD`, or what is wrong with it and in which
 * fields: `incomplete` (a part empty or not digits, a year not of four digits: those parts),
 * `impossible` (31/2, day 0: the day; month 13: the month), `future` (later than `latest`, a
 * `YYYY-MM-DD` day: the year, where such a slip is made).
 */
export function readDateOfBirth(
  input: Pick<LookupInput, "day" | "month" | "year">,
  latest?: string,
): { date: string } | { problem: DateOfBirthProblem; parts: DatePart[] } {
  const typed = (["day", "month", "year"] as const).map((part) => westernDigits(input[part].trim()));
  const [day, month, year] = typed.map(Number);
  // Each part one to four digits, the year four.
  const incomplete = (["day", "month", "year"] as const).filter(
    (_, i) => !/^\d{1,4}$/.test(typed[i]) || (i > 1 && typed[i].length < 4),
  );
  if (incomplete.length) return { problem: "incomplete", parts: incomplete };
  const date = calendarDate(year, month, day);
  if (!date) return { problem: "impossible", parts: [month > 0 && month < 13 ? "day" : "month"] };
  return latest && date > latest ? { problem: "future", parts: ["year"] } : { date };
}

/**
 * The latest date of birth a lookup takes at `now` (ms): tomorrow by UTC's calendar, which is
 * already today on Earth's easternmost clocks (UTC+14), so no real date is ever called still to
 * come. What this catches is a year mistyped (2090 for 2009), which would otherwise cost a
 * derivation and answer «not found», as if the seat number were wrong.
 */
export function latestDateOfBirth(now: number): string {
  return new Date(now + 86_400_000).toISOString().slice(0, 10);
}

export async function lookupResult(input: LookupInput, source: ResultsSource): Promise<LookupOutcome> {
  const seat = canonicalSeat(input.seat);
  const read = readDateOfBirth(input, latestDateOfBirth(source.now()));
  const dob = "date" in read ? read.date : undefined;
  if (!seat || !dob)
    return {
      kind: "invalid",
      seat: !seat,
      dob: "problem" in read ? read.problem : false,
      dobParts: "parts" in read ? read.parts : [],
    };
  const pointer = await source.pointer();
  const state = lookupState(pointer, source.now());
  if (state !== "open") return { kind: "unavailable", state, releaseAt: pointer?.releaseAt };
  // The moment has come by the clock, but the pointer in hand was read (or cached) before it:
  // not yet, and the page asks again.
  if (!canDerive(pointer)) return { kind: "unavailable", state: "before", releaseAt: pointer?.releaseAt };
  const master = await deriveMaster(seat, dob, pointer);
  const path = await recordPath(master);
  const file = await source.record(pointer.version, path);
  const record = file && (await openRecord(master, path, file));
  return record ? { kind: "found", record, sample: pointer.sample } : { kind: "notFound", sample: pointer.sample };
}
