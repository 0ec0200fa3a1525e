import { describe, expect, it } from "vitest";
import { benchmarkLoop, describeMachine } from "./machine-load.ts";

describe("the machine line a gate ends with", () => {
  it("says how busy the cores were and what the host took, between two readings", () => {
    const line = describeMachine(
      { total: 1000, idle: 400, steal: 10 },
      { total: 2000, idle: 600, steal: 260 },
      [30_000, 15_000],
    );
    expect(line).toMatch(/benchmark loop 30000 → 15000/);
    expect(line).toMatch(/cores busy 80% of the time/);
    expect(line).toMatch(/25% taken by the host/);
  });

  it("leaves out what it could not read", () => {
    expect(describeMachine(undefined, undefined, [1])).not.toMatch(/busy|host/);
  });

  it("the loop counts iterations a second", () => {
    expect(benchmarkLoop(50)).toBeGreaterThan(0);
  });
});
