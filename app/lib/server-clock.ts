/**
 * The server's time, as the browser learns it from the `Date` (and `Age`) header of a response it
 * fetches anyway (`builds/latest.json`, see build-freshness.ts). Phones' clocks are often wrong;
 * what the site says about a moment (the results are out) follows the server's clock instead.
 */
import { useSyncExternalStore } from "react";

/** Server time minus local time, in milliseconds, once known. */
let offset: number | undefined;
/** The server's time when last read: what components render (a stable value between ticks). */
let current: Date | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();
/** How often the rendered server time moves on (a moment such as the announcement is crossed live). */
const TICK_MS = 30_000;
let ticker: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  if (offset === undefined) return;
  current = new Date(Date.now() + offset);
  listeners.forEach((listener) => listener());
}

/** Records the server's time from a response fetched at `sentAt` (local `Date.now()`). */
export function noteServerDate(response: Response, sentAt: number): void {
  const date = Date.parse(response.headers.get("Date") ?? "");
  if (!Number.isFinite(date)) return;
  // A shared cache may answer with the origin's Date and the seconds it has held the response.
  const age = Number(response.headers.get("Age") ?? 0) * 1000 || 0;
  const receivedAt = Date.now();
  offset = date + age - (sentAt + receivedAt) / 2;
  tick();
}

/**
 * Fetches `builds/latest.json` (revalidated with the server) and notes the server's time from it:
 * the one request that tells both which build is current and what time it is.
 */
export async function fetchLatestBuild(): Promise<{ id?: string } | undefined> {
  const sentAt = Date.now();
  try {
    const res = await fetch("/builds/latest.json", { cache: "no-cache" });
    noteServerDate(res, sentAt);
    return res.ok ? ((await res.json()) as { id?: string }) : undefined;
  } catch {
    return undefined; // Offline or blocked: the caller tries again later.
  }
}

/** Asks the server for its time unless it is known or being asked already. */
export function syncServerClock(): Promise<void> {
  if (offset !== undefined) return Promise.resolve();
  pending ??= fetchLatestBuild().then(() => {
    pending = undefined;
  });
  return pending;
}

/** The server's time now (ms), once known: for a moment that must be exact (a countdown's end). */
export function serverNow(): number | undefined {
  return offset === undefined ? undefined : Date.now() + offset;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  ticker ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) ticker = void clearInterval(ticker);
  };
};

/**
 * The server's current time, or undefined until it is known (always on the server and while
 * hydrating, so the first render matches the prerendered HTML).
 */
export function useServerNow(): Date | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
