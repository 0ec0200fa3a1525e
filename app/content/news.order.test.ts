import { describe, expect, it } from "vitest";
import { newestFirst } from "./news.ts";

describe("news order", () => {
  it("newest publication day first; the same day by slug, whatever order the files came in", () => {
    const items = [
      { slug: "b", date: "2026-03-01" },
      { slug: "z", date: "2026-11-18" },
      { slug: "a", date: "2026-03-01" },
      { slug: "m", date: "2025-12-31" },
      { slug: "c", date: "2026-03-02" },
    ];
    const expected = ["z", "c", "a", "b", "m"];
    expect(newestFirst(items).map((i) => i.slug)).toEqual(expected);
    expect(newestFirst([...items].reverse()).map((i) => i.slug)).toEqual(expected);
  });

  it("leaves the list it was given as it was", () => {
    const items = [
      { slug: "a", date: "2026-01-01" },
      { slug: "b", date: "2026-02-01" },
    ];
    newestFirst(items);
    expect(items.map((i) => i.slug)).toEqual(["a", "b"]);
  });
});
