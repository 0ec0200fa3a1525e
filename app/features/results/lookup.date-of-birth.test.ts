/**
 * The date of birth's three fields: a part missing is «enter it in full», a complete date that no
 * calendar has (31/2, day 0, month 13) has its own message, never «enter it in full».
 */
import { describe, expect, it } from "vitest";
import { lookupResult, readDateOfBirth } from "./lookup.ts";

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
});

describe("the lookup says which", () => {
  const source = {
    pointer: () => Promise.resolve(undefined),
    record: () => Promise.resolve(undefined),
    now: () => 0,
  };
  it.each([
    ["31", "2", "impossible", ["day"]],
    ["0", "2", "impossible", ["day"]],
    ["14", "13", "impossible", ["month"]],
    ["", "2", "incomplete", ["day"]],
  ])("%j/%j: %s in %j", async (day, month, dob, dobParts) => {
    expect(await lookupResult({ seat: "20270001", day, month, year: "2009" }, source)).toEqual({
      kind: "invalid",
      seat: false,
      dob,
      dobParts,
    });
  });
});
