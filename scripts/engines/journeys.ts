/**
 * The journeys a student makes, written once over the engine interface (driver.ts) and run in each
 * engine that is not the suite's Chromium (run.ts): a program page opened from outside with its
 * splash and a study-plan year opened and closed from the keyboard, a client navigation under the
 * route overlay, the site search typed letter by letter, the admission answer, a results lookup to
 * its card, and the language switch (with a first visit's offer of the other language). Subjects
 * are chosen by property from the registry (tests/e2e/subjects.ts), never by slug or name; expected
 * answers come from the content, the messages and the pure rules, as the Chromium specs take them.
 */
import { catalogDegrees } from "#app/content/catalog.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { LOCALE_COOKIE } from "#app/i18n/locale-cookie.ts";
import { OFFER_ATTRIBUTE, OFFER_CLASS } from "#app/i18n/language-offer.ts";
import { SPLASH_GONE_MARK } from "#app/shell/constants.ts";
import { FIXED_SAMPLE_ROWS } from "#scripts/results/sample-data.ts";
import { SITE_NAME, messageOf, registries, registry } from "#tests/e2e/support.ts";
import { arabicIndic, mustFindAnswer, t } from "#tests/e2e/subjects.ts";
import { attributeOf, textOf, waitForElement, waitForText, waitUntil, type EngineDriver } from "./driver.ts";

export interface Journey {
  name: string;
  /** Runs the journey; `step` names what it does next, for the message when it fails. */
  run: (driver: EngineDriver, origin: string, step: (name: string) => void) => Promise<void>;
}

/** Programs with a page of their own (a college's own degree is a section of the college's page). */
const programs = catalogDegrees(registry).filter((d) => !d.href.includes("#"));
/** A program, for the page opened from outside, the navigation from it and the language switch. */
const program = programs[0];
const programInEnglish = registries.en && catalogDegrees(registries.en).find((d) => d.id === program.id);
/** A program named in one word with the article («التمريض»), searched with a preposition joined to it («للتمريض»). */
const oneWord = programs.find((d) => /^ال\S+$/.test(d.sheet.name));
/** An admission answer with programs open to the stream and average, and one close below it. */
const admission = mustFindAnswer("the answer opens programs and has one close to the average", (a) =>
  Boolean(a.open.length && a.close.length),
);
/** The first sample seat the README documents with a pass and an average: the build publishes it. */
const seat = FIXED_SAMPLE_ROWS.find((row) => row.result === "pass" && row.average !== undefined)!;

const H1 = "main h1";
const HEADER = "body > header";

/** Waits until the splash has gone (it leaves by itself within a second of the first paint). */
const splashGone = (driver: EngineDriver) =>
  waitUntil("the splash has gone", () =>
    driver.run<boolean>(`() => !document.documentElement.hasAttribute("data-splash")`),
  );

/** The app has mounted: the header's search became a button that opens the dialog (as expectHydrated). */
const hydrated = (driver: EngineDriver) =>
  waitForElement(driver, `${HEADER} search button`, "the app has mounted (the header's search is a button)");

/** Opens a page of the site as a typed address: its splash goes, then the app mounts. */
async function open(driver: EngineDriver, url: string) {
  await driver.goto(url);
  await splashGone(driver);
  await hydrated(driver);
}

/** Waits until the focused element is the one with this id (issue 56: an answer takes focus, never <body>). */
const focusOn = (driver: EngineDriver, id: string) =>
  waitUntil(`#${id} has the focus`, () => driver.run<boolean>(`(id) => document.activeElement?.id === id`, id), {
    describe: () => driver.run<string>(`() => document.activeElement?.id || document.activeElement?.tagName || ""`),
  });

/** Waits until the page's address is `path` (its pathname). */
const atPath = (driver: EngineDriver, path: string) =>
  waitUntil(`the address is ${path}`, async () => (await driver.run<string>(`() => location.pathname`)) === path, {
    describe: () => driver.run<string>(`() => location.href`),
  });

/** The page is no wider than the window: nothing (the header's longer English labels, say) pushes it sideways. */
async function noWiderThanWindow(driver: EngineDriver) {
  const [scrollWidth, clientWidth] = await driver.run<[number, number]>(
    `() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]`,
  );
  expect(scrollWidth <= clientWidth, `the page is ${scrollWidth} px wide in a window of ${clientWidth} px`);
}

/** Fails with `message` unless `ok`. */
function expect(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

/**
 * Records in the page each state the route overlay takes, and the state it is in each time the
 * page's content changes (what shell-support.ts's recordOverlay records for the Chromium specs).
 */
const RECORD_OVERLAY = `() => {
  const overlay = document.querySelector(".route-overlay");
  window.engineOverlayLog = [];
  const log = () => window.engineOverlayLog.push({
    state: overlay.dataset.state,
    h1: document.querySelector("main h1")?.textContent ?? "",
  });
  new MutationObserver(log).observe(overlay, { attributes: true, attributeFilter: ["data-state"] });
  new MutationObserver(log).observe(document.getElementById("main"), { childList: true, subtree: true });
}`;

/**
 * A study-plan year as a keyboard and a screen reader meet it (issue 56, decision 037): the last
 * year's heading holds its button, named by the year and collapsed; Enter opens its courses and
 * Space closes them, the focus staying on the button.
 */
async function planYearFromTheKeyboard(driver: EngineDriver, step: (name: string) => void) {
  const year = program.sheet.studyPlan.at(-1)!;
  const name = t("program.plan.year", { year: String(year.year) });
  const course = year.semesters[0].courses[0].name;
  const button = `#plan h3 button[aria-controls="plan-year-${year.year}"]`;
  const panel = `plan-year-${year.year}`;
  /** The year's state as the page has it: the button's, its panel's, and where the focus is. */
  const state = () =>
    driver.run<{ heading: string; expanded: string; shown: boolean; focused: boolean }>(
      `(s, id, course) => {
        const b = document.querySelector(s), p = document.getElementById(id);
        return {
          heading: b.closest("h3").innerText.trim(),
          expanded: b.getAttribute("aria-expanded"),
          shown: p.getBoundingClientRect().height > 0 && p.innerText.includes(course),
          focused: document.activeElement === b,
        };
      }`,
      button,
      panel,
      course,
    );
  const expectState = (what: string, expanded: boolean) =>
    waitUntil(
      what,
      async () => {
        const s = await state();
        return s.heading === name && s.expanded === String(expanded) && s.shown === expanded && s.focused;
      },
      { describe: async () => JSON.stringify(await state()) },
    );
  step("a study-plan year: its heading holds its button, collapsed; the keyboard's focus on it");
  await driver.run(`(s) => document.querySelector(s).focus()`, button);
  await expectState(`the last year's button, in the heading «${name}», collapsed and focused`, false);
  step("Enter opens the year's courses, and the focus stays on its button");
  await driver.press("Enter");
  await expectState(`Enter opened «${name}», focus on its button`, true);
  step("Space closes them, and the focus stays on its button");
  await driver.press("Space");
  await expectState(`Space closed «${name}», focus on its button`, false);
}

export const JOURNEYS: Journey[] = [
  {
    name: "a program page opened from outside: splash, then the page, then scrolling",
    async run(driver, origin, step) {
      step("open the program page as a typed address");
      await driver.goto(`${origin}${program.href}`);
      step("the splash was shown, then went by itself");
      await splashGone(driver);
      const marks = await driver.run<number>(`(m) => performance.getEntriesByName(m).length`, SPLASH_GONE_MARK);
      expect(marks === 1, `the splash's end was marked ${marks} times, not once: it was not shown`);
      const display = await driver.run<string>(`() => getComputedStyle(document.querySelector(".splash")).display`);
      expect(display === "none", `the splash is still laid out (display: ${display})`);
      step("the page under it: its heading and title");
      await waitForText(driver, H1, program.sheet.name);
      const title = await driver.run<string>(`() => document.title`);
      expect(
        title.includes(program.sheet.name) && title.includes(SITE_NAME),
        `the title «${title}» does not name the program and the university`,
      );
      await hydrated(driver);
      await planYearFromTheKeyboard(driver, step);
      step("scroll to the end with the keyboard");
      await driver.press("End");
      await waitUntil("the page scrolled down to its footer", () =>
        driver.run<boolean>(
          `() => scrollY > 0 && document.querySelector("body > footer").getBoundingClientRect().top < innerHeight`,
        ),
      );
    },
  },
  {
    name: "a link followed in the app: the route overlay, the new page's heading and title",
    async run(driver, origin, step) {
      const college = program.college;
      const collegePath = `/colleges/${college.slug}`;
      step("open the program page and record the overlay");
      await open(driver, `${origin}${program.href}`);
      await waitForElement(driver, ".route-overlay[data-ready]", "the route overlay is ready");
      await driver.run(RECORD_OVERLAY);
      step("click the breadcrumb's link to the program's college");
      await driver.click(`nav[aria-label="${t("nav.breadcrumbs")}"] a[href="${collegePath}"]`);
      await atPath(driver, collegePath);
      step("the college's page: its heading, then the overlay gone");
      await waitForText(driver, H1, college.name);
      await waitUntil(
        "the overlay is hidden again",
        async () => (await attributeOf(driver, ".route-overlay", "data-state")) === "hidden",
      );
      step("the overlay covered, held, swapped the page under full cover and left");
      const log = await driver.run<{ state: string; h1: string }[]>(`() => window.engineOverlayLog`);
      const states = log.map((e) => e.state).filter((s, i, all) => i === 0 || s !== all[i - 1]);
      expect(states.join(" → ") === "covering → covered → leaving → hidden", `the overlay went ${states.join(" → ")}`);
      const swap = log.find((e) => e.h1 === college.name);
      expect(swap?.state === "covered", `the new page appeared while the overlay was ${swap?.state}`);
      step("the title, the focus on the heading and the announcement");
      const title = await driver.run<string>(`() => document.title`);
      expect(title.includes(college.name), `the title «${title}» does not name the college`);
      await waitUntil("the heading has the focus", () =>
        driver.run<boolean>(`() => document.activeElement === document.querySelector("main h1")`),
      );
      await waitForText(driver, "[role=status][aria-live=polite]", t("route.announce", { title: college.name }));
    },
  },
  {
    name: "the site search typed letter by letter, to a program",
    async run(driver, origin, step) {
      if (!oneWord) throw new Error("the content has no program named in one word with the article");
      const typed = `لل${oneWord.sheet.name.slice(2)}`;
      const dialog = "dialog[open]";
      const result = `${dialog} [role=option][href="${oneWord.href}"]`;
      step("open a page and type in the header's search field");
      await open(driver, `${origin}/help`);
      await driver.click("#site-search");
      await driver.type(typed);
      step("the dialog took over with every letter typed");
      await waitUntil(`the dialog's field holds «${typed}»`, () =>
        driver.run<boolean>(
          `(d, v) => document.activeElement?.matches(d + " [role=combobox]") && document.activeElement.value === v`,
          dialog,
          typed,
        ),
      );
      const name = await driver.run<string>(
        `(d) => document.getElementById(document.querySelector(d).getAttribute("aria-labelledby"))?.textContent`,
        dialog,
      );
      expect(name === t("search.label"), `the open dialog is «${name}», not the site search`);
      step("the program is among the results");
      await waitForElement(driver, result, `the results list ${oneWord.href}`);
      step("open the result");
      await driver.click(result);
      await atPath(driver, oneWord.href);
      await waitForText(driver, H1, oneWord.sheet.name);
    },
  },
  {
    name: "the admission answer for a stream and an average",
    async run(driver, origin, step) {
      const { stream, average, answer } = admission;
      step("open the admission page");
      await open(driver, `${origin}/admission-keys`);
      step(`choose the stream «${stream.name}» and type ${average} as a phone's keyboard writes it`);
      await driver.choose("#stream", stream.code);
      await driver.click("#average");
      await driver.type(arabicIndic(String(average)));
      await driver.press("Enter");
      step("the answer's heading");
      await waitForText(
        driver,
        "#answer-title",
        t("admission.answer.titleForAverage", { average: `${average}%`, stream: stream.inText }),
      );
      step("the answer's heading has the focus, as a screen reader meets it");
      await focusOn(driver, "answer-title");
      step("the programs open to that stream and average, in the rules' order");
      const groups = await driver.run<string[][]>(`() =>
        [...document.querySelectorAll("section[aria-labelledby=answer-title] h4")].map((h) => {
          let list = h.nextElementSibling;
          while (list && list.tagName !== "OL" && list.tagName !== "H4") list = list.nextElementSibling;
          return list?.tagName === "OL"
            ? [...list.children].map((li) => li.querySelector("a[data-print-href]")?.textContent.trim() ?? "")
            : [];
        })`);
      const opened = answer.open.map((d) => d.name);
      expect(
        groups.some((names) => names.join("|") === opened.join("|")),
        `no group lists ${opened.join(", ")}; the groups: ${JSON.stringify(groups)}`,
      );
      const close = answer.close[0].name;
      expect(
        groups.some((names) => names.includes(close) && !names.includes(opened[0])),
        `«${close}» is not in a group of its own, apart from the open programs`,
      );
    },
  },
  {
    name: "a high-school results lookup, to the result's card",
    async run(driver, origin, step) {
      const [year, month, day] = seat.dob.split("-");
      const stream = registry.streams.find((s) => s.code === seat.stream)!;
      step("open the results page");
      await open(driver, `${origin}/high-school-results`);
      step(`type seat ${seat.seat} and the date of birth`);
      await driver.click("#seat");
      await driver.type(seat.seat);
      await driver.click("#dob-day");
      await driver.type(String(Number(day)));
      await driver.choose("#dob-month", String(Number(month)));
      await driver.click("#dob-year");
      await driver.type(year);
      await driver.press("Enter");
      step("the card: the name, the average");
      await waitForText(driver, "#result-title", seat.name);
      step("the card's heading has the focus, as a screen reader meets it");
      await focusOn(driver, "result-title");
      const card = (await textOf(driver, "article[aria-labelledby=result-title]")) ?? "";
      expect(card.includes(`${seat.average}%`), `the card does not show the average ${seat.average}%`);
      step("the admission answer for that stream and average follows");
      const heading = t("admission.answer.titleForAverage", { average: `${seat.average}%`, stream: stream.inText });
      await waitUntil(`the card has the heading «${heading}»`, () =>
        driver.run<boolean>(
          `(h) => [...document.querySelectorAll("article[aria-labelledby=result-title] h2, article[aria-labelledby=result-title] h3")]
            .some((e) => e.textContent.trim() === h)`,
          heading,
        ),
      );
      step("the focus stayed on the card's heading when the admission answer came");
      await focusOn(driver, "result-title");
    },
  },
  {
    name: "the language switch, Arabic to English and back",
    async run(driver, origin, step) {
      if (!programInEnglish) throw new Error("the content has no English form of the program");
      const english = inLocale(program.href, "en");
      step("a first visit to a page in the language this browser does not prefer: the other's offer, after the header");
      await driver.run(`(name) => { document.cookie = name + "=; Max-Age=0; Path=/"; }`, LOCALE_COOKIE);
      // The browser's first language: Firefox here asks for Arabic; WebKitGTK takes the system's
      // locale ("c" under CI's C.UTF-8), which is none of the site's languages, so it gets no offer.
      const preferred = await driver.run<string>(
        `() => (navigator.languages[0] || navigator.language).toLowerCase().split("-")[0]`,
      );
      const wanted = ["ar", "en"].includes(preferred) ? preferred : undefined;
      await driver.goto(`${origin}${wanted === "en" ? program.href : english}`);
      // Chosen by the head's script before the body was parsed, so the page never moves for it.
      const offered = await driver.run<string | null>(
        `(a) => document.documentElement.getAttribute(a)`,
        OFFER_ATTRIBUTE,
      );
      expect(
        offered === (wanted ?? null),
        `the head's script offered ${offered}, not ${wanted} (the browser prefers ${preferred})`,
      );
      const shown = await driver.run<number>(
        `(css) => [...document.querySelectorAll(css)].filter((o) => o.checkVisibility()).length`,
        `.${OFFER_CLASS}`,
      );
      expect(shown === (wanted ? 1 : 0), `${shown} offers are shown`);
      if (wanted) {
        const offer = `${HEADER} ~ .${OFFER_CLASS}[lang=${wanted}]`;
        await waitForText(driver, `${offer} p`, messageOf(inLocale("/", wanted), "languageSuggestion.text"));
        const placed = await driver.run<[number, number]>(
          `(css, header) => [document.querySelector(css).getBoundingClientRect().top, document.querySelector(header).getBoundingClientRect().bottom]`,
          offer,
          HEADER,
        );
        expect(
          placed[0] >= placed[1] - 1,
          `the offer starts at ${placed[0]} px, above the header's end at ${placed[1]} px`,
        );
        step("decline the offer: it goes");
        await splashGone(driver);
        await hydrated(driver);
        await driver.click(`${offer} button`);
        await waitUntil("the offer has gone", () =>
          driver.run<boolean>(`(css) => !document.querySelector(css)?.checkVisibility()`, offer),
        );
      }
      step("open the program page in Arabic");
      await open(driver, `${origin}${program.href}`);
      step("follow the header's link to English");
      await driver.click(`${HEADER} a[hreflang=en]`);
      await atPath(driver, english);
      step("the English page: left to right, in English, no wider than the window");
      await waitForText(driver, H1, programInEnglish.sheet.name);
      const [lang, dir] = await driver.run<[string, string]>(
        `() => [document.documentElement.lang, document.documentElement.dir]`,
      );
      expect(lang === "en" && dir === "ltr", `the English page is lang=${lang} dir=${dir}`);
      await noWiderThanWindow(driver);
      step("follow the header's link back to Arabic: right to left, no wider than the window");
      await hydrated(driver);
      await driver.click(`${HEADER} a[hreflang=ar]`);
      await atPath(driver, program.href);
      await waitForText(driver, H1, program.sheet.name);
      const back = await driver.run<[string, string]>(
        `() => [document.documentElement.lang, document.documentElement.dir]`,
      );
      expect(back.join() === "ar,rtl", `the Arabic page is lang=${back[0]} dir=${back[1]}`);
      await noWiderThanWindow(driver);
    },
  },
];
