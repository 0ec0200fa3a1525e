import { describe, expect, it } from "vitest";
import { interactionsOf, worstInteraction, type EventEntry } from "#scripts/bench/interaction-latency.ts";

const entry = (name: string, interactionId: number, startTime: number, duration: number, work = 4): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 2,
  processingEnd: startTime + 2 + work,
});

describe("interaction latency", () => {
  it("a tap's events are one interaction, as long as its longest", () => {
    const [tap] = interactionsOf([
      entry("pointerdown", 7, 100, 24),
      entry("pointerup", 7, 180, 40, 20),
      entry("click", 7, 181, 32),
    ]);
    expect(tap).toEqual({
      id: 7,
      events: ["pointerdown", "pointerup", "click"],
      latency: 40,
      inputDelay: 2,
      processing: 20,
      presentation: 18,
    });
  });

  it("events outside an interaction are left out, interactions come in order", () => {
    const found = interactionsOf([
      entry("keydown", 12, 300, 56),
      entry("mouseover", 0, 10, 200),
      entry("keydown", 9, 200, 16),
    ]);
    expect(found.map((i) => [i.id, i.latency])).toEqual([
      [9, 16],
      [12, 56],
    ]);
  });

  it("an action is its slowest interaction; none reported is under the browser's 16 ms floor", () => {
    expect(
      worstInteraction([entry("keydown", 1, 0, 24), entry("keydown", 2, 50, 88), entry("keyup", 2, 60, 16)])?.latency,
    ).toBe(88);
    expect(worstInteraction([entry("mousemove", 0, 0, 120)])).toBeUndefined();
  });
});
