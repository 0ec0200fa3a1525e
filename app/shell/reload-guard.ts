/**
 * The chunk-reload guard: after a code chunk fails to load, the page may reload itself once per
 * path within a time window, never in a loop. Pure: storage and clock are passed in.
 */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = "al-ofoq:chunk-reloads";

export function createReloadGuard({
  storage,
  now,
  windowMs,
}: {
  storage: GuardStorage;
  now: () => number;
  windowMs: number;
}) {
  const read = (): Record<string, number> => {
    try {
      return JSON.parse(storage.getItem(KEY) ?? "{}") as Record<string, number>;
    } catch {
      return {};
    }
  };
  return {
    /** True (and recorded) when `path` has not been reloaded within the window. */
    allow(path: string): boolean {
      const reloads = read();
      const last = reloads[path];
      const t = now();
      if (last !== undefined && t - last < windowMs) return false;
      // Forget old entries so the record stays small.
      const fresh = Object.fromEntries(Object.entries(reloads).filter(([, at]) => t - at < windowMs));
      fresh[path] = t;
      try {
        storage.setItem(KEY, JSON.stringify(fresh));
      } catch {
        // Storage full or blocked: allowing a reload without a record could loop, so refuse.
        return false;
      }
      return true;
    },
  };
}

/** True for the errors browsers throw when a dynamically imported module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}
