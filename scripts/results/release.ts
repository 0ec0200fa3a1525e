/**
 * The release moment and the closing moment of an import, from content/admission.yaml unless
 * the command line names them. Both are instants; the options are read as wall-clock times in the
 * season's time zone (Asia/Hebron), as the ministry announces them.
 *
 * A release moment already past is refused: results published at once must be asked for
 * (`--release now`), never the side effect of an old date in the content or a typo. Pure: the
 * caller passes the clock (the import its own, the tests a fixed one).
 */
import { announcementInstant } from "#app/features/admission/results-release.ts";
import { endOfDay, zonedInstant, zonedWallTime } from "#app/lib/zoned-time.ts";
import { calendarDate } from "#app/features/results/key-fields.ts";
import type { ResultsSeason as Season } from "./content.ts";

export class OptionError extends Error {}

const realDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return calendarDate(y, m, d) === day;
};

/** `--release now`: the results show as soon as the import has published them. */
export const RELEASE_NOW = "now";

/**
 * `--release YYYY-MM-DDTHH:MM` (local), else the announcement the home banner counts down to;
 * `--release now` is `now`. A moment that is not after `now` is refused (OptionError).
 */
export function releaseMoment(season: Season, option: string | undefined, now: Date): Date {
  if (option === RELEASE_NOW) return new Date(now);
  let moment: Date;
  if (option === undefined) moment = announcementInstant(season);
  else {
    const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(option);
    if (!m || !realDay(m[1]))
      throw new OptionError(
        `--release «${option}» غير مفهوم: اكتبه بصيغة YYYY-MM-DDTHH:MM بتوقيت ${season.timeZone}، أو now للنشر فورًا`,
      );
    moment = zonedInstant(m[1], `${m[2]}:${m[3]}`, season.timeZone);
  }
  if (moment.getTime() <= now.getTime()) {
    const source =
      option === undefined ? "، المأخوذ من نسخة content/admission.yaml التي بُني بها الموقع،" : ` (--release ${option})`;
    throw new OptionError(
      `لم يُنشر شيء: موعد الإعلان ${wallClockLabel(moment, season.timeZone)}${source} قد مضى، ` +
        `والوقت الآن ${wallClockLabel(now, season.timeZone)}. ` +
        `لنشر النتائج فورًا استعمل --release now، أو حدِّد موعدًا لاحقًا بالصيغة --release YYYY-MM-DDTHH:MM.`,
    );
  }
  return moment;
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

/** Palestine's zones (the West Bank's and Gaza's): their clocks are "Palestine's time". */
const PALESTINE_ZONES = new Set(["Asia/Hebron", "Asia/Gaza"]);

/** The moment as a student reads it: `2027-07-22 10:00 بتوقيت فلسطين (Asia/Hebron)`. */
export function wallClockLabel(instant: Date, timeZone: string): string {
  const { day, time } = zonedWallTime(instant, timeZone);
  return `${day} ${time} ${PALESTINE_ZONES.has(timeZone) ? "بتوقيت فلسطين " : ""}(${timeZone})`;
}
