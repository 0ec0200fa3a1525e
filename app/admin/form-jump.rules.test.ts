/**
 * The changes of address the CMS's page reloads for (form-jump.ts): those Decap's one editor form
 * shows wrongly, and none of Decap's own moves. The table is Decap's routes as an officer meets them.
 */
import { describe, expect, it } from "vitest";
import { isFormJump, newEntrySaved } from "./form-jump.ts";

const at = (route: string) => `http://127.0.0.1:5173/admin/#/collections/${route}`;

describe("a change of address in the CMS", () => {
  it.each([
    ["programs/entries/iti", "programs/entries/cs", "an entry to another of its folder"],
    ["programs/entries/iti", "colleges/entries/it", "an entry to another folder's"],
    ["publications/new", "lists/entries/admission", "a new entry's form to another folder's entry"],
    ["news/new?title=x", "programs/entries/iti", "a new entry's form with a query to another folder's entry"],
    ["programs/entries/%D8%A3", "programs/entries/%D8%A8", "two entries whose slugs are written escaped"],
    ["programs/new", "programs/entries/iti", "a new entry's form to an entry of its folder, with nothing saved"],
  ])("reloads the page from %s to %s (%s)", (from, to) => {
    expect(isFormJump(at(from), at(to))).toBe(true);
  });

  it.each([
    ["programs/entries/iti", "programs/new", "a copy, to a new entry's form"],
    ["programs/entries/iti", "programs", "an entry to its list"],
    ["programs", "programs/entries/iti", "a list to an entry"],
    ["programs/entries/iti", "programs/entries/iti", "the same entry"],
    ["programs/entries/iti", "programs/entries/%69ti", "the same entry, its slug written escaped"],
    ["publications/new", "lists/new", "a new entry's form to another"],
  ])("leaves the page from %s to %s (%s)", (from, to) => {
    expect(isFormJump(at(from), at(to))).toBe(false);
  });

  /** Decap's `postSave` for an entry of `collection`, new or not. */
  const saved = (collection: string, newRecord: boolean) =>
    newEntrySaved({ entry: { get: (key: string) => ({ collection, newRecord })[key] } });

  it("leaves the page when a new entry's save moves to its entry, and only at that move", () => {
    saved("programs", true);
    expect(isFormJump(at("programs/new"), at("programs/entries/ai"))).toBe(false);
    // The save was the move's alone: a later jump from a new entry's form is one again.
    expect(isFormJump(at("programs/new"), at("programs/entries/iti"))).toBe(true);
  });

  it("reloads for a jump after a save that was not a new entry's, or was another folder's", () => {
    saved("programs", false);
    expect(isFormJump(at("programs/new"), at("programs/entries/iti"))).toBe(true);
    saved("news", true);
    expect(isFormJump(at("programs/new"), at("programs/entries/iti"))).toBe(true);
  });
});
