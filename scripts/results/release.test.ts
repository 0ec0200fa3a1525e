import { describe, expect, it } from "vitest";
import { buildRegistry } from "../../app/content/registry";
import { readContentFiles } from "../../app/content/files.node";
import { announcementInstant } from "../../app/features/admission/results-release";
import { endOfDay } from "../../app/lib/zoned-time";
import { closingMoment, localLabel, OptionError, releaseMoment } from "./release";

const season = buildRegistry(readContentFiles()).admission.resultsSeason;

describe("release moment", () => {
  it("by default, the announcement in content/admission.yaml: the home banner's moment", () => {
    expect(releaseMoment(season)).toEqual(announcementInstant(season));
    // 2027-07-22 10:00 in Asia/Hebron, summer time (UTC+3).
    expect(season).toMatchObject({ announcement: "2027-07-22", announcementTime: "10:00", timeZone: "Asia/Hebron" });
    expect(releaseMoment(season).toISOString()).toBe("2027-07-22T07:00:00.000Z");
  });

  it("--release is a wall-clock time in the season's zone, summer or winter", () => {
    expect(releaseMoment(season, "2027-07-23T09:30").toISOString()).toBe("2027-07-23T06:30:00.000Z");
    expect(releaseMoment(season, "2027-01-10T10:00").toISOString()).toBe("2027-01-10T08:00:00.000Z");
    expect(localLabel(releaseMoment(season, "2027-07-23T09:30"), season.timeZone)).toBe(
      "2027-07-23 09:30 (Asia/Hebron)",
    );
  });

  it.each(["2027-07-23", "2027-07-23 09:30", "2027-02-30T10:00", "2027-07-23T24:00", "tomorrow"])(
    "--release %j is refused",
    (option) => expect(() => releaseMoment(season, option)).toThrow(OptionError),
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
      releaseMoment(season, "2027-10-16T00:00").getTime(),
    );
    expect(() => closingMoment(season, "2027-09-31")).toThrow(OptionError);
  });
});
