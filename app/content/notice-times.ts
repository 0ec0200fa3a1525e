/**
 * When an urgent notice shows (decision 017): from its start to its end, wall-clock times read in
 * the notice's time zone. Here, below the features, because the content check itself refuses a
 * notice that ends before it starts; what shows at a given moment is the notices feature's
 * business (app/features/notices/schedule.ts). Pure.
 */
import type { Notice } from "./schema.ts";
import { wallTimeInstant } from "#app/lib/zoned-time.ts";

/** What the window needs of a notice. */
export type NoticeTimes = Pick<Notice, "start" | "end" | "timeZone">;

/** A notice's window as instants (milliseconds since the epoch): shown from `start`, gone at `end`. */
export interface NoticeWindow {
  start: number;
  end: number;
}

export function noticeWindow(n: NoticeTimes): NoticeWindow {
  return { start: wallTimeInstant(n.start, n.timeZone), end: wallTimeInstant(n.end, n.timeZone) };
}
