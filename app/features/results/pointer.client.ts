/**
 * The results' pointer (`/results/current.json`), fetched by the home banner and the results page:
 * the release moment, from it on the version and its derivation parameters, and (from its `Date`
 * header) the server's time. Kept apart from the lookup so the pages that only read the moment
 * carry nothing else.
 */
import { noteServerDate } from "#app/lib/server-clock.ts";
import { POINTER_URL, type PublicPointer } from "./published.ts";

/** The pointer, revalidated; undefined when none is published or offline. */
export async function fetchPointer(): Promise<PublicPointer | undefined> {
  const sentAt = Date.now();
  try {
    const res = await fetch(POINTER_URL, { cache: "no-cache" });
    noteServerDate(res, sentAt);
    // `null` is the server's answer while no results are published.
    return res.ok ? (((await res.json()) as PublicPointer | null) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
