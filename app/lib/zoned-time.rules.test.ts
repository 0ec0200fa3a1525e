import { describe, expect, it } from "vitest";
import {
  isTimeZone,
  twelveHourClock,
  wallTimeExists,
  wallTimeInstant,
  zonedDay,
  zonedInstant,
  zonedWallTime,
} from "./zoned-time.ts";

describe("zonedInstant", () => {
  it.each([
    // Summer (UTC+3) and winter (UTC+2) in Palestine.
    ["2027-07-22", "10:00", "Asia/Hebron", "2027-07-22T07:00:00.000Z"],
    ["2027-01-10", "10:00", "Asia/Hebron", "2027-01-10T08:00:00.000Z"],
    ["2027-07-22", "00:30", "Asia/Hebron", "2027-07-21T21:30:00.000Z"],
    ["2027-07-22", "10:00", "UTC", "2027-07-22T10:00:00.000Z"],
    ["2027-07-22", "10:00", "Asia/Amman", "2027-07-22T07:00:00.000Z"],
  ])("%s %s in %s → %s", (day, time, zone, expected) => {
    expect(zonedInstant(day, time, zone).toISOString()).toBe(expected);
  });
});

describe("zonedDay", () => {
  it.each([
    ["2027-07-21T21:30:00Z", "2027-07-22"],
    ["2027-07-21T20:59:00Z", "2027-07-21"],
    ["2027-01-10T22:00:00Z", "2027-01-11"],
  ])("%s in Asia/Hebron → %s", (instant, expected) => {
    expect(zonedDay(new Date(instant), "Asia/Hebron")).toBe(expected);
  });
});

describe("isTimeZone", () => {
  it.each([
    ["Asia/Hebron", true],
    ["UTC", true],
    ["Mars/Olympus", false],
  ])("%s → %s", (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});

describe("an instant on Hebron's clocks, on a 12-hour dial", () => {
  it.each([
    ["2027-07-22T07:00:00Z", { time: "10:00", period: "am" }],
    ["2027-07-22T10:30:00Z", { time: "1:30", period: "pm" }],
    ["2027-07-21T21:05:00Z", { time: "12:05", period: "am" }],
    ["2027-07-22T09:00:00Z", { time: "12:00", period: "noon" }],
    ["2027-07-22T09:59:00Z", { time: "12:59", period: "noon" }],
  ])("%s in Asia/Hebron → %j", (instant, expected) => {
    expect(twelveHourClock(zonedWallTime(new Date(instant), "Asia/Hebron").time)).toEqual(expected);
  });
});

describe("wall-clock readings", () => {
  it("the last hour of the day is «pm», not «noon»", () => {
    expect(twelveHourClock("23:45")).toEqual({ time: "11:45", period: "pm" });
  });

  it("the day and time the clocks of Hebron read, across midnight and summer time", () => {
    expect(zonedWallTime(new Date("2027-07-21T21:30:00Z"), "Asia/Hebron")).toEqual({
      day: "2027-07-22",
      time: "00:30",
    });
    expect(zonedWallTime(new Date("2027-01-10T08:00:00Z"), "Asia/Hebron")).toEqual({
      day: "2027-01-10",
      time: "10:00",
    });
  });
});

describe("wall-clock times written as `YYYY-MM-DDTHH:MM`", () => {
  it("is the instant the zone's clocks read it", () => {
    expect(new Date(wallTimeInstant("2026-11-24T07:00", "Asia/Hebron")).toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(new Date(wallTimeInstant("2026-07-20T07:00", "Asia/Hebron")).toISOString()).toBe("2026-07-20T04:00:00.000Z");
  });

  it.each([
    ["2026-03-28T01:59", true],
    // Palestine moves its clocks from 02:00 to 03:00 on 28 March 2026: 02:00–02:59 never happen.
    ["2026-03-28T02:00", false],
    ["2026-03-28T02:30", false],
    ["2026-03-28T03:00", true],
    // 01:00–01:59 on 24 October 2026 happen twice: they exist.
    ["2026-10-24T01:30", true],
  ])("%s exists in Asia/Hebron: %s", (wall, exists) => {
    expect(wallTimeExists(wall, "Asia/Hebron")).toBe(exists);
  });
});
