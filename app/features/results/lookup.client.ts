/**
 * The browser's results source: the pointer and the record files, fetched from the site (or the
 * CDN in front of it). The server's time comes from the pointer's `Date` header (server-clock.ts).
 */
import { serverNow } from "#app/lib/server-clock.ts";
import { recordUrl } from "./published.ts";
import { fetchPointer } from "./pointer.client.ts";
import type { ResultsSource } from "./lookup.ts";

export const browserResults: ResultsSource = {
  pointer: fetchPointer,
  async record(version, path) {
    const res = await fetch(recordUrl(version, path));
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
  },
  now: () => serverNow() ?? Date.now(),
};
