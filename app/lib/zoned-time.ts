/**
 * Wall-clock times in a named time zone (Asia/Hebron for the ministry's announcements), turned
 * into instants and back, with Intl only: the offset of a zone on a given day (summer time
 * included) is read from Intl.DateTimeFormat.
 *
 * The first such `Intl` object loads the zone's and the locale's data: tens of milliseconds of one
 * task on a phone. So a page works its moments out where it is rendered (the server, at build) and
 * hands the browser instants and wall-clock strings; the browser reaches for a zone only for a
 * moment it learns later (a published release that differs from the content's).
 */
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** What the clocks of `timeZone` read at `instant` (24-hour), as numbers: the one reading all else uses. */
export function wallClock(
  instant: Date | number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The zone's offset from UTC at `instant`, in milliseconds (Asia/Hebron: +2 h or +3 h). */
function offsetMs(instant: number, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant when the clocks of `timeZone` read `day` (YYYY-MM-DD) at `time` (HH:MM). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the guess, then at the corrected instant (right across a summer-time change).
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** A wall-clock time, `2026-11-24T07:00`, in `timeZone` → the instant its clocks read that (milliseconds). */
export function wallTimeInstant(wallTime: string, timeZone: string): number {
  return zonedInstant(wallTime.slice(0, 10), wallTime.slice(11, 16), timeZone).getTime();
}

/**
 * False for a wall-clock time (`2026-03-28T02:30`) the zone's clocks skip: the hour lost when
 * summer time starts (in Asia/Hebron 02:00–02:59 on one spring night, 28 March in 2026). A time
 * read twice (the hour repeated when summer time ends) exists.
 */
export function wallTimeExists(wallTime: string, timeZone: string): boolean {
  const read = zonedWallTime(new Date(wallTimeInstant(wallTime, timeZone)), timeZone);
  return `${read.day}T${read.time}` === wallTime;
}

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function zonedDay(instant: Date, timeZone: string): string {
  return zonedWallTime(instant, timeZone).day;
}

/** True when `timeZone` is a time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A wall-clock reading (`HH:MM`, 24-hour) on a 12-hour dial: `{ time: "10:00", period: "am" }`. */
export function twelveHourClock(wallTime: string): { time: string; period: "am" | "noon" | "pm" } {
  const [hour, minute] = wallTime.split(":").map(Number);
  // Arabic says «ظهرًا» for the noon hour, not «مساءً».
  const period = hour < 12 ? "am" : hour === 12 ? "noon" : "pm";
  return { time: `${hour % 12 || 12}:${pad2(minute)}`, period };
}

/** The day (YYYY-MM-DD) and time (HH:MM) the clocks of `timeZone` read at `instant`. */
export function zonedWallTime(instant: Date, timeZone: string): { day: string; time: string } {
  const p = wallClock(instant, timeZone);
  return { day: `${p.year}-${pad2(p.month)}-${pad2(p.day)}`, time: `${pad2(p.hour)}:${pad2(p.minute)}` };
}

/** The last millisecond of `day` on the clocks of `timeZone`. */
export function endOfDay(day: string, timeZone: string): Date {
  return new Date(zonedInstant(day, "23:59", timeZone).getTime() + 59_999);
}
