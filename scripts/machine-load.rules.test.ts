import { describe, expect, it } from "vitest";
import { setPriority } from "node:os";
import {
  benchmarkLoop,
  describeHostSpeed,
  describeMachine,
  priorityProblem,
  startHostSampler,
} from "./machine-load.ts";

describe("the machine line a gate ends with", () => {
  it("says how busy the cores were and what the host took, between two readings", () => {
    const line = describeMachine(
      { total: 1000, idle: 400, steal: 10 },
      { total: 2000, idle: 600, steal: 260 },
      [30_000, 15_000],
    );
    expect(line).toMatch(/benchmark loop 30,000 → 15,000/);
    expect(line).toMatch(/cores busy 80% of the time/);
    expect(line).toMatch(/25% taken by the host/);
  });

  it("leaves out what it could not read", () => {
    expect(describeMachine(undefined, undefined, [1])).not.toMatch(/busy|host/);
  });

  it("the loop counts iterations a second", () => {
    expect(benchmarkLoop(50)).toBeGreaterThan(0);
  });

  it("and a line on the host through the run: the loop's median and range over its readings", () => {
    expect(describeHostSpeed([12_000, 9_000, 10_500])).toBe(
      "host: benchmark loop 10,500 over the run (median of 3 readings at high priority, range 9,000–12,000)",
    );
    // An even count: the middle two's mean.
    expect(describeHostSpeed([8_000, 16_000, 10_000, 9_000])).toMatch(/loop 9,500 .*median of 4 .*range 8,000–16,000/);
    expect(describeHostSpeed([], "could not raise the sampler's priority: EACCES")).toBe(
      "host: loop not sampled (could not raise the sampler's priority: EACCES)",
    );
  });

  it("names the system's reason when a priority cannot be raised, not Node's wrapper code", () => {
    // A process that does not exist: the system refuses with ESRCH, wrapped in ERR_SYSTEM_ERROR.
    let error: unknown;
    try {
      setPriority(2 ** 22 + 12_345, -20);
    } catch (caught) {
      error = caught;
    }
    expect(priorityProblem(error)).toBe("could not raise the sampler's priority: ESRCH");
  });

  it("the host's sampler reads the loop every few seconds at high priority, or says why it cannot", async () => {
    const host = startHostSampler(50, 10);
    if ("unavailable" in host)
      return expect(host.unavailable).toMatch(/could not raise the sampler's priority: E[A-Z]+$/);
    try {
      await expect.poll(() => host.loops.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(host.loops.every((loop) => loop > 0)).toBe(true);
    } finally {
      host.stop();
    }
  });
});
