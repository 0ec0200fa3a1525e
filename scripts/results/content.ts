/**
 * What the results commands take from the site's content: the streams (a CSV cell names one by
 * its code or Arabic name) and the results season (the release moment, the closing day, the time
 * zone). Only the fields they read, so the bundled commands carry no more of the content than that.
 */
import type { AdmissionInfo, Stream } from "#app/content/schema.ts";
import type { Registry } from "#app/content/registry.ts";

export type ResultsStream = Pick<Stream, "code" | "name" | "inText">;
export type ResultsSeason = Pick<
  AdmissionInfo["resultsSeason"],
  "announcement" | "announcementTime" | "timeZone" | "end"
>;

export interface ResultsContent {
  streams: ResultsStream[];
  season: ResultsSeason;
}

/** The commands' part of a registry. */
export function resultsContentOf(registry: Pick<Registry, "streams" | "admission">): ResultsContent {
  const { announcement, announcementTime, timeZone, end } = registry.admission.resultsSeason;
  return {
    streams: registry.streams.map(({ code, name, inText }) => ({ code, name, inText })),
    season: { announcement, announcementTime, timeZone, end },
  };
}
