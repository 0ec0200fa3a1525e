import { describe, expect, it } from "vitest";
import {
  NOTICES_MAX_AGE_S,
  isCurrent,
  nextChange,
  noticeId,
  noticeStylesheet,
  noticeWindow,
  noticesVersion,
  pendingNotices,
  secondsUnchanged,
  wallTimeExists,
} from "./window.ts";

const at = (iso: string) => Date.parse(iso);
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

  it.each([
    ["2026-11-24T04:59:59.999Z", false],
    // Shown from its start (07:00 in Hebron) …
    ["2026-11-24T05:00:00.000Z", true],
    ["2026-11-24T15:59:59.999Z", true],
    // … and gone at its end (18:00 in Hebron).
    ["2026-11-24T16:00:00.000Z", false],
    ["2027-01-01T00:00:00.000Z", false],
  ])("at %s: shown %s", (now, shown) => {
    expect(isCurrent(noticeWindow(closure), at(now))).toBe(shown);
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

describe("what a page carries and how long an answer holds", () => {
  const h = 3_600_000;
  const now = at("2026-11-24T10:00:00Z");
  const ended = { start: now - 5 * h, end: now - h };
  const current = { start: now - h, end: now + 2 * h };
  const coming = { start: now + 3 * h, end: now + 5 * h };

  it("a page carries the current and coming notices, never an ended one", () => {
    expect(pendingNotices([ended, current, coming], now)).toEqual([current, coming]);
  });

  it("the next change is the nearest start or end ahead", () => {
    expect(nextChange([ended, current, coming], now)).toBe(now + 2 * h);
    expect(nextChange([ended, coming], now)).toBe(now + 3 * h);
    expect(nextChange([ended], now)).toBeUndefined();
  });

  it("an answer holds until the next change, rounded down, and never more than a day", () => {
    expect(secondsUnchanged([current], now)).toBe(7200);
    expect(secondsUnchanged([{ start: now - h, end: now + 1999 }], now)).toBe(1);
    expect(secondsUnchanged([{ start: now - h, end: now + 999 }], now)).toBe(0);
    expect(secondsUnchanged([ended], now)).toBe(NOTICES_MAX_AGE_S);
    expect(secondsUnchanged([{ start: now + 30 * 24 * h, end: now + 31 * 24 * h }], now)).toBe(NOTICES_MAX_AGE_S);
  });

  it("the stylesheet shows the current notices only, and yields to the app's own decision", () => {
    const css = noticeStylesheet(
      [
        { id: "nold", ...ended },
        { id: "nnow", ...current },
        { id: "nlater", ...coming },
      ],
      now,
    );
    expect(css).toContain('.notice[data-notice="nnow"]:not([data-notice-state]){display:block}');
    expect(css).not.toContain("nold");
    expect(css).not.toContain("nlater");
  });
});

describe("ids", () => {
  const notice = { title: "إغلاق", text: "نص", level: "urgent" as const, ...closure };

  it("the same notice has the same id; a changed one another", () => {
    expect(noticeId(notice)).toBe(noticeId({ ...notice }));
    expect(noticeId(notice)).toMatch(/^n[0-9a-z]{7}$/);
    expect(noticeId({ ...notice, end: "2026-11-24T20:00" })).not.toBe(noticeId(notice));
    expect(noticeId({ ...notice, text: "نص آخر" })).not.toBe(noticeId(notice));
  });

  it("a set's version changes with any of its notices", () => {
    expect(noticesVersion(["na", "nb"])).toBe(noticesVersion(["na", "nb"]));
    expect(noticesVersion(["na", "nb"])).not.toBe(noticesVersion(["na", "nc"]));
  });
});
