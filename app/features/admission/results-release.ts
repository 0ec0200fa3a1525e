/**
 * "Have the Tawjihi results been announced?" answered in one place, for a given moment. The
 * moment is the server's (see app/lib/server-clock.ts), never the phone's own clock, which is
 * often wrong; until the server's time is known the answer is the prerendered one: expected.
 */
import type { AdmissionInfo } from "#app/content/schema.ts";
import { endOfDay, zonedInstant } from "#app/lib/zoned-time.ts";

type Season = Pick<AdmissionInfo["resultsSeason"], "announcement" | "announcementTime" | "timeZone" | "end">;

/**
 * - `expected`: before the announcement (also all year before the season);
 * - `out`: from the announcement to the season's last day;
 * - `over`: after the season, until the next season is in the content.
 */
export type ResultsState = "expected" | "out" | "over";

/** The announcement's moment: its day and time in its time zone. */
export function announcementInstant(season: Season): Date {
  const { day, time } = announcementWallTime(season);
  return zonedInstant(day, time, season.timeZone);
}

/** The announcement as the content writes it: its day and time on the season's clocks. */
export function announcementWallTime(season: Pick<Season, "announcement" | "announcementTime">): {
  day: string;
  time: string;
} {
  return { day: season.announcement, time: season.announcementTime };
}

/**
 * The season's two moments as instants (ms since the epoch): worked out where the page is rendered,
 * so the browser compares numbers and never loads a time zone's data while it hydrates.
 * - `announcedAt`: the content's announcement;
 * - `endsAt`: the last moment of the season's last day, on its clocks.
 */
export interface SeasonMoments {
  announcedAt: number;
  endsAt: number;
}

export function seasonMoments(season: Season): SeasonMoments {
  return {
    announcedAt: announcementInstant(season).getTime(),
    endsAt: endOfDay(season.end, season.timeZone).getTime(),
  };
}

/**
 * `releaseAt`: the release moment the published results record (their pointer, decision 011),
 * which wins over the content's expected announcement once results are imported.
 */
export function resultsState(moments: SeasonMoments, now: Date, releaseAt?: Date): ResultsState {
  if (now.getTime() < (releaseAt?.getTime() ?? moments.announcedAt)) return "expected";
  return now.getTime() <= moments.endsAt ? "out" : "over";
}
