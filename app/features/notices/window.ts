/**
 * When an urgent notice shows (decision 017): from its start to its end, wall-clock times read in
 * the notice's time zone. Pure, and given the moment: the server asks with its own clock (the
 * stylesheet that decides what a page shows before its first paint), the browser with the
 * server's clock as it learnt it (app/lib/server-clock.ts), never the phone's own.
 */
import type { Notice } from "#app/content/schema.ts";
import { wallClock, zonedInstant } from "#app/lib/zoned-time.ts";

/** What the window needs of a notice. */
export type NoticeTimes = Pick<Notice, "start" | "end" | "timeZone">;

/** A notice's window as instants (milliseconds since the epoch): shown from `start`, gone at `end`. */
export interface NoticeWindow {
  start: number;
  end: number;
}

/** `2026-11-24T07:00` in `timeZone` → the instant its clocks read that. */
export function wallTimeInstant(wallTime: string, timeZone: string): number {
  return zonedInstant(wallTime.slice(0, 10), wallTime.slice(11, 16), timeZone).getTime();
}

/**
 * False for a wall-clock time the zone's clocks skip (the hour lost when summer time starts: in
 * Palestine 02:00–02:59 on one spring night, 28 March in 2026): a notice must not start or end at
 * a moment that never happens.
 */
export function wallTimeExists(wallTime: string, timeZone: string): boolean {
  const read = wallClock(wallTimeInstant(wallTime, timeZone), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${read.year}-${pad(read.month)}-${pad(read.day)}T${pad(read.hour)}:${pad(read.minute)}` === wallTime;
}

export function noticeWindow(n: NoticeTimes): NoticeWindow {
  return { start: wallTimeInstant(n.start, n.timeZone), end: wallTimeInstant(n.end, n.timeZone) };
}

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

/**
 * FNV-1a, 32 bits, as 7 base-36 characters: a short, stable name for a text. Not for secrets; only
 * so the same notice keeps its name and a changed one gets another.
 */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/**
 * A notice's id (its element's `data-notice`, the stylesheet's selector, what the browser
 * remembers it announced): from what it says and when, so an edited notice counts as a new one.
 */
export function noticeId(n: Pick<Notice, "title" | "text" | "level" | "start" | "end" | "timeZone">): string {
  return `n${shortHash(JSON.stringify([n.title, n.text, n.level, n.start, n.end, n.timeZone]))}`;
}

/** The version of a set of notices: it names the stylesheet's URL, so a new set is a new file. */
export function noticesVersion(ids: readonly string[]): string {
  return shortHash(ids.join(" "));
}

/** The attribute a notice's element carries its id in. */
export const NOTICE_ATTRIBUTE = "data-notice";
/** The attribute the app sets once it has decided by the server's clock (`shown` or `hidden`). */
export const NOTICE_STATE_ATTRIBUTE = "data-notice-state";

/**
 * The stylesheet the server answers with at `now`: every notice is hidden (app.css) unless this
 * names it, and the app's own decision, once made, wins over it (it leaves out elements that carry
 * NOTICE_STATE_ATTRIBUTE).
 */
export function noticeStylesheet(notices: readonly (NoticeWindow & { id: string })[], now: number): string {
  const current = notices.filter((n) => isCurrent(n, now));
  const rules = current.map(
    (n) => `.notice[${NOTICE_ATTRIBUTE}="${n.id}"]:not([${NOTICE_STATE_ATTRIBUTE}]){display:block}`,
  );
  return `/* Urgent notices current at ${new Date(now).toISOString()} (decision 017). */\n${rules.join("\n")}\n`;
}
