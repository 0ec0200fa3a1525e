import { describe, expect, it } from "vitest";
import { noticeWindow } from "./notice-times.ts";

/** A closure from 07:00 to 18:00 Palestine time on 24 November 2026 (winter: UTC+2). */
const closure = { start: "2026-11-24T07:00", end: "2026-11-24T18:00", timeZone: "Asia/Hebron" };

describe("a notice's window, read in its time zone", () => {
  it.each([
    // Winter in Palestine is UTC+2, summer UTC+3.
    [closure, "2026-11-24T05:00:00.000Z", "2026-11-24T16:00:00.000Z"],
    [
      { ...closure, start: "2026-07-20T07:00", end: "2026-07-20T18:00" },
      "2026-07-20T04:00:00.000Z",
      "2026-07-20T15:00:00.000Z",
    ],
    // Across the night summer time ends (24 October 2026 at 02:00 → 01:00): 24 hours on the clock are 25.
    [
      { ...closure, start: "2026-10-23T12:00", end: "2026-10-24T12:00" },
      "2026-10-23T09:00:00.000Z",
      "2026-10-24T10:00:00.000Z",
    ],
    // The same clock reading elsewhere is another moment.
    [{ ...closure, timeZone: "Europe/Berlin" }, "2026-11-24T06:00:00.000Z", "2026-11-24T17:00:00.000Z"],
    [{ ...closure, timeZone: "UTC" }, "2026-11-24T07:00:00.000Z", "2026-11-24T18:00:00.000Z"],
  ])("%j → %s to %s", (times, start, end) => {
    const w = noticeWindow(times);
    expect([new Date(w.start).toISOString(), new Date(w.end).toISOString()]).toEqual([start, end]);
  });
});
