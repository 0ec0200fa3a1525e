/**
 * The route preload queue: each target is preloaded once, at most `concurrency` at a time,
 * and nothing at all on a data-saving or 2G connection. Pure: tasks are passed in.
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the visitor asked to save data or the connection is 2G (or slower). */
export function canPreload(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}

export function createPreloadQueue(concurrency: number) {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let active = 0;
  let peak = 0;

  const pump = () => {
    while (active < concurrency && waiting.length) {
      const task = waiting.shift()!;
      active++;
      peak = Math.max(peak, active);
      void Promise.resolve()
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          active--;
          pump();
        });
    }
  };

  return {
    /** Queues `task` under `key` unless that key was queued before. Returns whether it was queued. */
    enqueue(key: string, task: () => Promise<unknown>): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      waiting.push(task);
      pump();
      return true;
    },
    /** Counts for tests and diagnostics. */
    stats: () => ({ active, waiting: waiting.length, peak, seen: seen.size }),
  };
}
