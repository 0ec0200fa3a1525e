import { useEffect, useState } from "react";
import type { NoticeWindow } from "#app/content/notice-times.ts";
import { nextChange } from "#app/features/notices/schedule.ts";

/** setTimeout's longest delay (about 24.8 days): a later change is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;
/** A little past the moment, so the render that follows reads a clock that has crossed it. */
const PAST_THE_MOMENT_MS = 50;

/**
 * Renders the calling component again just after the next start or end among `windows` after
 * `now` (by whichever clock `now` was read from), so what it says about the notices turns as the
 * hour does: the banner shows a notice the minute it starts, the CMS's preview says «يظهر الآن».
 * Nothing is scheduled while `now` is unknown.
 */
export function useRenderAtNextChange(windows: readonly NoticeWindow[], now: number | undefined): void {
  const [, setMoment] = useState(0);
  useEffect(() => {
    if (now === undefined) return;
    const next = nextChange(windows, now);
    if (next === undefined) return;
    const timer = setTimeout(() => setMoment(next), Math.min(next - now + PAST_THE_MOMENT_MS, LONGEST_DELAY_MS));
    return () => clearTimeout(timer);
  }, [windows, now]);
}
