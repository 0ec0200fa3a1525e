/**
 * The date of birth's three fields: a part missing is «enter it in full», a complete date that no
 * calendar has (31/2, day 0, month 13) has its own message, never «enter it in full», and so has a
 * real date still to come (the year mistyped, 2090 for 2009).
 */
import { describe, expect, it } from "vitest";
import { latestDateOfBirth, lookupResult, readDateOfBirth } from "./lookup.ts";

describe("readDateOfBirth", () => {
  it.each([
    // day, month, year, what is read
    ["14", "3", "2009", { date: "2009-03-14" }],
    ["١٤", "٣", "٢٠٠٩", { date: "2009-03-14" }],
    ["29", "2", "2008", { date: "2008-02-29" }],
    ["31", "2", "2009", { problem: "impossible", parts: ["day"] }],
    ["29", "2", "2009", { problem: "impossible", parts: ["day"] }],
    ["31", "4", "2009", { problem: "impossible", parts: ["day"] }],
    ["0", "3", "2009", { problem: "impossible", parts: ["day"] }],
    ["14", "13", "2009", { problem: "impossible", parts: ["month"] }],
    ["14", "0", "2009", { problem: "impossible", parts: ["month"] }],
    ["", "3", "2009", { problem: "incomplete", parts: ["day"] }],
    ["14", "", "2009", { problem: "incomplete", parts: ["month"] }],
    ["14", "3", "09", { problem: "incomplete", parts: ["year"] }],
    ["ab", "3", "2009", { problem: "incomplete", parts: ["day"] }],
    ["", "", "", { problem: "incomplete", parts: ["day", "month", "year"] }],
    ["14", "x", "20090", { problem: "incomplete", parts: ["month", "year"] }],
  ])("%j/%j/%j → %j", (day, month, year, read) => {
    expect(readDateOfBirth({ day, month, year })).toEqual(read);
  });

  it.each([
    // day, month, year, the latest date taken, what is read
    ["1", "12", "2026", "2026-12-01", { date: "2026-12-01" }],
    ["2", "12", "2026", "2026-12-01", { problem: "future", parts: ["year"] }],
    ["1", "1", "2027", "2026-12-01", { problem: "future", parts: ["year"] }],
    ["14", "3", "2090", "2026-12-01", { problem: "future", parts: ["year"] }],
    ["14", "3", "2009", "2026-12-01", { date: "2009-03-14" }],
    // No such day is said as such, whenever it would be.
    ["31", "2", "2090", "2026-12-01", { problem: "impossible", parts: ["day"] }],
  ])("%j/%j/%j, no later than %s → %j", (day, month, year, latest, read) => {
    expect(readDateOfBirth({ day, month, year }, latest)).toEqual(read);
  });
});

describe("latestDateOfBirth", () => {
  it.each([
    // now (UTC), the latest date of birth: UTC's tomorrow, today somewhere on Earth (UTC+14)
    [Date.UTC(2026, 10, 30, 0, 0), "2026-12-01"],
    [Date.UTC(2026, 10, 30, 23, 59), "2026-12-01"],
    [Date.UTC(2026, 11, 31, 12, 0), "2027-01-01"],
    [Date.UTC(2028, 1, 28, 12, 0), "2028-02-29"],
  ])("%i → %s", (now, latest) => {
    expect(latestDateOfBirth(now)).toBe(latest);
  });
});

describe("the lookup says which", () => {
  const source = {
    pointer: () => Promise.resolve(undefined),
    record: () => Promise.resolve(undefined),
    now: () => Date.UTC(2026, 10, 30, 12),
  };
  it.each([
    ["31", "2", "2009", "impossible", ["day"]],
    ["0", "2", "2009", "impossible", ["day"]],
    ["14", "13", "2009", "impossible", ["month"]],
    ["", "2", "2009", "incomplete", ["day"]],
    // By the source's clock: the 2nd of December 2026 is still to come on the 30th of November.
    ["2", "12", "2026", "future", ["year"]],
    ["14", "3", "2090", "future", ["year"]],
  ])("%j/%j/%j: %s in %j", async (day, month, year, dob, dobParts) => {
    expect(await lookupResult({ seat: "20270001", day, month, year }, source)).toEqual({
      kind: "invalid",
      seat: false,
      dob,
      dobParts,
    });
  });
});
