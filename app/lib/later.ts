/**
 * Work an effect starts after hydration, each piece in a task of its own.
 *
 * The effects of the first render all run in one task, and starting a request is a few
 * milliseconds of a low-end phone's main thread. Two or three requests started from that task made
 * it a long one (decision 027); started from tasks of their own, each is short and the phone can
 * answer a tap in between.
 */

/** Cancels what was scheduled, if it has not run yet. */
export type Cancel = () => void;

/** Runs `work` in a task of its own, as soon as the current one ends. */
export function inOwnTask(work: () => void): Cancel {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `work` in a task of its own when the browser is idle, at the latest `timeout` ms later:
 * for what the page in view does not need (the messages an error page would need).
 */
export function whenIdle(work: () => void, timeout = 3000): Cancel {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(work, { timeout });
    else work();
  }, 0);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
