import { describe, expect, it } from "vitest";
import { keyHistoryEntry } from "./history-key.ts";

/** A history entry's state and what was written to it. */
function entry(state: unknown) {
  const writes: unknown[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      writes.push(next);
      this.state = next;
    },
  };
  return { history, writes };
}

describe("the history entry's scroll key", () => {
  it("a fresh entry gets a key of its own, not React Router's shared «default»", () => {
    const a = entry(null);
    const b = entry(null);
    keyHistoryEntry(a.history);
    keyHistoryEntry(b.history);
    const keyOf = (h: { state: unknown }) => (h.state as { key: string }).key;
    expect(keyOf(a.history)).toMatch(/^[0-9a-z]{4,}$/);
    expect(keyOf(a.history)).not.toBe(keyOf(b.history));
  });

  it("an entry with a key (a reload, a return) keeps it, untouched", () => {
    const e = entry({ key: "k1", idx: 3, usr: null });
    keyHistoryEntry(e.history);
    expect(e.writes).toEqual([]);
  });

  it("what else the entry holds is kept beside the new key", () => {
    const e = entry({ idx: 2, usr: { from: "search" } });
    keyHistoryEntry(e.history);
    expect(e.history.state).toMatchObject({ idx: 2, usr: { from: "search" } });
    expect((e.history.state as { key?: string }).key).toBeTruthy();
  });
});
