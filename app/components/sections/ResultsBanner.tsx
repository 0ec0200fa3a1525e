import { useEffect, useState } from "react";
import { fetchPointer } from "#app/features/results/pointer.client.ts";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { AdmissionInfo } from "#app/content/schema.ts";
import { announcementWallTime, resultsState, type SeasonMoments } from "#app/features/admission/results-release.ts";
import { useFormat } from "#app/i18n/useFormat.ts";
import { useT } from "#app/i18n/messages.ts";
import { twelveHourClock, zonedWallTime } from "#app/lib/zoned-time.ts";
import { syncServerClock, useServerNow } from "#app/lib/server-clock.ts";
import { inOwnTask } from "#app/lib/later.ts";
import { pagePath } from "#app/lib/paths.ts";

/**
 * The Tawjihi results banner on the home page. The prerendered HTML says only when the results
 * are expected (a sentence that never becomes false); once the browser knows the server's time it
 * says they are out, from the announcement's moment to the season's end. Its box keeps one height
 * whatever it says, so nothing on the page moves when the wording changes.
 */
export function ResultsBanner({
  season,
  moments,
}: {
  season: AdmissionInfo["resultsSeason"];
  /** The season's moments, worked out by the server (no time-zone data in the browser). */
  moments: SeasonMoments;
}) {
  const t = useT();
  const format = useFormat();
  const now = useServerNow();
  // The published results' release moment, when real results are imported (sample data is not
  // the ministry's announcement); fetching it also tells the server's time.
  const [releaseAt, setReleaseAt] = useState<Date>();
  useEffect(() => {
    return inOwnTask(
      () =>
        void fetchPointer().then((p) => {
          if (p && !p.sample) setReleaseAt(new Date(p.releaseAt));
          return syncServerClock();
        }),
    );
  }, []);
  const state = now ? resultsState(moments, now, releaseAt) : "expected";
  // The moment it names: the content's own words, or a published release's that differs from them
  // (read on the season's clocks then, once the pointer has come).
  const wall =
    releaseAt && releaseAt.getTime() !== moments.announcedAt
      ? zonedWallTime(releaseAt, season.timeZone)
      : announcementWallTime(season);
  const date = format.date(wall.day);
  const expectedMessage = () => t("results.banner.expected", { date, ...twelveHourClock(wall.time) });
  const message =
    state === "out"
      ? t("results.banner.out")
      : state === "over"
        ? t("results.banner.over", { date })
        : expectedMessage();
  return (
    <aside aria-label={t("results.banner.label")} className="bg-accent-400 text-brand-900" data-results={state}>
      <p className="container-page flex flex-col items-start gap-2 py-3 font-semibold lg:flex-row lg:items-center lg:justify-between">
        {/* As many lines as the longest wording takes at each width: the box never changes height. */}
        <span className="min-h-[3lh] max-w-3xl sm:min-h-[2lh] lg:min-h-[1lh]">{message}</span>
        <AppLink
          to={pagePath("/high-school-results")}
          className="rounded-md bg-brand-900 px-4 py-1.5 text-white no-underline hover:bg-brand-800"
        >
          {t("results.banner.link")}
        </AppLink>
      </p>
    </aside>
  );
}
