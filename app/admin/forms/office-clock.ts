/**
 * The office's clock: the zone every wall-clock field of the content is read in (the notices'
 * own default, Palestine's time), and "now" and "today" on it, whatever zone the editor's computer
 * is set to. A field picked in the browser's zone or in UTC would write another hour than the one
 * the officer meant.
 */
import { SINGLE_FILES } from "#app/content/content-files.ts";
import { fieldsOf } from "#app/content/schema-tree.ts";
import { zonedDay, zonedWallTime } from "#app/lib/zoned-time.ts";

const noticesList = fieldsOf(SINGLE_FILES.notices.schema)[0].node;
const noticeFields = noticesList.kind === "list" && noticesList.of.kind === "object" ? noticesList.of.fields : [];

/** The zone a notice is read in when it names none: the university's. */
export const OFFICE_TIME_ZONE = String(noticeFields.find((f) => f.name === "timeZone")?.default ?? "Asia/Hebron");

/** `YYYY-MM-DDTHH:MM` on the office's clocks at `instant`. */
export function officeNow(instant: Date, timeZone = OFFICE_TIME_ZONE): string {
  const { day, time } = zonedWallTime(instant, timeZone);
  return `${day}T${time}`;
}

/** `YYYY-MM-DD` on the office's calendar at `instant`. */
export const officeToday = (instant: Date, timeZone = OFFICE_TIME_ZONE): string => zonedDay(instant, timeZone);
