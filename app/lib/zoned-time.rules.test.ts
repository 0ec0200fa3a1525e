import { describe, expect, it } from "vitest";
import { isTimeZone, nextDay, twelveHourClock, zonedClock, zonedDay, zonedInstant, zonedWallTime } from "./zoned-time";

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

describe("zonedClock", () => {
  it.each([
    ["2027-07-22T07:00:00Z", { time: "10:00", period: "am" }],
    ["2027-07-22T10:30:00Z", { time: "1:30", period: "pm" }],
    ["2027-07-21T21:05:00Z", { time: "12:05", period: "am" }],
    ["2027-07-22T09:00:00Z", { time: "12:00", period: "noon" }],
    ["2027-07-22T09:59:00Z", { time: "12:59", period: "noon" }],
  ])("%s in Asia/Hebron → %j", (instant, expected) => {
    expect(zonedClock(new Date(instant), "Asia/Hebron")).toEqual(expected);
  });
});

describe("wall-clock readings without a time zone", () => {
  it.each([
    ["10:00", { time: "10:00", period: "am" }],
    ["00:05", { time: "12:05", period: "am" }],
    ["12:00", { time: "12:00", period: "noon" }],
    ["12:59", { time: "12:59", period: "noon" }],
    ["13:30", { time: "1:30", period: "pm" }],
    ["23:45", { time: "11:45", period: "pm" }],
  ])("%s on a 12-hour dial → %j", (wall, expected) => {
    expect(twelveHourClock(wall)).toEqual(expected);
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

  it.each([
    ["2027-09-30", "2027-10-01"],
    ["2027-12-31", "2028-01-01"],
    ["2028-02-28", "2028-02-29"],
  ])("the day after %s is %s", (day, expected) => {
    expect(nextDay(day)).toBe(expected);
  });
});
