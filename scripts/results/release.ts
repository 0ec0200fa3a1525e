/**
 * The release moment and the closing moment of an import, from content/admission.yaml unless
 * the command line names them. Both are instants; the options are read as wall-clock times in the
 * season's time zone (Asia/Hebron), as the ministry announces them.
 */
import type { AdmissionInfo } from "../../app/content/schema";
import { announcementInstant } from "../../app/features/admission/results-release";
import { endOfDay, zonedInstant, zonedWallTime } from "../../app/lib/zoned-time";
import { canonicalDate } from "../../app/features/results/record-crypto";

type Season = AdmissionInfo["resultsSeason"];

export class OptionError extends Error {}

const realDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return canonicalDate(y, m, d) === day;
};

/** `--release YYYY-MM-DDTHH:MM` (local), else the announcement the home banner counts down to. */
export function releaseMoment(season: Season, option?: string): Date {
  if (option === undefined) return announcementInstant(season);
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(option);
  if (!m || !realDay(m[1]))
    throw new OptionError(`--release «${option}» غير مفهوم: اكتبه بصيغة YYYY-MM-DDTHH:MM بتوقيت ${season.timeZone}`);
  return zonedInstant(m[1], `${m[2]}:${m[3]}`, season.timeZone);
}

/** `--closes YYYY-MM-DD`, else the season's last day; the lookup closes at that day's end. */
export function closingMoment(season: Season, option?: string): Date {
  const day = option ?? season.end;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !realDay(day))
    throw new OptionError(`--closes «${day}» غير مفهوم: اكتبه بصيغة YYYY-MM-DD`);
  return endOfDay(day, season.timeZone);
}

/** The moment as the season's clocks read it: `2027-07-22 10:00 (Asia/Hebron)`. */
export function localLabel(instant: Date, timeZone: string): string {
  const { day, time } = zonedWallTime(instant, timeZone);
  return `${day} ${time} (${timeZone})`;
}
