/**
 * The changes of address the CMS's page reloads for (form-jump.ts): those Decap's one editor form
 * shows wrongly, and none of Decap's own moves. The table is Decap's routes as an officer meets them.
 */
import { describe, expect, it } from "vitest";
import { isFormJump, isFormJumpNow, newEntrySaved } from "./form-jump.ts";

const at = (route: string) => `http://127.0.0.1:5173/admin/#/collections/${route}`;

const RELOAD = true;
const LEAVE = false;

describe("a change of address in the CMS", () => {
  // From, to, the folder whose new entry was saved just before (if any), what the page does, and why.
  it.each<[string, string, string | undefined, boolean, string]>([
    ["programs/entries/iti", "programs/entries/cs", undefined, RELOAD, "an entry to another of its folder"],
    ["programs/entries/iti", "colleges/entries/it", undefined, RELOAD, "an entry to another folder's"],
    ["programs/entries/%D8%A3", "programs/entries/%D8%A8", undefined, RELOAD, "two entries, slugs escaped"],
    ["publications/new", "lists/entries/admission", undefined, RELOAD, "a new entry's form to another folder's entry"],
    ["news/new?title=x", "programs/entries/iti", undefined, RELOAD, "the same, the new form with a query"],
    ["programs/new", "programs/entries/iti", undefined, RELOAD, "a new entry's form to its folder's entry"],
    ["programs/new", "programs/entries/iti", "news", RELOAD, "the same, after another folder's save"],
    ["programs/new", "programs/entries/ai", "programs", LEAVE, "a new entry's save, to its entry"],
    ["programs/entries/iti", "programs/new", undefined, LEAVE, "a copy, to a new entry's form"],
    ["programs/entries/iti", "programs", undefined, LEAVE, "an entry to its list"],
    ["programs", "programs/entries/iti", undefined, LEAVE, "a list to an entry"],
    ["programs/entries/iti", "programs/entries/iti", undefined, LEAVE, "the same entry"],
    ["programs/entries/iti", "programs/entries/%69ti", undefined, LEAVE, "the same entry, its slug escaped"],
    ["publications/new", "lists/new", undefined, LEAVE, "a new entry's form to another"],
  ])("from %s to %s (new entry saved in %s): reloads %s, %s", (from, to, saved, reloads) => {
    expect(isFormJump(at(from), at(to), saved)).toBe(reloads);
  });

  /** Decap's `postSave` for an entry of `collection`, new or not. */
  const save = (collection: string, newRecord: boolean) =>
    newEntrySaved({ entry: { get: (key: string) => ({ collection, newRecord })[key] } });

  it("counts a new entry's save for the next change of address alone, and no other save", () => {
    save("programs", true);
    expect(isFormJumpNow(at("programs/new"), at("programs/entries/ai"))).toBe(LEAVE);
    expect(isFormJumpNow(at("programs/new"), at("programs/entries/iti"))).toBe(RELOAD);
    save("programs", false);
    expect(isFormJumpNow(at("programs/new"), at("programs/entries/iti"))).toBe(RELOAD);
  });
});
