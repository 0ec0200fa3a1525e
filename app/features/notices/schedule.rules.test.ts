import { describe, expect, it } from "vitest";
import { noticeWindow } from "#app/content/notice-times.ts";
import { NOTICES_MAX_AGE_S, isCurrent, nextChange, pendingNotices, secondsUnchanged } from "./schedule.ts";

const at = (iso: string) => Date.parse(iso);
/** A closure from 07:00 to 18:00 Palestine time on 24 November 2026 (winter: UTC+2). */
const closure = { start: "2026-11-24T07:00", end: "2026-11-24T18:00", timeZone: "Asia/Hebron" };

describe("a notice shows from its start to its end", () => {
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
});
