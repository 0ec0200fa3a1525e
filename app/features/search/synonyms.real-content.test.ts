/**
 * What must hold for any search words the university writes (content/search.yaml): each entry
 * leads somewhere, in its own language's index. No word of the content is named here.
 */
import { describe, expect, it } from "vitest";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries, type Registry } from "#app/content/registry.ts";
import { ARABIC_SCRIPT, arabicWords, stemArabic } from "#app/lib/arabic.ts";
import type { WrittenLanguage } from "#app/lib/format.ts";
import { searchDocuments } from "./documents.ts";
import { buildIndex } from "./engine.ts";

const { ar, en } = buildRegistries(readContentFiles());
const titles = { page: (path: string) => path, colleges: "colleges" };

function entriesFindSomething(registry: Registry, language: WrittenLanguage, arabic: boolean) {
  const { index } = buildIndex(searchDocuments(registry, titles, language));
  // An entry that only names pages is held to them (page-text.real-content.test.ts).
  const entries = registry.searchSynonyms.filter((e) => e.found && ARABIC_SCRIPT.test(e.asked[0]) === arabic);
  expect(entries.length).toBeGreaterThan(0);
  const dead = entries.filter(
    (e) =>
      !e
        .found!.flatMap((w) => arabicWords(w).flatMap((t) => [t, stemArabic(t)]))
        .some((term) => index.search(term, { fuzzy: false, prefix: false }).length),
  );
  expect(dead.map((e) => e.asked.join(", "))).toEqual([]);
}

describe("the real content's search words", () => {
  it("every Arabic entry finds something on the Arabic site", () => entriesFindSomething(ar, "ar", true));
  it.skipIf(!en)("every English entry finds something on the English site", () =>
    entriesFindSomething(en!, "en", false),
  );
});
