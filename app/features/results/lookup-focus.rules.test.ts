/**
 * After each answer the student is at the next step: the first field in error in the form's order
 * (seat number, then day, month, year), else the answer (the card's heading, or the sentence).
 */
import { describe, expect, it } from "vitest";
import { lookupFocusId } from "./lookup-focus.ts";
import type { LookupOutcome } from "./lookup.ts";

const record = { name: "اسم", stream: "scientific", average: 90, result: "pass" as const };

describe("lookupFocusId", () => {
  it.each<[string, LookupOutcome, string]>([
    ["a bad seat before a bad date", { kind: "invalid", seat: true, dob: "incomplete", dobParts: ["day"] }, "seat"],
    ["a bad seat alone", { kind: "invalid", seat: true, dob: false, dobParts: [] }, "seat"],
    [
      "a missing month and year",
      { kind: "invalid", seat: false, dob: "incomplete", dobParts: ["month", "year"] },
      "dob-month",
    ],
    ["an impossible day", { kind: "invalid", seat: false, dob: "impossible", dobParts: ["day"] }, "dob-day"],
    ["a year of two digits", { kind: "invalid", seat: false, dob: "incomplete", dobParts: ["year"] }, "dob-year"],
    ["a card", { kind: "found", record, sample: false }, "result-title"],
    ["not found", { kind: "notFound", sample: false }, "lookup-answer"],
    ["not yet", { kind: "unavailable", state: "before" }, "lookup-answer"],
    ["refused", { kind: "refused", reason: "busy", retryS: 5 }, "lookup-answer"],
  ])("%s → #%s", (_, outcome, id) => {
    expect(lookupFocusId(outcome)).toBe(id);
  });
});
