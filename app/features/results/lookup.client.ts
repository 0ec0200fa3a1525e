/**
 * The browser's results source: the pointer and the record files, fetched from the site (or the
 * CDN in front of it). The server's time comes from the pointer's `Date` header (server-clock.ts).
 */
import { noteServerDate, serverNow } from "~/shell/server-clock";
import { POINTER_URL, recordUrl, type PublishedVersion } from "./published";
import type { ResultsSource } from "./lookup";

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

export const browserResults: ResultsSource = {
  pointer: fetchPointer,
  async record(version, path) {
    const res = await fetch(recordUrl(version, path));
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
  },
  now: () => serverNow() ?? Date.now(),
};
