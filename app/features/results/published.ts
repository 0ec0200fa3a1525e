/**
 * The published results, as files (decision 011). The import writes them outside the build, under
 * `RESULTS_DIR`; the server serves them at `/results/…`; the page and the server's no-JavaScript
 * fallback read them the same way.
 *
 *   RESULTS_DIR/current.json                 the pointer: the version in use (a PublishedVersion)
 *   RESULTS_DIR/versions/{version}/manifest.json   the same record, kept for rollback
 *   RESULTS_DIR/versions/{version}/{aa}/{30 hex}   one sealed record per student (record-crypto.ts)
 *   RESULTS_DIR/.staging-{version}/          an import still writing; never served, never pointed at
 *
 * Served as `/results/current.json` and `/results/{version}/{aa}/{30 hex}`.
 */
import type { DerivationParams } from "./record-crypto";

export interface PublishedVersion extends DerivationParams {
  /** Sortable id, the import's UTC time and a random suffix: `20270722T064512Z-3f9a`. */
  version: string;
  /** The release moment (ISO 8601 instant): before it no file of the version is served. */
  releaseAt: string;
  /** When the lookup closes (ISO 8601 instant): the end of the results season. */
  closesAt: string;
  /** Invented sample data: the page says so. */
  sample: boolean;
  /** How many records the version holds. */
  rows: number;
  /** When the import finished (ISO 8601 instant). */
  publishedAt: string;
}

/** URL paths, one place (the pointer's: pointer.client.ts). */
export const RESULTS_URL = "/results";
export const recordUrl = (version: string, path: string) => `${RESULTS_URL}/${version}/${path}`;

/** A version id: letters, digits and hyphens only (it becomes a folder and a URL segment). */
export const VERSION_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;
/** A record's path under its version: two hex digits of folder, thirty of name. */
export const RECORD_PATH_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{30}$/;

/**
 * Where the lookup stands at `now` (the server's clock): no version published, before the release
 * moment, open, or closed after the season.
 */
export type LookupState = "none" | "before" | "open" | "closed";

export function lookupState(
  pointer: Pick<PublishedVersion, "releaseAt" | "closesAt"> | undefined,
  now: number,
): LookupState {
  if (!pointer) return "none";
  if (now < Date.parse(pointer.releaseAt)) return "before";
  if (now >= Date.parse(pointer.closesAt)) return "closed";
  return "open";
}
