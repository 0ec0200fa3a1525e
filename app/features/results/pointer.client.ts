/**
 * The results' pointer (`/results/current.json`), fetched by the home banner and the results page:
 * which version is published, its release moment, and (from its `Date` header) the server's time.
 * Kept apart from the lookup so the pages that only read the moment carry nothing else.
 */
import { noteServerDate } from "~/shell/server-clock";
import type { PublishedVersion } from "./published";

/** Where the pointer is served (server/results.js). */
export const POINTER_URL = "/results/current.json";

/** The current version's pointer, revalidated; undefined when none is published or offline. */
export async function fetchPointer(): Promise<PublishedVersion | undefined> {
  const sentAt = Date.now();
  try {
    const res = await fetch(POINTER_URL, { cache: "no-cache" });
    noteServerDate(res, sentAt);
    return res.ok ? ((await res.json()) as PublishedVersion) : undefined;
  } catch {
    return undefined;
  }
}
