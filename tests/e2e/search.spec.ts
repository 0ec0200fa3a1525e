/**
 * Finding things as a visitor does: the header's search by keyboard on a phone and a desktop, the
 * same query as a results page without JavaScript, and the program finder filtered by its URL.
 * Expected results come from the content and the pure rules, never from the page itself.
 */
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { expectHydrated, expectNoAxeViolations, messageOf, registries, registry, watchConsole } from "./support.ts";
import { expectInError, focused } from "./heard.ts";
import { t } from "./subjects.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { filterDegrees, finderOptions, readFinderFilters } from "#app/features/programs/filter.ts";
import { pageTexts } from "#app/features/search/page-text.ts";
import { readFileSync } from "node:fs";
import { decodeHTML } from "entities";

const programs = catalogDegrees(registry).filter((d) => !d.href.includes("#"));
/** A program named in one word with the article («التمريض»): typed with a preposition joined to it («للتمريض»), as a student writes it. */
const oneWord = programs.find((d) => /^ال\S+$/.test(d.sheet.name))!;
const word = oneWord.sheet.name.slice(2); // «تمريض»
/** A course whose code (letters then digits, «ITI101») no other course has, and its program. */
const course = programs
  .flatMap((d) =>
    d.sheet.studyPlan.flatMap((y) =>
      y.semesters.flatMap((t) => t.courses.map((c) => ({ code: c.code, name: c.name, program: d }))),
    ),
  )
  .find((c, _, all) => /^[A-Z]+\d+$/.test(c.code) && all.filter((o) => o.code === c.code).length === 1)!;
/** The code as typed on a phone: small letters, a space before the digits («iti 101»). */
const typedCode = course.code.replace(/^([A-Z]+)(\d+)$/, (_, l: string, d: string) => `${l.toLowerCase()} ${d}`);
/** A name of several words, cut in the middle of its last word, as a visitor is still typing it. */
const halfTyped = programs.find((d) => /\s/.test(d.sheet.name))!.sheet.name.slice(0, -2);
const dialog = (page: Page) => page.getByRole("dialog", { name: "البحث في الموقع" });
const combobox = (page: Page) => dialog(page).getByRole("combobox");
const hydrated = expectHydrated;
/**
 * A name heard as its parts with a pause between each: the language's comma (Arabic «،» between
 * Arabic parts, "," in English). Chromium adds a space before a visually hidden comma, which
 * changes nothing a screen reader says; the parts run together, as in «أساسيات التمريضNUR201», fail.
 */
const heardAs = (...parts: string[]) => {
  const comma = /[\u0600-\u06FF]/.test(parts[0]) ? "،" : ",";
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(`\\s*${comma}\\s+`)}$`);
};
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

test.describe("site search", () => {
  test("desktop, keyboard only: Ctrl+K, type, arrow to a result, Enter opens it", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type(`لل${word}`);
    const listbox = dialog(page).getByRole("listbox");
    const found = listbox
      .getByRole("group", { name: "البرامج", exact: true })
      .locator(`[role=option][href="${oneWord.href}"]`);
    await expect(found).toHaveCount(1);
    await expect(dialog(page).getByRole("status")).toContainText(`عن «لل${word}»`);
    // The matched word is highlighted as written («التمريض» for «للتمريض»).
    await expect(found.locator("mark").first()).toHaveText(oneWord.sheet.name);
    await expectNoAxeViolations(page);

    // Down the list to it (the options before it are the engine's ranking, not this test's).
    const id = (await found.getAttribute("id"))!;
    const options = listbox.getByRole("option");
    const at = (await options.evaluateAll((all) => all.map((o) => o.id))).indexOf(id);
    for (let i = 0; i <= at; i++) await page.keyboard.press("ArrowDown");
    await expect(found).toHaveAttribute("aria-selected", "true");
    await expect(combobox(page)).toHaveAttribute("aria-activedescendant", id);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(oneWord.href);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: oneWord.sheet.name })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a 360 px phone: the header's button, a course code, Escape returns focus, then the course's plan", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/colleges");
    const button = page.getByRole("banner").getByRole("button", { name: "بحث" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(combobox(page)).toBeFocused();
    // A quick hand: Escape and Enter at once close the dialog and open it again.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Enter");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(combobox(page)).toBeFocused();

    await page.keyboard.type(typedCode);
    const option = dialog(page).getByRole("group", { name: "المساقات" }).getByRole("option");
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(course.code);
    // Heard as three parts with a pause between each, not run together (issue 56): the course's
    // name, its code, the program that teaches it.
    await expect(option).toHaveAccessibleName(heardAs(course.name, course.code, course.program.sheet.name));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${course.program.href}#plan`);
  });

  test("the results page passes axe", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(`${course.code} ${word}`)}`);
    await expect(page.getByRole("main").getByRole("status")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an English title in the Arabic results is read in English, in the dialog and on the results page", async ({
    page,
  }) => {
    // A publication whose title is Latin words and spaces only: the whole title is one run.
    const english = registry.publications.find((p) => /^[A-Za-z][A-Za-z -]+$/.test(p.title));
    test.skip(!english, "no publication has a title in Latin script");
    const title = english!.title;
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await combobox(page).fill(title);
    const option = dialog(page)
      .getByRole("group", { name: "المنشورات" })
      .locator(`[role=option][href$="#${english!.slug}"]`);
    await expect(option.locator('[lang="en"]').filter({ hasText: title })).toHaveText(title);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    const link = page.getByRole("main").locator(`a[href$="#${english!.slug}"]`);
    await expect(link.locator('[lang="en"]').filter({ hasText: title })).toHaveText(title);
  });

  test("typing in the header's field keeps every letter when the dialog takes over", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    await page.locator("#site-search").click();
    await page.keyboard.type(halfTyped, { delay: 20 });
    await expect(combobox(page)).toHaveValue(halfTyped);
    await expect(dialog(page).getByRole("option").first()).toContainText(halfTyped);
    // Enter without choosing: the results page for the query.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`نتائج البحث عن «${halfTyped}»`);
  });
});

test.describe("site search in English (decision 026)", () => {
  const english = registries.en;
  test.skip(!english, "the content has no English form");
  /** A program whose English name has a word of its own, searched by that word as typed, in small letters. */
  const program = english
    ? catalogDegrees(english).find((d) => !d.href.includes("#") && /\s/.test(d.sheet.name))
    : undefined;

  test("an English page searches the English index: English names, English pages", async ({ page }) => {
    const errors = watchConsole(page);
    const home = inLocale("/", "en");
    const index = page.waitForResponse((res) => new URL(res.url()).pathname === inLocale("/search-index.json", "en"));
    await page.goto(home);
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const englishDialog = page.getByRole("dialog", { name: messageOf(home, "search.label") });
    await expect(englishDialog.getByRole("combobox")).toBeFocused();
    await page.keyboard.type(program!.sheet.name.toLowerCase());
    expect((await index).status()).toBe(200);
    const found = englishDialog.locator(`[role=option][href="${inLocale(program!.href, "en")}"]`);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(program!.sheet.name);
    // Its name and where it belongs, with a pause between them (issue 56).
    await expect(found).toHaveAccessibleName(
      heardAs(program!.sheet.name, `${program!.degreeName} · ${program!.college.name}`),
    );
    await expect(englishDialog.getByRole("listbox")).not.toContainText(/[\u0600-\u06FF]/);
    await expectNoAxeViolations(page);
    await found.click();
    await expect(page.getByRole("heading", { level: 1, name: program!.sheet.name })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("search for an applicant from abroad (issue 53)", () => {
  const english = registries.en;
  test.skip(!english, "the content has no English form");
  /** A word of seven letters or more in an English program name, and the program. */
  const long = english
    ? catalogDegrees(english)
        .filter((d) => !d.href.includes("#"))
        .flatMap((d) => (d.sheet.name.match(/\b[A-Za-z]{7,}\b/g) ?? []).map((w) => ({ word: w.toLowerCase(), d })))
        .find(({ word }) => !/(.)\1/.test(word))
    : undefined;
  /** The word with two typos an applicant makes (its first letter wrong, its third left out), as "farmacy" is to "pharmacy". */
  const misspelt = long && `${long.word[0] === "f" ? "v" : "f"}${long.word.slice(1, 2)}${long.word.slice(3)}`;
  /** A word an applicant types that the site does not use (content/search.yaml's English list). */
  const applicantWord = english?.searchSynonyms.find((e) => !/[\u0600-\u06FF]/.test(e.asked[0]))?.asked[0];

  test("on /en a misspelt name and an applicant's word find results; an Arabic word offers the Arabic results", async ({
    page,
  }) => {
    const home = inLocale("/", "en");
    await page.goto(home);
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const englishDialog = page.getByRole("dialog", { name: messageOf(home, "search.label") });
    const field = englishDialog.getByRole("combobox");
    await expect(field).toBeFocused();
    await page.keyboard.type(misspelt!);
    await expect(englishDialog.locator(`[role=option][href="${inLocale(long!.d.href, "en")}"]`)).toHaveCount(1);

    await field.fill(applicantWord!);
    await expect(englishDialog.getByRole("option").first()).toBeVisible();

    await field.fill(word);
    const offer = englishDialog.getByRole("link", { name: messageOf("/", "search.elsewhere.link", { query: word }) });
    await expect(offer).toHaveAttribute("href", `/search?q=${encodeURIComponent(word)}`);
    await expect(offer).toHaveAttribute("lang", "ar");
    await expect(offer).toHaveAttribute("dir", "rtl");
    await expect(englishDialog).toContainText(messageOf(home, "search.elsewhere.lead"));
    await offer.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`نتائج البحث عن «${word}»`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });
});

test.describe("the results page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form searches; the page groups, highlights, and stays out of search engines", async ({ page }) => {
    await page.goto("/");
    await page.locator("#site-search").fill(word);
    await page.locator("#site-search").press("Enter");
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`نتائج البحث عن «${word}»`);
    const degrees = page.getByRole("region", { name: /^البرامج/ });
    await expect(degrees.getByRole("link", { name: oneWord.sheet.name, exact: true })).toHaveAttribute(
      "href",
      oneWord.href,
    );
    await expect(degrees.locator("mark").first()).toHaveText(oneWord.sheet.name);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("an Arabic word on /en/search offers the Arabic results, in Arabic", async ({ page }) => {
    test.skip(!registries.en, "the content has no English form");
    const res = await page.goto(inLocale(`/search?q=${encodeURIComponent(word)}`, "en"));
    expect(res?.status()).toBe(200);
    const offer = page.getByRole("main").getByRole("link", {
      name: messageOf("/", "search.elsewhere.link", { query: word }),
    });
    await expect(offer).toHaveAttribute("href", `/search?q=${encodeURIComponent(word)}`);
    await expect(offer).toHaveAttribute("lang", "ar");
    await expect(offer).toHaveAttribute("dir", "rtl");
  });

  test("an empty, an absurd and an overlong query each get a page that says what to do", async ({ page }) => {
    let res = await page.goto("/search");
    expect(res?.status()).toBe(200);
    await expect(page.getByText("اكتب ما تبحث عنه")).toBeVisible();
    await expect(page.getByRole("link", { name: "دليل البرامج" }).first()).toBeVisible();

    res = await page.goto("/search?q=%3Cscript%3Exyzzy%3C%2Fscript%3E");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("status")).toContainText("لا نتائج تطابق «<script>xyzzy</script>»");

    res = await page.goto(`/search?q=${encodeURIComponent(`${word} `.repeat(30))}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText("ما كتبته أطول مما يحتاج إليه البحث")).toBeVisible();
  });
});

test.describe("program finder", () => {
  const degrees = catalogDegrees(registry);
  const options = finderOptions(
    degrees,
    registry.streams.map((s) => s.code),
  );
  const expected = (query: string) =>
    filterDegrees(degrees, readFinderFilters(new URLSearchParams(query), options).filters).map((d) => d.sheet.name);
  /** The stream that opens the most degrees: a filter with something to show. */
  const stream = [...options.streams].sort(
    (a, b) => expected(`stream=${b}`).length - expected(`stream=${a}`).length,
  )[0];
  /** A level that keeps some of that stream's degrees, and a duration that leaves some degrees out. */
  const level =
    options.levels.find((l) => expected(`level=${l}&stream=${stream}&average=78`).length) ?? options.levels[0];
  const duration =
    options.durations.find((d) => expected(`duration=${d}`).length < degrees.length) ?? options.durations[0];
  const cards = (page: Page) => page.getByRole("list", { name: "البرامج" }).getByRole("heading", { level: 2 });

  test("every degree of every level on one page, linked from the home page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "استكشف البرامج" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(cards(page)).toHaveText(degrees.map((d) => d.sheet.name));
  });

  test("filtered by its URL without JavaScript, and the form writes the URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The average in Arabic-Indic digits, as a phone types it (٧٨).
    await page.goto(`/programs?stream=${stream}&average=%D9%A7%D9%A8`);
    await expect(cards(page)).toHaveText(expected(`stream=${stream}&average=78`));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      new RegExp(`^${expected(`stream=${stream}&average=78`).length} من`),
    );

    await page.getByLabel("الدرجة").selectOption(level);
    await page.getByRole("button", { name: "اعرض البرامج" }).click();
    await expect(page).toHaveURL(new RegExp(`level=${level}`));
    await expect(cards(page)).toHaveText(expected(`level=${level}&stream=${stream}&average=78`));
    await context.close();
  });

  test("with JavaScript, a choice applies at once and a bad average is said, not applied", async ({ page }) => {
    await page.goto("/programs");
    await hydrated(page);
    await page.getByLabel("مدة الدراسة").selectOption(String(duration));
    await expect(page).toHaveURL(new RegExp(`duration=${duration}`));
    await expect(cards(page)).toHaveText(expected(`duration=${duration}`));
    await page.getByLabel("معدلك (اختياري)").fill("abc");
    await page.getByRole("button", { name: "اعرض البرامج" }).click();
    await expect(page.getByText("اكتب المعدل أرقامًا فقط")).toBeVisible();
    // Heard where it happens (issue 56): the field takes focus, its message read with it.
    await expect(focused(page)).toHaveAttribute("id", "programs-average");
    await expectInError(page.getByLabel("معدلك (اختياري)"), t("programs.averageError", { problem: "malformed" }));
    await expect(cards(page)).toHaveText(expected(`duration=${duration}`));
  });
});

test("every section a site page shows is what search reads of it, in each language", async ({ request }) => {
  // The page's own headings, as the built page shows them (h2 and h3 in its main part, not in a
  // table of contents), against what search indexes of that page (page-text.ts): a section added
  // to a page's view and not to its search text is found here.
  for (const [language, r] of Object.entries(registries).filter(([, r]) => r !== undefined)) {
    const messages = JSON.parse(readFileSync(`app/i18n/messages/${language}.json`, "utf8")) as Record<string, string>;
    const texts = pageTexts(r!, (key) => messages[key]);
    const sectioned = Object.entries(texts).filter(([, text]) => text!.headings.length > 0);
    expect(sectioned.length, language).toBeGreaterThan(3);
    for (const [path, text] of sectioned) {
      const html = await (await request.get(inLocale(path, language))).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<nav[\s\S]*?<\/nav>/g, "");
      const shown = [...main.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) =>
        decodeHTML(m[2].replace(/<[^>]+>/g, ""))
          .replace(/\s+/g, " ")
          .trim(),
      );
      expect(shown.length, path).toBeGreaterThan(0);
      const read = new Set([...text!.headings, ...text!.text].map((t) => t.replace(/\s+/g, " ").trim()));
      expect(
        shown.filter((heading) => !read.has(heading)),
        `${inLocale(path, language)}: headings search does not read`,
      ).toEqual([]);
    }
  }
});

test("no key of its own: search opens only with Ctrl+K, never with a single letter (WCAG 2.1.4)", async ({ page }) => {
  await page.goto("/publications");
  await page.locator("body").press("/");
  await page.locator("body").press("s");
  await expect(dialog(page)).toHaveCount(0);
  expect(await focusedId(page)).not.toContain("input");
});
