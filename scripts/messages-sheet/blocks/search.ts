/**
 * The site's search page (/search): queries chosen by how many results they give (one, two, a few,
 * many, none), a course taught in several programs, one past the length the search reads, and the
 * page without words. The candidates are words of the content's own names, so they follow it.
 */
import { readQuery } from "#app/features/search/query.ts";
import { searchForPage } from "#app/features/search/site-search.server.ts";
import { MAX_QUERY_CHARS } from "#app/lib/search-limits.ts";
import * as searchRoute from "#app/routes/search.tsx";
import type { BlockContext } from "./context.ts";
import { pick } from "./markup.ts";

export async function searchBlocks({ registry, unknownWord, add, renderRoute }: BlockContext): Promise<void> {
  const group = "صفحة البحث في الموقع";
  // Queries chosen by how many results they give: one, two, a few, many, none; and one past the length the search reads.
  const candidates = [
    ...new Set(
      [
        ...registry.programs.map((p) => p.name),
        ...registry.colleges.map((c) => c.name),
        ...registry.programs.flatMap((p) =>
          p.studyPlan.flatMap((y) => y.semesters.flatMap((s) => s.courses.map((c) => c.name))),
        ),
      ].flatMap((text) => text.split(/\s+/).filter((w) => w.length > 3)),
    ),
  ];
  const total = (q: string) => {
    const query = readQuery(q);
    return query.kind === "words" ? searchForPage(query.words).total : 0;
  };
  const wanted: [string, (n: number) => boolean][] = [
    ["نتيجة واحدة", (n) => n === 1],
    ["نتيجتان", (n) => n === 2],
    ["بضع نتائج (3–10)", (n) => n >= 3 && n <= 10],
    ["نتائج كثيرة (11 فأكثر)", (n) => n >= 11],
  ];
  const queries: [string, string][] = [];
  for (const [title, test] of wanted) {
    const q = candidates.find((w) => test(total(w)));
    if (q) queries.push([title, q]);
  }
  // A course taught in several programs («… وبرنامجان آخران»), unless a first result above shows one.
  const showsAlsoIn = (w: string) => {
    const query = readQuery(w);
    return query.kind === "words" && searchForPage(query.words).groups.some((g) => g.hits[0]?.alsoIn);
  };
  if (!queries.some(([, q]) => showsAlsoIn(q))) {
    const alsoIn = candidates.find(showsAlsoIn);
    if (alsoIn) queries.push(["مساق في أكثر من برنامج", alsoIn]);
  }
  if (total(unknownWord) > 0) throw new Error(`The sheet's word that no page holds, «${unknownWord}», is found.`);
  queries.push(["لا نتائج", unknownWord]);
  queries.push(["بحث أطول مما يقرؤه البحث", `${candidates.slice(0, 40).join(" ")}`.slice(0, MAX_QUERY_CHARS + 20)]);
  for (const [title, q] of queries) {
    const url = `/search?q=${encodeURIComponent(q)}`;
    const html = await renderRoute(searchRoute, url);
    const main = pick(html, /<\/search>([\s\S]*)$/, title).slice("</search>".length);
    // The counts and headings, and the first result of each group.
    const trimmed = main.replace(
      /(<ol class="mt-3 space-y-3">(?:<li[\s\S]*?<\/li>)?)(?:<li[\s\S]*?<\/li>)*(<\/ol>)/g,
      "$1$2",
    );
    const shown = q.length > 40 ? `${q.slice(0, 40)}…` : q;
    add(group, `${title}: «${shown}»`, `/search?q=${shown}`, trimmed);
  }
  const empty = await renderRoute(searchRoute, "/search");
  add(
    group,
    "صفحة البحث بلا كلمات",
    "/search",
    pick(empty, /<div class="mt-8 max-w-2xl space-y-4">[\s\S]*?<\/div>/, "empty"),
  );
}
