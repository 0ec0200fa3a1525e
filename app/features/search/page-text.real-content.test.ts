/**
 * What must hold for the real content's pages, in both languages: a page is found by what it says,
 * not only by its lead. Each section heading of a page (the messages' `{namespace}.{section}.title`
 * of a page's own namespace, the help page's groups, a prose page's headings), searched as a
 * visitor would type it, finds that page among the pages the header's list shows (the help
 * questions a group's title names may come before it, they are that section; and a page whose
 * title a heading repeats, as a privacy statement's section on the results repeats the results
 * page's); and a page that
 * content/search.yaml names for some words comes first for each of them. No word of the content
 * is named here.
 */
import { describe, expect, it } from "vitest";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries, type Registry } from "#app/content/registry.ts";
import { PAGES } from "#app/lib/paths.ts";
import { inLocale } from "#app/i18n/locales.ts";
import type { WrittenLanguage } from "#app/lib/format.ts";
import { serverMessages } from "#app/i18n/messages.server.ts";
import { searchDocuments } from "./documents.ts";
import { buildIndex, QUICK_RESULTS_PER_KIND, searchSite } from "./engine.ts";
import { readQuery } from "./query.ts";

const { ar, en } = buildRegistries(readContentFiles());

/** The page each namespace of messages is the words of (its sections' titles are `{ns}.{x}.title`). */
const NAMESPACE_PAGE = { international: PAGES.international, results: PAGES.results } as const;

function headingsOf(registry: Registry, messages: Record<string, string>): [string, string][] {
  const fromMessages = Object.entries(NAMESPACE_PAGE).flatMap(([ns, page]) =>
    Object.entries(messages)
      .filter(([key]) => new RegExp(`^${ns}\\.[a-zA-Z]+\\.title$`).test(key))
      // A heading with a placeholder is completed on the page («مواعيد القبول {year}»).
      .map(([, text]) => [page, text.replace(/\{[^{}]*\}/g, " ")] as [string, string]),
  );
  const help = registry.faq.map((g) => [PAGES.help, g.title] as [string, string]);
  const prose = Object.entries(registry.pages).flatMap(([slug, p]) =>
    [...p.html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(
      (m) => [`/${slug}`, m[1].replace(/<[^>]+>/g, "")] as [string, string],
    ),
  );
  return [...fromMessages, ...help, ...prose];
}

function searcher(registry: Registry, messages: Record<string, string>, language: WrittenLanguage) {
  const titles = {
    page: (path: string) => messages[`page.${path === "/" ? "home" : path.slice(1)}`] ?? path,
    colleges: messages["page.colleges"],
    message: (key: string) => messages[key],
  };
  const index = buildIndex(searchDocuments(registry, titles, language), registry.searchSynonyms);
  /** What the header's list shows for a query: its addresses in order, and its pages' apart. */
  return (text: string) => {
    const query = readQuery(text);
    const groups = query.kind === "empty" ? [] : searchSite(index, query.words, QUICK_RESULTS_PER_KIND).groups;
    return {
      all: groups.flatMap((g) => g.hits.map((h) => h.href)),
      pages: groups.filter((g) => g.kind === "page").flatMap((g) => g.hits.map((h) => h.href)),
    };
  };
}

const languages = [
  ["ar", ar, serverMessages("ar")],
  ...(en ? [["en", en, serverMessages("en")] as const] : []),
] as const;

describe.each(languages)("the real content's pages (%s)", (language, registry, messages) => {
  const search = searcher(registry, messages, language);
  const inLanguage = (path: string) => inLocale(path, language);

  it("finds every page by each of its sections' headings, among the pages shown", () => {
    const headings = headingsOf(registry, messages);
    expect(headings.length).toBeGreaterThan(10);
    const missed = headings
      .filter(([page, heading]) => !search(heading).pages.includes(inLanguage(page)))
      .map(([page, heading]) => `${page}: ${heading}`);
    expect(missed).toEqual([]);
  });

  it("shows first, for each word content/search.yaml leads to a page, that page", () => {
    const entries = registry.searchSynonyms.filter((e) => e.pages?.length);
    expect(entries.length).toBeGreaterThan(0);
    const missed = entries.flatMap((e) =>
      e.asked.flatMap((word) =>
        e.pages!.filter((page) => search(word).all[0] !== inLanguage(page)).map((page) => `${word} → ${page}`),
      ),
    );
    expect(missed).toEqual([]);
  });
});
