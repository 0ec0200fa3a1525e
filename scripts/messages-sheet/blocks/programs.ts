/**
 * The program finder (/programs): its count and its first cards with no filter, a stream and an
 * average, each level, no match, and each refusal of the average.
 */
import { formatPercent } from "#app/lib/format.ts";
import * as programsRoute from "#app/routes/programs.tsx";
import type { BlockContext } from "./context.ts";
import { pick } from "./markup.ts";

export async function programsBlocks({ add, renderRoute, situations }: BlockContext): Promise<void> {
  const group = "دليل البرامج";
  const streamed = situations.shortest((a) => a.open.length >= 2)!;
  /** Title, URL, and how many of its cards to show. */
  const cases: [string, string, number][] = [
    ["بلا تصفية: عدد البرامج كلها", "/programs", 1],
    [
      `فرع ومعدل: ${streamed.stream.inText}، ${formatPercent(streamed.average)}`,
      `/programs?stream=${streamed.stream.code}&average=${streamed.average}`,
      2,
    ],
    ["درجة البكالوريوس: حدود دنيا تختلف حسب الفرع", "/programs?level=undergraduate", 2],
    ["الدراسات العليا: شرط الدرجة السابقة", "/programs?level=graduate", 1],
    ["لا برامج تطابق الخيارات", `/programs?stream=${streamed.stream.code}&average=50&level=graduate`, 0],
    ["معدل ليس رقمًا", `/programs?average=${encodeURIComponent("ثمانون")}`, 0],
    ["معدل خارج المدى", "/programs?average=120", 0],
    ["معدل التوجيهي بمنزلتين عشريتين", "/programs?average=85.55", 0],
  ];
  for (const [title, url, cards] of cases) {
    const html = await renderRoute(programsRoute, url);
    const parts = [
      html.match(/<p id="programs-average-error"[\s\S]*?<\/p>/)?.[0],
      pick(html, /<p role="status"[\s\S]*?<\/p>/, title),
      html.match(/<p class="mt-2">[\s\S]*?<\/p>/)?.[0],
      ...[...html.matchAll(/<li class="relative[\s\S]*?<\/li>/g)].slice(0, cards).map((m) => `<ul>${m[0]}</ul>`),
    ];
    add(group, title, decodeURIComponent(url), parts.filter(Boolean).join("\n"));
  }
}
