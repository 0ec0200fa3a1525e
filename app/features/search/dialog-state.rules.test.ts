/**
 * The search dialog's rules (dialog-state.ts): what it searches, what it offers, where ↓ and ↑
 * and Enter go, and what it says while the index loads, once it has, and when it cannot.
 */
import { describe, expect, it } from "vitest";
import type { SearchAnswer, SearchHit } from "./engine.ts";
import { MAX_QUERY_CHARS, searchResultsHref } from "./query.ts";
import {
  activeOption,
  dialogReducer,
  initialDialogState,
  moveFor,
  submitHref,
  type DialogEvent,
  type DialogState,
  type Searcher,
} from "./dialog-state.ts";

const hit = (id: string, kind: SearchHit["kind"] = "degree"): SearchHit => ({
  id,
  kind,
  title: `title of ${id}`,
  href: `/${id}`,
  terms: [],
});

/** Two degrees and a course for any query; nothing for «لاشيء»; the words asked, kept in `asked`. */
const asked: string[][] = [];
const searcher: Searcher = (words) => {
  asked.push(words);
  if (words.includes("لاشيء")) return { groups: [], total: 0, partial: false };
  return {
    groups: [
      { kind: "degree", total: 5, hits: [hit("nursing"), hit("midwifery")] },
      { kind: "course", total: 1, hits: [hit("iti101", "course")] },
    ],
    total: 6,
    partial: words.length > 1,
  } satisfies SearchAnswer;
};

const run = (state: DialogState, ...events: DialogEvent[]) => events.reduce(dialogReducer, state);
const opened = (query = "") => initialDialogState(query);
const loaded = (query = "") => run(opened(query), { type: "loaded", search: searcher });
const typed = (query: string): DialogEvent => ({ type: "typed", query });
const down: DialogEvent = { type: "moved", direction: "down" };
const up: DialogEvent = { type: "moved", direction: "up" };
const hrefs = (state: DialogState) => state.options.map((o) => o.href);

describe("what the dialog searches", () => {
  it("opens with the header's query, nothing chosen, the index loading", () => {
    const state = opened("تمريض");
    expect(state).toMatchObject({ query: "تمريض", search: "loading", answer: undefined, options: [], active: -1 });
  });

  it("answers what was typed while the index loaded, once it has", () => {
    asked.length = 0;
    const state = run(opened("تمر"), typed("تمريض"), { type: "loaded", search: searcher });
    expect(asked).toEqual([["تمريض"]]);
    expect(state.answer).toMatchObject({ total: 6, partial: false });
    expect(state.text).toBe("تمريض");
  });

  it("searches the words as read: spaces folded, the words that carry no meaning left out", () => {
    asked.length = 0;
    const state = run(loaded(), typed("  قسم   في  التمريض "));
    expect(asked).toEqual([["قسم", "التمريض"]]);
    expect(state.text).toBe("قسم في التمريض");
    expect(state.query).toBe("  قسم   في  التمريض ");
  });

  it("asks nothing of the index for a field with nothing searchable, and offers nothing", () => {
    asked.length = 0;
    for (const query of ["", "   ", "!!!", "«»"]) {
      const state = run(loaded(), typed(query));
      expect(state.answer).toBeUndefined();
      expect(state.options).toEqual([]);
      expect(state.text).toBe("");
    }
    expect(asked).toEqual([]);
  });

  it("searches an overlong query cut, and knows it was", () => {
    const state = run(loaded(), typed("ت".repeat(MAX_QUERY_CHARS + 10)));
    expect(state).toMatchObject({ text: "ت".repeat(MAX_QUERY_CHARS), cut: true });
    expect(run(loaded(), typed("ت".repeat(MAX_QUERY_CHARS))).cut).toBe(false);
  });

  it("knows when the search cannot load, and searches no more", () => {
    asked.length = 0;
    const state = run(opened("تمريض"), { type: "failed" }, typed("قانون"));
    expect(state).toMatchObject({ search: "failed", answer: undefined, options: [] });
    expect(asked).toEqual([]);
  });
});

describe("the options", () => {
  it("every hit in the order of its groups, then the results page for the query", () => {
    expect(hrefs(loaded("تمريض"))).toEqual([
      "/nursing",
      "/midwifery",
      "/iti101",
      "/search?q=%D8%AA%D9%85%D8%B1%D9%8A%D8%B6",
    ]);
    expect(loaded("تمريض").options.map((o) => o.hit?.id)).toEqual(["nursing", "midwifery", "iti101", undefined]);
  });

  it("a query without results still offers the results page (which suggests where to start)", () => {
    expect(hrefs(loaded("لاشيء"))).toEqual([searchResultsHref("لاشيء")]);
  });

  it("none while the index loads or when it has failed", () => {
    expect(opened("تمريض").options).toEqual([]);
    expect(run(opened("تمريض"), { type: "failed" }).options).toEqual([]);
  });
});

describe("↓ and ↑ choose an option, round the list both ways", () => {
  it("↓ from none chooses the first, and from the last comes back to the first", () => {
    const state = loaded("تمريض");
    expect(run(state, down).active).toBe(0);
    expect(run(state, down, down, down).active).toBe(2);
    expect(run(state, down, down, down, down).active).toBe(3);
    expect(run(state, down, down, down, down, down).active).toBe(0);
  });

  it("↑ from none or from the first chooses the last (the results page)", () => {
    const state = loaded("تمريض");
    expect(run(state, up).active).toBe(3);
    expect(activeOption(run(state, up))).toEqual({ href: searchResultsHref("تمريض") });
    expect(run(state, down, up).active).toBe(3);
    expect(run(state, up, up).active).toBe(2);
  });

  it("typing forgets the choice", () => {
    const state = run(loaded("تمريض"), down, down, typed("تمريض ق"));
    expect(state.active).toBe(-1);
    expect(activeOption(state)).toBeUndefined();
  });

  it("the keys move only when there is something to choose, and other keys never", () => {
    expect(moveFor(loaded("تمريض"), "ArrowDown")).toBe("down");
    expect(moveFor(loaded("تمريض"), "ArrowUp")).toBe("up");
    expect(moveFor(loaded("تمريض"), "Enter")).toBeUndefined();
    expect(moveFor(loaded("تمريض"), "ArrowLeft")).toBeUndefined();
    expect(moveFor(opened("تمريض"), "ArrowDown")).toBeUndefined();
    expect(moveFor(loaded(""), "ArrowDown")).toBeUndefined();
    // And a move with nothing to choose changes nothing.
    const empty = loaded("");
    expect(run(empty, down, up)).toBe(empty);
  });
});

describe("where Enter goes", () => {
  it("to the chosen option", () => {
    expect(submitHref(run(loaded("تمريض"), down, down))).toBe("/midwifery");
    expect(submitHref(run(loaded("تمريض"), up))).toBe(searchResultsHref("تمريض"));
  });

  it("without a choice, to the results page for the query as read: also while the index loads, or when it failed", () => {
    expect(submitHref(loaded("  تمريض  "))).toBe("/search?q=%D8%AA%D9%85%D8%B1%D9%8A%D8%B6");
    expect(submitHref(opened("تمريض"))).toBe(searchResultsHref("تمريض"));
    expect(submitHref(run(opened("تمريض"), { type: "failed" }))).toBe(searchResultsHref("تمريض"));
  });

  it("nowhere when nothing in the field is searchable", () => {
    expect(submitHref(loaded(""))).toBeUndefined();
    expect(submitHref(loaded(" !? "))).toBeUndefined();
  });

  it("the results page's address: the query in `q`, none for nothing", () => {
    expect(searchResultsHref("")).toBe("/search");
    expect(searchResultsHref("a b&c")).toBe("/search?q=a+b%26c");
  });
});
