import { describe, expect, it } from "vitest";
import { announcementInstant, resultsState, seasonMoments } from "./results-release.ts";

const season = {
  start: "2027-07-15",
  end: "2027-09-30",
  announcement: "2027-07-22",
  announcementTime: "10:00",
  timeZone: "Asia/Hebron",
};

describe("results release", () => {
  it("the announcement is at 10:00 Palestine time (07:00 UTC in summer)", () => {
    expect(announcementInstant(season).toISOString()).toBe("2027-07-22T07:00:00.000Z");
  });

  it("a release moment from the published results wins over the content's", () => {
    const moments = seasonMoments(season);
    const releaseAt = new Date("2027-07-23T09:00:00Z");
    expect(resultsState(moments, new Date("2027-07-22T08:00:00Z"), releaseAt)).toBe("expected");
    expect(resultsState(moments, releaseAt, releaseAt)).toBe("out");
  });

  it.each([
    ["2026-11-23T10:00:00Z", "expected"],
    // The season has begun, but the results are not out yet: a week of "expected".
    ["2027-07-15T09:00:00Z", "expected"],
    ["2027-07-22T06:59:59Z", "expected"],
    ["2027-07-22T07:00:00Z", "out"],
    ["2027-09-30T20:59:00Z", "out"],
    // Midnight in Palestine ends the season's last day.
    ["2027-09-30T21:00:00Z", "over"],
    ["2028-01-01T00:00:00Z", "over"],
  ])("at %s → %s", (now, expected) => {
    expect(resultsState(seasonMoments(season), new Date(now))).toBe(expected);
  });
});
