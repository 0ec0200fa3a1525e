import { describe, expect, it } from "vitest";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { announcementInstant } from "#app/features/admission/results-release.ts";
import { endOfDay } from "#app/lib/zoned-time.ts";
import { closingMoment, localLabel, OptionError, releaseMoment, wallClockLabel } from "./release.ts";

const season = buildRegistry(readContentFiles()).admission.resultsSeason;
/** A fixed clock, never the real one: before the season's announcement. */
const NOW = new Date("2027-03-01T08:00:00Z");

describe("release moment", () => {
  it("by default, the announcement in content/admission.yaml: the home banner's moment", () => {
    expect(releaseMoment(season, undefined, NOW)).toEqual(announcementInstant(season));
    // 2027-07-22 10:00 in Asia/Hebron, summer time (UTC+3).
    expect(season).toMatchObject({ announcement: "2027-07-22", announcementTime: "10:00", timeZone: "Asia/Hebron" });
    expect(releaseMoment(season, undefined, NOW).toISOString()).toBe("2027-07-22T07:00:00.000Z");
  });

  it("--release is a wall-clock time in the season's zone, summer or winter", () => {
    expect(releaseMoment(season, "2027-07-23T09:30", NOW).toISOString()).toBe("2027-07-23T06:30:00.000Z");
    expect(releaseMoment(season, "2027-12-10T10:00", NOW).toISOString()).toBe("2027-12-10T08:00:00.000Z");
    expect(localLabel(releaseMoment(season, "2027-07-23T09:30", NOW), season.timeZone)).toBe(
      "2027-07-23 09:30 (Asia/Hebron)",
    );
    expect(wallClockLabel(releaseMoment(season, "2027-07-23T09:30", NOW), season.timeZone)).toBe(
      "2027-07-23 09:30 بتوقيت فلسطين (Asia/Hebron)",
    );
  });

  it("--release now is the clock's moment", () => {
    expect(releaseMoment(season, "now", NOW)).toEqual(NOW);
    const late = new Date("2028-01-01T00:00:00Z");
    expect(releaseMoment(season, "now", late)).toEqual(late);
  });

  it("a moment already past is refused, named in Palestine's time, with the way to publish at once", () => {
    const after = new Date("2027-07-22T07:00:00Z"); // the announcement's very moment: not after it
    expect(() => releaseMoment(season, undefined, after)).toThrow(OptionError);
    expect(() => releaseMoment(season, undefined, after)).toThrow(
      /^لم يُنشر شيء: موعد الإعلان 2027-07-22 10:00 بتوقيت فلسطين \(Asia\/Hebron\)، المأخوذ من نسخة content\/admission\.yaml التي بُني بها الموقع، قد مضى.*--release now/,
    );
    expect(releaseMoment(season, undefined, new Date(after.getTime() - 1))).toEqual(after);
    // Winter: 2027-03-01 09:59 in Hebron is 07:59 UTC, a minute before the clock.
    expect(() => releaseMoment(season, "2027-03-01T09:59", NOW)).toThrow(
      /^لم يُنشر شيء: موعد الإعلان 2027-03-01 09:59 بتوقيت فلسطين \(Asia\/Hebron\) \(--release 2027-03-01T09:59\) قد مضى، والوقت الآن 2027-03-01 10:00 بتوقيت فلسطين/,
    );
    expect(releaseMoment(season, "2027-03-01T10:01", NOW).toISOString()).toBe("2027-03-01T08:01:00.000Z");
  });

  it.each(["2027-07-23", "2027-07-23 09:30", "2027-02-30T10:00", "2027-07-23T24:00", "tomorrow", "NOW"])(
    "--release %j is refused",
    (option) => expect(() => releaseMoment(season, option, NOW)).toThrow(/غير مفهوم/),
  );
});

describe("closing moment", () => {
  it("by default the end of the season's last day, local time", () => {
    expect(season.end).toBe("2027-09-30");
    expect(closingMoment(season).toISOString()).toBe("2027-09-30T20:59:59.999Z");
  });

  it("--closes names another last day; a winter day ends at 22:00 UTC", () => {
    expect(closingMoment(season, "2027-12-31").toISOString()).toBe("2027-12-31T21:59:59.999Z");
    expect(endOfDay("2027-10-15", season.timeZone).getTime() + 1).toBe(
      releaseMoment(season, "2027-10-16T00:00", NOW).getTime(),
    );
    expect(() => closingMoment(season, "2027-09-31")).toThrow(OptionError);
  });
});
