/**
 * Whether a notice is showing now, is still to come, or has ended, in the office's words: what the
 * notices' preview says above each one (the preview draws every notice, whatever the hour). Pure.
 */
import type { Notice } from "#app/content/schema.ts";
import { formatDate } from "#app/lib/format.ts";
import { twelveHourClock } from "#app/lib/zoned-time.ts";
import { noticeWindow } from "#app/content/notice-times.ts";
import { isCurrent } from "#app/features/notices/schedule.ts";

const PERIOD = { am: "صباحًا", noon: "ظهرًا", pm: "مساءً" } as const;

/**
 * A wall-clock moment: «24 تشرين الثاني 2026 الساعة 7:00 صباحًا». «الساعة», not a comma, between
 * the day and the hour: the sentences around it have commas of their own.
 */
function moment(wallTime: string): string {
  const { time, period } = twelveHourClock(wallTime.slice(11, 16));
  return `${formatDate(wallTime.slice(0, 10))} الساعة ${time} ${PERIOD[period]}`;
}

export type NoticeState = { kind: "live" | "coming" | "ended"; words: string };

export function noticeState(notice: Pick<Notice, "start" | "end" | "timeZone">, now: number): NoticeState {
  const window = noticeWindow(notice);
  if (now >= window.end) return { kind: "ended", words: `انتهى ظهوره في ${moment(notice.end)}: لا يظهر في أي صفحة.` };
  if (isCurrent(window, now)) return { kind: "live", words: `يظهر الآن في أعلى كل صفحة، حتى ${moment(notice.end)}.` };
  return { kind: "coming", words: `يبدأ ظهوره في ${moment(notice.start)}، ويبقى ظاهرًا حتى ${moment(notice.end)}.` };
}
