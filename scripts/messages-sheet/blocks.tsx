/**
 * The sentences the pages assemble from parts, rendered by the site's own components as the pages
 * show them: renderToStaticMarkup inside a static data router (as features/results/lookup-page.server
 * does), the messages from MessagesContext, or, for a page, from its route's loader (the same server
 * functions) under a root whose loader carries the whole messages file. The situations are chosen
 * by property from the content (a stream no program takes, an average that opens exactly one
 * program …), so they follow the content as it changes.
 *
 * Runs inside Vite's module runner (scripts/messages-sheet.ts): the routes read the bundled content.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useMatches,
  useParams,
  type LoaderFunction,
} from "react-router";
import type { Registry } from "#app/content/registry.ts";
import type { ProgramSheet } from "#app/content/schema.ts";
import { applyFacts, finderAnswer, tierView, type FinderAnswer } from "#app/features/admission/finder-answer.ts";
import { entryDegrees } from "#app/content/catalog.ts";
import { MessagesContext, type Messages } from "#app/i18n/messages.ts";
import { formatPercent } from "#app/lib/format.ts";
import { planCost } from "#app/features/admission/plan-cost.ts";
import { isExactConversion } from "#app/features/admission/eligibility.ts";
import { FinderAnswerView } from "#app/features/admission/ui/FinderAnswerView.tsx";
import { PlanCostLines } from "#app/features/admission/ui/PlanCostLines.tsx";
import { ResultCard } from "#app/features/results/ui/ResultCard.tsx";
import { ResultsLookup } from "#app/features/results/ui/ResultsLookup.tsx";
import { lookupFacts } from "#app/features/results/lookup-answer.server.ts";
import { ErrorPage, describeError } from "#app/components/layout/ErrorPage.tsx";
import { Notices } from "#app/features/notices/ui/Notices.tsx";
import { noticeViews } from "#app/features/notices/banner.ts";
import { readQuery } from "#app/features/search/query.ts";
import { searchForPage } from "#app/features/search/site-search.server.ts";
import { MAX_QUERY_CHARS } from "#app/lib/search-limits.ts";
import * as admissionKeysRoute from "#app/routes/admission-keys.tsx";
import * as programsRoute from "#app/routes/programs.tsx";
import * as searchRoute from "#app/routes/search.tsx";
import * as newsRoute from "#app/routes/news.tsx";
import * as newsArticleRoute from "#app/routes/news-article.tsx";
import * as resultsRoute from "#app/routes/high-school-results.tsx";
import * as collegesRoute from "#app/routes/colleges.tsx";
import * as helpRoute from "#app/routes/help.tsx";
import type { SheetBlock } from "./page.ts";

interface RouteModule {
  loader: (...args: never[]) => unknown;
  default: ComponentType<never>;
}

/** A fictional student's name on the result cards (no real record is read). */
const STUDENT = "ليان سمير الخطيب";

/** What a rendering puts where the page would be. */
const SlotContent = createContext<ReactNode>(null);
const Slot = () => useContext(SlotContent);

export async function componentBlocks(registry: Registry, messages: Messages): Promise<SheetBlock[]> {
  const blocks: SheetBlock[] = [];
  /** A block; `open` shows what a visitor would open (the page shows its <details> closed). */
  const add = (group: string, title: string, source: string, html: string, open = false) =>
    blocks.push({ group, title, source, html: open ? openDetails(html) : html });

  // A component alone: a static router without loaders, the messages from MessagesContext.
  const handler = createStaticHandler([{ path: "*", Component: Slot }]);
  const renderElement = async (element: ReactNode, url = "/") => {
    const context = await handler.query(new Request(new URL(url, "http://localhost")));
    if (context instanceof Response) throw new Error(`No static route for ${url}.`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToStaticMarkup(
      <MessagesContext.Provider value={messages}>
        <SlotContent.Provider value={element}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SlotContent.Provider>
      </MessagesContext.Provider>,
    );
  };

  // A page: its route's own loader (the same server functions) under a root carrying the messages.
  const renderRoute = async (route: RouteModule, url: string, path = new URL(url, "http://localhost").pathname) => {
    const Page = route.default as ComponentType<Record<string, unknown>>;
    const PageWithData = () => <Page loaderData={useLoaderData()} params={useParams()} matches={useMatches()} />;
    const pageHandler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => ({ messages }),
        Component: Outlet,
        children: [{ id: "page", path, loader: route.loader as unknown as LoaderFunction, Component: PageWithData }],
      },
    ]);
    const context = await pageHandler.query(new Request(new URL(url, "http://localhost")));
    if (context instanceof Response) throw new Error(`${url} answered ${context.status}.`);
    if (context.errors) throw new Error(`${url}: ${JSON.stringify(context.errors)}`);
    const router = createStaticRouter(pageHandler.dataRoutes, context);
    return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  };

  const apply = applyFacts(registry);
  const streams = registry.streams;
  type Stream = (typeof streams)[number];
  const answers = new Map<string, FinderAnswer>();
  const answerFor = (stream: string, average?: number, certificate = "") => {
    const query = { certificate, stream, average: average === undefined ? "" : String(average) };
    const key = JSON.stringify(query);
    if (!answers.has(key)) answers.set(key, finderAnswer(registry, query).answer!);
    return answers.get(key)!;
  };
  /** Averages from the ministry's floor for diplomas to 100, by halves. */
  const averages = Array.from({ length: 101 }, (_, i) => 50 + i / 2);
  /** How long an answer reads: its degrees with their notes and fees (the closed list aside). */
  const length = (a: FinderAnswer) => a.open.length + a.close.length;
  /**
   * Of every stream and score whose answer has the property, the shortest answer (then the first in
   * content order, lowest score first): the sheet stays readable as the content grows.
   */
  const shortest = (property: (a: FinderAnswer) => boolean, scores = averages, certificate = "") => {
    let best: { stream: Stream; average: number; answer: FinderAnswer } | undefined;
    for (const stream of streams)
      for (const average of scores) {
        const answer = answerFor(stream.code, average, certificate);
        if (property(answer) && (!best || length(answer) < length(best.answer))) best = { stream, average, answer };
      }
    return best;
  };
  const finder = async (title: string, source: string, answer: FinderAnswer, open = false) =>
    add(
      "أداة «ما البرامج المتاحة لمعدلي؟» (مفاتيح القبول)",
      title,
      `FinderAnswerView ${source}`,
      await renderElement(<FinderAnswerView answer={answer} apply={apply} />, "/admission-keys"),
      open,
    );
  const situation = (found: { stream: Stream; average: number }, certificate?: string) =>
    `${certificate ? `certificate=${certificate} ` : ""}stream=${found.stream.code} average=${found.average}`;

  // ——— The finder's answer ———
  const untaken = streams.find((s) => answerFor(s.code).open.length === 0);
  if (untaken)
    await finder(
      `فرع لا يقبله أي برنامج: ${untaken.inText}، بلا معدل`,
      `stream=${untaken.code}`,
      answerFor(untaken.code),
    );
  else {
    // No stream is left out this year: the stream the fewest degrees take, as if they took it no more.
    const fewest = [...streams].sort((a, b) => answerFor(a.code).open.length - answerFor(b.code).open.length)[0];
    await finder(
      `فرع لا يقبله أي برنامج (افتراضًا: ${fewest.inText} بعد حذفه من شروط البرامج القليلة التي تقبله)، بلا معدل`,
      `stream=${fewest.code}, the content without it`,
      finderAnswer(withoutStream(registry, fewest.code), { certificate: "", stream: fewest.code, average: "" }).answer!,
    );
  }
  const close = shortest((a) => a.open.length === 0 && a.close.length > 0);
  if (close)
    await finder(
      `معدل لا يفتح أي برنامج، وبرنامج قريب منه: ${close.stream.inText}، ${formatPercent(close.average)}`,
      situation(close),
      close.answer,
    );
  const below = shortest((a) => a.open.length === 0 && a.belowBachelorFloor);
  if (below)
    await finder(
      `معدل لا يفتح أي برنامج، ودون حد الوزارة للبكالوريوس: ${below.stream.inText}، ${formatPercent(below.average)}`,
      situation(below),
      below.answer,
    );
  const accepts = (a: FinderAnswer) => new Set(a.notOpen.map((n) => Math.min(n.streams.length, 3)));
  const one =
    shortest((a) => a.open.length === 1 && [1, 2, 3].every((n) => accepts(a).has(n))) ??
    shortest((a) => a.open.length === 1);
  if (one)
    await finder(
      `معدل يفتح برنامجًا واحدًا، وقائمة البرامج التي لا تقبل الفرع مفتوحة (يقبل بعضها فرعًا واحدًا، وبعضها فرعين، وبعضها فروعًا كثيرة): ${one.stream.inText}، ${formatPercent(one.average)}`,
      situation(one),
      one.answer,
      true,
    );
  const two = shortest((a) => a.open.length === 2 && a.close.some((c) => c.alternatives.length > 0));
  if (two)
    await finder(
      `معدل يفتح برنامجين، وبرامج قريبة منه لها بدائل: ${two.stream.inText}، ${formatPercent(two.average)}`,
      situation(two),
      two.answer,
    );
  const scholarship =
    shortest((a) => !!a.scholarship && a.open.some((o) => o.competitive)) ?? shortest((a) => !!a.scholarship);
  if (scholarship)
    await finder(
      `معدل تستحق به منحة${scholarship.answer.open.some((o) => o.competitive) ? "، ومنافسة شديدة على برنامج" : ""}${scholarship.answer.open.some((o) => !o.scholarship) ? "، وبرنامج لا تشمل المنحة مرحلته" : ""}: ${scholarship.stream.inText}، ${formatPercent(scholarship.average)}`,
      situation(scholarship),
      scholarship.answer,
    );
  for (const cert of registry.admission.certificates.slice(0, 2)) {
    const exact = isExactConversion(cert);
    const scores = Array.from(
      { length: 41 },
      (_, i) => Math.round((cert.scale.min + ((cert.scale.max - cert.scale.min) * i) / 40) * 10) / 10,
    );
    const found = shortest((a) => a.open.length > 0, scores, cert.code);
    if (found)
      await finder(
        `${exact ? "شهادة يُعتمد معدلها كما هو" : "شهادة تُعادَل علامتها تقديرًا"}: ${cert.name}، ${found.stream.inText}، ${found.average}`,
        situation(found, cert.code),
        found.answer,
      );
  }

  // A stream asked for by the name older certificates print (a former code in content/streams.yaml).
  const former = streams.find((s) => s.aliases?.length);
  if (former) {
    const found = shortest((a) => a.stream.code === former.code && a.open.length > 0);
    const code = former.aliases![0].code;
    if (found)
      await finder(
        `فرع باسمه القديم: «${former.aliases![0].name}» (${code})، ${formatPercent(found.average)}`,
        `stream=${code} average=${found.average}`,
        answerFor(code, found.average),
      );
  }
  // No program takes the stream, with an average: the heading says so, and nothing about what the average opens.
  if (!untaken) {
    const fewest = [...streams].sort((a, b) => answerFor(a.code).open.length - answerFor(b.code).open.length)[0];
    await finder(
      `فرع لا يقبله أي برنامج، بمعدل (افتراضًا: ${fewest.inText} بعد حذفه من شروط البرامج)، 90%`,
      `stream=${fewest.code} average=90, the content without it`,
      finderAnswer(withoutStream(registry, fewest.code), { certificate: "", stream: fewest.code, average: "90" })
        .answer!,
    );
  }

  // The finder's refusals: the page's own form, its error under the fields; and the stream it asks for.
  const ib =
    registry.admission.certificates.find((c) => c.streams === "equivalence") ?? registry.admission.certificates[0];
  const own = registry.admission.certificates.find((c) => c.streams === "own");
  const first = streams[0].code;
  for (const [title, query] of [
    ["معدل خارج المدى (التوجيهي: 120)", `stream=${first}&average=120`],
    ["معدل التوجيهي بمنزلتين عشريتين (85.55)", `stream=${first}&average=85.55`],
    ...registry.admission.certificates.map(
      (cert) =>
        [
          `علامة خارج سلّم الشهادة (${cert.name}: ${cert.scale.max + 10})`,
          `certificate=${cert.code}&stream=${first}&average=${cert.scale.max + 10}`,
        ] as const,
    ),
    ["معدل ليس رقمًا («ثمانون»)", `stream=${first}&average=${encodeURIComponent("ثمانون")}`],
    ["معدل بلا فرع (رابط من دليل البرامج)", "average=80"],
    ...(own ? [[`${own.name} بلا فرع`, `certificate=${own.code}&average=${own.scale.max - 15}`] as const] : []),
    [
      `شهادة بلا فروع، بلا فرع (رابط «اعرف البرامج» من صفحة النتائج): ${ib.name}`,
      `certificate=${ib.code}&average=${Math.round((ib.scale.min + ib.scale.max) / 2)}`,
    ],
  ] as const) {
    const html = await renderRoute(admissionKeysRoute, `/admission-keys?${query}`);
    add(
      "أداة «ما البرامج المتاحة لمعدلي؟» (مفاتيح القبول)",
      title,
      `/admission-keys?${decodeURIComponent(query)}`,
      pick(html, /<p id="average-error"[^>]*>[\s\S]*?<\/p>|<div id="stream-prompt"[^>]*>[\s\S]*?<\/div>/, title),
    );
  }

  // ——— The admission page around the finder ———
  {
    const html = await renderRoute(admissionKeysRoute, "/admission-keys");
    const group = "صفحة مفاتيح القبول";
    add(
      group,
      "تلميح المعدل وسلالم الشهادات الأخرى",
      "/admission-keys",
      pick(html, /<p id="average-hint"[\s\S]*?<\/details>/, "scales"),
      true,
    );
    add(group, "جدول المعدلات الدنيا: عنوانه", "/admission-keys", pick(html, /<caption[\s\S]*?<\/caption>/, "caption"));
    add(
      group,
      "الحدود الدنيا للوزارة",
      "/admission-keys",
      pick(html, /<section[^>]*id="improve"[\s\S]*?<\/p>/, "improve").replace(/^<section[^>]*>/, ""),
    );
    add(
      group,
      "المنح حسب المعدل",
      "/admission-keys",
      pick(html, /<section[^>]*id="scholarships"[\s\S]*?<\/ul>/, "scholarships").replace(/^<section[^>]*>/, ""),
    );
  }

  // ——— The fees of a degree: PlanCostLines, with each kind of scholarship ———
  {
    const group = "كلفة الدراسة في الإجابة (PlanCostLines)";
    const degrees = entryDegrees(registry);
    const tiers = registry.admission.scholarships;
    const d0 = degrees[0];
    add(
      group,
      `بلا منحة: ${d0.sheet.name}`,
      `PlanCostLines degree=${d0.id}`,
      await renderElement(<PlanCostLines cost={planCost(d0.sheet, undefined)} scholarship={undefined} />),
    );
    for (const tier of tiers) {
      const cases =
        tier.minSemesterHours === undefined
          ? [d0]
          : // With a minimum load: a degree whose every semester meets it, and one with a lighter semester.
            [
              degrees.find((d) => planCost(d.sheet, tier).discountedHours === d.sheet.creditHours),
              degrees.find((d) => planCost(d.sheet, tier).discountedHours < d.sheet.creditHours),
            ].filter((d) => d !== undefined);
      for (const d of cases) {
        const cost = planCost(d.sheet, tier);
        const kind =
          tier.appliesTo === "first-year"
            ? "على ساعات السنة الأولى"
            : tier.minSemesterHours === undefined
              ? "على الخطة كلها"
              : cost.discountedHours === cost.hours
                ? "بحد أدنى للتسجيل، والخطة كلها تبلغه"
                : "بحد أدنى للتسجيل، وفي الخطة فصول دونه";
        add(
          group,
          `${tier.name} (${kind}): ${d.sheet.name}`,
          `PlanCostLines degree=${d.id} tier=${tier.minAverage}`,
          await renderElement(<PlanCostLines cost={cost} scholarship={tierView(tier)} />),
        );
      }
    }
  }

  // ——— The result card ———
  {
    const group = "بطاقة النتيجة (نتائج الثانوية العامة)";
    const pass = scholarship ?? two ?? shortest((a) => a.open.length > 0)!;
    const record = { name: STUDENT, stream: pass.stream.code, average: pass.average, result: "pass" as const };
    add(
      group,
      `ناجح: ${pass.stream.inText}، ${formatPercent(pass.average)}، وبعدها إجابة مفاتيح القبول`,
      `ResultCard result=pass stream=${pass.stream.code} average=${pass.average} sample`,
      await renderElement(
        <ResultCard record={record} streamName={pass.stream.name} sample answer={{ answer: pass.answer, apply }} />,
        "/high-school-results",
      ),
    );
    add(
      group,
      `لم يحالفه النجاح: ${streams[1].inText}`,
      `ResultCard result=fail stream=${streams[1].code}`,
      await renderElement(
        <ResultCard
          record={{ name: STUDENT, stream: streams[1].code, result: "fail" }}
          streamName={streams[1].name}
          sample={false}
        />,
        "/high-school-results",
      ),
    );
    const facts = lookupFacts();
    for (const [title, outcome] of [
      ["محاولات كثيرة من الشبكة نفسها: ثانيتان", { kind: "refused", reason: "limited", retryS: 2 }],
      ["محاولات كثيرة من الشبكة نفسها: 45 ثانية", { kind: "refused", reason: "limited", retryS: 45 }],
      ["الخادم مشغول: 3 ثوانٍ", { kind: "refused", reason: "busy", retryS: 3 }],
      ["لا نتيجة تطابق ما أُدخل", { kind: "notFound", sample: false }],
    ] as const) {
      const html = await renderElement(<ResultsLookup facts={facts} server={{ outcome }} />, "/high-school-results");
      add(
        group,
        title,
        `ResultsLookup outcome=${JSON.stringify(outcome)}`,
        pick(html, /<\/form>([\s\S]*)$/, title).slice(7),
      );
    }
  }

  // ——— The results page ———
  {
    const group = "صفحة نتائج الثانوية العامة";
    const html = await renderRoute(resultsRoute, "/high-school-results");
    add(
      group,
      "مصدر النتائج الرسمي",
      "/high-school-results",
      pick(html, /<p class="mb-3 rounded-md[\s\S]*?<\/p>/, "official"),
    );
    add(
      group,
      "موسم النتائج والتقديم",
      "/high-school-results",
      pick(html, /<section[^>]*id="season"[\s\S]*?<\/nav>/, "season").replace(/^<section[^>]*>/, ""),
    );
    for (const cert of registry.admission.certificates) {
      const mid = Math.round(((cert.scale.min + cert.scale.max) / 2) * 10) / 10;
      const url = `/high-school-results?certificate=${cert.code}&score=${mid}`;
      add(
        group,
        `معادلة علامة: ${cert.name}، ${mid}`,
        url,
        pick(await renderRoute(resultsRoute, url), /<div role="status" class="mt-3">[\s\S]*?<\/div>/, url),
      );
    }
    const url = `/high-school-results?certificate=${ib.code}&score=${ib.scale.max + 10}`;
    add(
      group,
      `علامة خارج السلّم: ${ib.name}، ${ib.scale.max + 10}`,
      url,
      pick(await renderRoute(resultsRoute, url), /<div role="status" class="mt-3">[\s\S]*?<\/div>/, url),
    );
  }

  // ——— The program finder ———
  {
    const group = "دليل البرامج";
    const streamed = shortest((a) => a.open.length >= 2)!;
    const situations: [string, string, number][] = [
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
    for (const [title, url, cards] of situations) {
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

  // ——— Search ———
  {
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
    queries.push(["لا نتائج", "زقزقة"]);
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

  // ——— Error pages ———
  {
    const group = "صفحات الخطأ";
    add(
      group,
      "الصفحة غير موجودة (404)",
      "ErrorPage 404",
      await renderElement(<ErrorPage {...describeError(404, "/no-such-page")} />),
    );
    add(
      group,
      "خطأ في الخادم (500)",
      "ErrorPage 500",
      await renderElement(<ErrorPage {...describeError(500, "/programs", "TypeError: x is undefined")} />),
    );
  }

  // ——— Notices ———
  if (registry.notices.length) {
    const group = "التنبيهات العاجلة (أعلى كل صفحة)";
    const [view] = noticeViews(registry.notices);
    for (const level of ["urgent", "warning", "info"] as const)
      add(
        group,
        `تنبيه بمستوى ${level}`,
        `Notices level=${level}`,
        await renderElement(<Notices items={[{ ...view, id: level, level }]} />),
      );
  }

  // ——— News ———
  {
    const group = "الأخبار";
    add(
      group,
      "عدد الأخبار في صفحة الأخبار",
      "/news",
      pick(await renderRoute(newsRoute, "/news"), /<p class="mt-3 text-sm text-muted">[\s\S]*?<\/p>/, "news"),
    );
    const item =
      registry.news.find((n) => n.updated !== n.date && n.college) ??
      registry.news.find((n) => n.college) ??
      registry.news[0];
    const html = await renderRoute(newsArticleRoute, `/news/${item.slug}`, "/news/:slug");
    add(
      group,
      `خبر: قسمه وتاريخ نشره${item.updated !== item.date ? " وتحديثه" : ""}${item.college ? " وكليته" : ""}`,
      `/news/${item.slug}`,
      pick(
        html,
        /<p class="[^"]*">[^<]*<\/p>\s*<h1[\s\S]*?(?=<\/header>|<div class="container-page py-10">)/,
        "article",
      ),
    );
  }

  // ——— Counts on the index pages ———
  {
    const group = "أعداد في صفحات الفهارس";
    add(
      group,
      "الكليات والبرامج",
      "/colleges",
      pick(
        await renderRoute(collegesRoute, "/colleges"),
        /<p class="mt-3 text-sm text-muted">[\s\S]*?<\/p>/,
        "colleges",
      ),
    );
    const q = registry.faq[0].questions[0].question.split(/\s+/).find((w) => w.length > 3) ?? "القبول";
    for (const [title, url] of [
      ["المساعدة: كل الأسئلة", "/help"],
      [`المساعدة: بحث «${q}»`, `/help?q=${encodeURIComponent(q)}`],
      ["المساعدة: بحث بلا نتائج", `/help?q=${encodeURIComponent("زقزقة")}`],
    ] as const)
      add(
        group,
        title,
        decodeURIComponent(url),
        pick(await renderRoute(helpRoute, url), /<p role="status"[\s\S]*?<\/p>/, title),
      );
  }

  return blocks;
}

/** The first match of `pattern` in `html`; throws when a component no longer renders what the sheet looks for. */
function pick(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`The sheet's block «${what}» found nothing for ${pattern} (did the component change?).`);
  return match[0];
}

/** The content as if no degree took `stream` (its minimums and last cut-offs gone). */
function withoutStream(r: Registry, stream: string): Registry {
  const drop = <T,>(record: Record<string, T> | undefined) =>
    record && Object.fromEntries(Object.entries(record).filter(([code]) => code !== stream));
  const sheet = <S extends { admission: ProgramSheet["admission"] }>(p: S): S => ({
    ...p,
    admission: { ...p.admission, minimums: drop(p.admission.minimums), lastCutoff: drop(p.admission.lastCutoff) },
  });
  return {
    ...r,
    programs: r.programs.map(sheet),
    colleges: r.colleges.map((c) => (c.degreeProgram ? { ...c, degreeProgram: sheet({ ...c.degreeProgram }) } : c)),
  };
}

/** Every <details> open: the sheet shows what a visitor would open. */
const openDetails = (html: string) => html.replace(/<details(?![^>]*\bopen\b)/g, "<details open");
