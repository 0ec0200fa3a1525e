/**
 * What the urgent notices show at a given moment, and until when (decision 017), from their
 * windows (app/content/notice-times.ts). Pure, and given the moment: the server asks with its own
 * clock (the stylesheet that decides what a page shows before its first paint), the browser with
 * the server's clock as it learnt it (app/lib/server-clock.ts), never the phone's own.
 */
import type { NoticeWindow } from "#app/content/notice-times.ts";

/** Shown at `now`: from its start (included) to its end (excluded). */
export function isCurrent(w: NoticeWindow, now: number): boolean {
  return w.start <= now && now < w.end;
}

/**
 * The notices a page made at `now` carries: those not yet ended (current, or still to come: they
 * show by themselves when they start). An ended notice is left out of the page altogether.
 */
export function pendingNotices<T extends NoticeWindow>(notices: readonly T[], now: number): T[] {
  return notices.filter((n) => now < n.end);
}

/** The next moment after `now` at which a notice starts or ends, if any: until then nothing changes. */
export function nextChange(notices: readonly NoticeWindow[], now: number): number | undefined {
  const ahead = notices.flatMap((n) => [n.start, n.end]).filter((t) => t > now);
  return ahead.length ? Math.min(...ahead) : undefined;
}

/** A cached answer about the notices is never kept longer than this (seconds), whatever lies ahead. */
export const NOTICES_MAX_AGE_S = 24 * 60 * 60;

/**
 * How long an answer given at `now` stays true, in whole seconds (rounded down, so a cache lets it
 * go at or before the moment it changes), at most NOTICES_MAX_AGE_S.
 */
export function secondsUnchanged(notices: readonly NoticeWindow[], now: number): number {
  const next = nextChange(notices, now);
  if (next === undefined) return NOTICES_MAX_AGE_S;
  return Math.min(NOTICES_MAX_AGE_S, Math.floor((next - now) / 1000));
}
