/**
 * `npm run bench:interactions`: how fast the site answers a touch on a low-end phone. In the
 * system Chromium at 360 × 740 with touch, against the production server (the sample results
 * set published), each of a visitor's actions is done RUNS times (default 5) on a fresh page that
 * has loaded and hydrated at full speed, with the CPU then slowed CPU_SLOWDOWN times (default 8,
 * as Lighthouse models a low-end phone; issue 33):
 *
 * - INP: the action's slowest interaction from the browser's own Event Timing entries (a tap's
 *   pointerdown, pointerup and click are one; each key typed is one), as Chrome counts
 *   Interaction to Next Paint; with the input delay, processing and presentation of the median run.
 *   The goal is 200 ms.
 * - answer: from the action's last input (the tap, the last key) to what the visitor came for being
 *   on screen (the menu's links, the search results listed, the admission answer, the year's
 *   courses, the result card), timed by the page's own clock; it may wait on the network or a
 *   worker after the next paint. A control row (a tap on the heading) gives the method's floor.
 *
 * The language switch is a document load (the page's direction, words and fonts change): the old
 * page unloads before it could report its click, so its row has the answer alone, the English
 * page's first paint.
 *
 * A benchmark that prints, not a test: read it on a quiet machine; it ends with the machine line
 * (cores, Lighthouse's benchmark loop before and after, how busy the cores were).
 */
import { readFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startBenchServer } from "#scripts/bench/bench-server.ts";
import { worstInteraction, type EventEntry, type Interaction } from "#scripts/bench/interaction-latency.ts";
import { benchmarkLoop, cpuTimes, describeMachine } from "#scripts/machine-load.ts";
import { FIXED_SAMPLE_ROWS } from "#scripts/results/sample-data.ts";
import { CHROMIUM_ARGS, requireChromium } from "#tests/chromium.ts";
import { buildRegistries } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { translate, type Messages } from "#app/i18n/messages.ts";
import { median, spread } from "#scripts/bench/stats.ts";

const RUNS = Number(process.env.RUNS || 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN || 8);
const GOAL_MS = 200;

const registry = buildRegistries(readContentFiles()).ar;
const ar = JSON.parse(readFileSync("app/i18n/messages/ar.json", "utf8")) as Messages;
const t = (key: string) => translate(ar, key);

/** Subjects chosen by property, so the benchmark survives the university's own edits. */
const degreeWithLongestPlan = catalogDegrees(registry)
  .filter((d) => !d.href.includes("#"))
  .reduce((a, b) => (b.sheet.studyPlan.length > a.sheet.studyPlan.length ? b : a));
/** A word a student would search for: the longest word of the first program's name. */
const searchWord = registry.programs[0].name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
const student = FIXED_SAMPLE_ROWS.find((r) => r.result === "pass")!;

interface Action {
  name: string;
  path: string;
  /** Done at full speed before the clock starts (filling a form, scrolling to a control). */
  prepare?: (page: Page) => Promise<void>;
  /** The action itself, at the slowed CPU. */
  act: (page: Page) => Promise<void>;
  /**
   * What the visitor came for: a CSS selector of what must be on screen, timed in the page from
   * the action's last input (a tap, or the last key typed); or "next page", the first paint of the
   * document the action loads, timed from its navigation; or nothing (the control).
   */
  answer?: string | "next page";
  /** Text the answer's element must hold (the search's status names the whole word typed). */
  answerText?: string;
}

const banner = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page) => banner(page).locator("summary", { hasText: t("nav.menu") });

const ACTIONS: Action[] = [
  {
    // The floor of the method: a tap on the page's heading, which nothing handles. This row is
    // the throttled browser's own cost of a tap and a frame, in every row below.
    name: "(control) tap the heading",
    path: "/",
    act: (page) => page.getByRole("heading", { level: 1 }).tap(),
  },
  {
    name: "open the menu",
    path: "/",
    act: (page) => menuButton(page).tap(),
    answer: "header details[open] nav a",
  },
  {
    name: `search: open, type «${searchWord}»`,
    path: "/",
    act: async (page) => {
      await banner(page)
        .getByRole("button", { name: t("search.open") })
        .tap();
      const field = page.getByRole("dialog", { name: t("search.label") }).getByRole("combobox");
      await field.waitFor();
      // Typed as a student types; the answer is timed from the last key.
      await field.pressSequentially(searchWord, { delay: 120 });
    },
    answer: "dialog [role=status]",
    answerText: `«${searchWord}»`,
  },
  {
    name: "admission finder: submit",
    path: "/admission-keys",
    prepare: async (page) => {
      await page.getByLabel(t("admission.finder.stream")).selectOption({ label: registry.streams[0].name });
      await page.getByLabel(t("admission.finder.average")).fill("85");
    },
    act: (page) => page.getByRole("button", { name: t("admission.finder.submit") }).tap(),
    answer: "section[aria-labelledby=answer-title]",
  },
  {
    name: "open a year of a study plan",
    path: degreeWithLongestPlan.href,
    // The second year, closed on load: its heading's button (Disclosure.tsx), then its courses.
    prepare: (page) => page.locator('#plan h3 button[aria-controls="plan-year-2"]').scrollIntoViewIfNeeded(),
    act: (page) => page.locator('#plan h3 button[aria-controls="plan-year-2"]').tap(),
    answer: "#plan-year-2 tbody tr",
  },
  {
    // On a phone the language link is in the menu.
    name: "switch to English (in the menu)",
    path: "/",
    prepare: (page) => menuButton(page).tap(),
    act: (page) => banner(page).locator("details[open] a[hreflang=en]").tap(),
    answer: "next page",
  },
  {
    name: "results: look up, see the card",
    path: "/high-school-results",
    prepare: async (page) => {
      const [year, month, day] = student.dob.split("-");
      await page.getByLabel(t("results.lookup.seat")).fill(student.seat);
      await page.getByLabel(t("results.lookup.day")).fill(String(Number(day)));
      await page.getByLabel(t("results.lookup.month")).selectOption(String(Number(month)));
      await page.getByLabel(t("results.lookup.year")).fill(year);
    },
    act: (page) => page.getByRole("button", { name: t("results.lookup.submit") }).tap(),
    answer: "article[aria-labelledby=result-title]",
  },
];

/** Collects the page's Event Timing entries and input times from the start (16 ms is Event Timing's floor). */
function observeEvents() {
  const w = window as unknown as { __eventTimings: unknown[]; __inputs: number[] };
  w.__eventTimings = [];
  w.__inputs = [];
  // When each input happened, by the event's own time stamp (the page's clock, as Event Timing's).
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, (e) => w.__inputs.push(e.timeStamp), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      w.__eventTimings.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

interface Run {
  inp?: Interaction;
  answerMs?: number;
}

/**
 * Waits, in the page, until an element matching `selector` is on screen, and returns how long
 * that took from the last input before it (ms, the page's clock: no round trip to this process).
 */
const answeredAfterInput = (page: Page, selector: string, text = "") =>
  page
    .waitForFunction(
      ([sel, holds]) => {
        const w = window as unknown as { __inputs: number[] };
        const shown = [...document.querySelectorAll(sel)].some((el) => {
          const box = el.getBoundingClientRect();
          return el.checkVisibility() && box.width > 0 && box.height > 0 && el.textContent!.includes(holds);
        });
        return shown && performance.now() - (w.__inputs.at(-1) ?? Number.NaN);
      },
      [selector, text] as const,
      { polling: "raf", timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

async function runOnce(browser: Browser, origin: string, action: Action): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ar",
  });
  try {
    await context.addInitScript(observeEvents);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(origin + action.path, { waitUntil: "load" });
    // Hydrated: the header's search button is React's (decision 015's `useHydrated`).
    await banner(page).locator("search button").waitFor();
    // The visitor acts once the page has settled: the splash gone, what loads after hydration in.
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-splash"));
    await page.waitForLoadState("networkidle");
    await action.prepare?.(page);
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const w = window as unknown as { __eventTimings: unknown[]; __inputs: number[] };
      w.__eventTimings.length = 0;
      w.__inputs.length = 0;
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const answerShown =
      action.answer && action.answer !== "next page"
        ? answeredAfterInput(page, action.answer, action.answerText)
        : undefined;
    await action.act(page);
    let answerMs = await answerShown;
    if (action.answer === "next page") {
      // A document load: the old page's entries went with it; the new page's first paint is the answer.
      await page.waitForURL((url) => url.pathname !== action.path);
      answerMs = await page
        .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, undefined, {
          timeout: 30_000,
        })
        .then((h) => h.jsonValue() as Promise<number>);
      return { answerMs };
    }
    // Event Timing reports an event after the paint that followed it.
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => (window as unknown as { __eventTimings: EventEntry[] }).__eventTimings);
    return { inp: worstInteraction(entries), answerMs };
  } finally {
    await context.close();
  }
}

const before = cpuTimes();
const loops = [benchmarkLoop()];
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  console.log(`Interactions at 360 × 740 with touch, CPU slowed ${CPU_SLOWDOWN}×, median of ${RUNS} runs (ms).`);
  console.log(`INP = the slowest interaction (Event Timing; "<16" when none reached the browser's 16 ms floor).`);
  console.log("delay / work / paint: that interaction's input delay, processing and presentation in the median run.");
  console.log(
    `answer = from the last input to what the visitor came for on screen (the English page: its first paint). Goal: INP ≤ ${GOAL_MS} ms.\n`,
  );
  console.log(
    `${"action".padEnd(38)} ${"INP".padStart(5)} ${"spread".padStart(9)} ${"delay/work/paint".padStart(16)} ${"answer".padStart(7)} ${"spread".padStart(11)}`,
  );
  for (const action of ACTIONS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(browser, server.origin, action));
    const latencies = runs.map((r) => r.inp?.latency ?? 0);
    // The run nearest the median (the median of an even count lies between two).
    const m = median(latencies);
    const mid = runs.reduce((a, r) =>
      Math.abs((r.inp?.latency ?? 0) - m) < Math.abs((a.inp?.latency ?? 0) - m) ? r : a,
    ).inp;
    const measured = runs.some((r) => r.inp);
    const inp = !measured ? "—" : mid ? String(Math.round(mid.latency)) : "<16";
    const parts = mid ? [mid.inputDelay, mid.processing, mid.presentation].map(Math.round).join("/") : "";
    const answers = runs.map((r) => r.answerMs).filter((x): x is number => x !== undefined);
    console.log(
      `${action.name.padEnd(38)} ${inp.padStart(5)} ${(measured ? spread(latencies) : "").padStart(9)} ${parts.padStart(16)} ${(answers.length ? String(Math.round(median(answers))) : "—").padStart(7)} ${(answers.length ? spread(answers) : "").padStart(11)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
loops.push(benchmarkLoop());
console.log(`\n${describeMachine(before, cpuTimes(), loops)}`);
