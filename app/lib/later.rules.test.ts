import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inOwnTask, whenIdle } from "./later.ts";

/** A browser's idle callbacks, run when the test says the browser is idle. */
function idleBrowser() {
  const pending = new Map<number, IdleRequestCallback>();
  const options: (IdleRequestOptions | undefined)[] = [];
  let next = 1;
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback, opts?: IdleRequestOptions) => {
    pending.set(next, callback);
    options.push(opts);
    return next++;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => pending.delete(id));
  return {
    options,
    pending: () => pending.size,
    idle() {
      for (const [id, callback] of pending) {
        pending.delete(id);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }
    },
  };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("inOwnTask", () => {
  it("runs the work after the current task, not in it", () => {
    const work = vi.fn();
    inOwnTask(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it("runs nothing once cancelled (an effect cleaned up before its task)", () => {
    const work = vi.fn();
    inOwnTask(work)();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});

describe("whenIdle", () => {
  it("waits for the current task to end and then for the browser to be idle", () => {
    const browser = idleBrowser();
    const work = vi.fn();
    whenIdle(work);
    expect(browser.pending()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    browser.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it("asks the browser for the work at the latest after the timeout", () => {
    const browser = idleBrowser();
    whenIdle(() => undefined, 1234);
    vi.advanceTimersByTime(0);
    expect(browser.options).toEqual([{ timeout: 1234 }]);
  });

  it("runs nothing once cancelled, before or after the idle callback is asked for", () => {
    const browser = idleBrowser();
    const early = vi.fn();
    const late = vi.fn();
    whenIdle(early)();
    const cancelLate = whenIdle(late);
    vi.advanceTimersByTime(0);
    expect(browser.pending()).toBe(1);
    cancelLate();
    browser.idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it("in a browser without idle callbacks, runs the work in a task of its own", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });
});
