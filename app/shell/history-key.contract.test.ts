/**
 * React Router's history, as the hydrated router creates it, against the entry keyHistoryEntry
 * has written: one write to the history entry at start-up in all, not two (history-key.ts).
 */
import { describe, expect, it } from "vitest";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { keyHistoryEntry } from "./history-key.ts";

function freshWindow() {
  const writes: unknown[] = [];
  const history = {
    state: null as unknown,
    replaceState(next: unknown) {
      writes.push(next);
      this.state = next;
    },
    pushState() {},
  };
  const location = new URL("https://www.example.edu/help");
  const window = { history, location, addEventListener() {}, removeEventListener() {} };
  return { window: window as unknown as Window, history, writes };
}

describe("the history entry at start-up", () => {
  it("a fresh entry is written once: React Router's history finds the index it would write", () => {
    const w = freshWindow();
    keyHistoryEntry(w.history);
    const history = createBrowserHistory({ window: w.window });
    expect(w.writes).toHaveLength(1);
    expect(history.location.key).toBe((w.history.state as { key: string }).key);
  });

  it("without the key written first, React Router writes the index itself (what the one write saves)", () => {
    const w = freshWindow();
    createBrowserHistory({ window: w.window });
    expect(w.writes).toEqual([{ idx: 0 }]);
  });
});
