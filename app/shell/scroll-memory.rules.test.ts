/**
 * Where the window goes when a page of the app comes in, as a reader expects it (written out
 * from React Router's documented scroll rules, which the site keeps): back and forward return to
 * the position left; a new page starts at its top or at its fragment; a filter keeps its place.
 */
import { describe, expect, it } from "vitest";
import { scrollOnArrival, type ScrollCase } from "./scroll-memory.ts";

const arrive = (over: Partial<ScrollCase>): ScrollCase => ({
  arrival: "PUSH",
  hash: "",
  keep: false,
  saved: undefined,
  ...over,
});

describe("scroll on arrival", () => {
  it.each([
    ["back to a page left at 840 px", { arrival: "POP", saved: 840 }, { top: 840 }],
    ["back to a page left at its top", { arrival: "POP", saved: 0 }, { top: 0 }],
    [
      "back to an entry with no saved place (an earlier load), with a fragment",
      { arrival: "POP", hash: "#plan" },
      { fragment: "plan" },
    ],
    ["back to an entry with no saved place", { arrival: "POP" }, { top: 0 }],
    ["back, even when the last navigation kept its place", { arrival: "POP", keep: true, saved: 120 }, { top: 120 }],
    ["a link to a new page", {}, { top: 0 }],
    ["a link to a part of a page", { hash: "#%D8%A7%D9%84%D8%AE%D8%B7%D8%A9" }, { fragment: "الخطة" }],
    ["a filter that keeps its place", { keep: true }, null],
    ["a filter replacing the entry, keeping its place", { arrival: "REPLACE", keep: true }, null],
    ["a replace to a new page", { arrival: "REPLACE" }, { top: 0 }],
    ["a link whose fragment is empty", { hash: "#" }, { top: 0 }],
  ] as const)("%s", (_, over, expected) => {
    expect(scrollOnArrival(arrive(over))).toEqual(expected);
  });
});
