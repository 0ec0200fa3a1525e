import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SITE_NAME, expectHydrated, registries, registry } from "./support.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { pageTitleKey } from "#app/content/pages.ts";
import { pagePath } from "#app/lib/paths.ts";
import {
  collegeNamedAlone,
  collegeOfItsOwnDegree,
  collegePage,
  programNamedAlone,
  programPage,
  programWithLongestPlan,
  secondCollegeNamedAlone,
  t,
  tEn,
  urlEndingIn,
} from "./subjects.ts";

/** A program the menu names alone, and its college; a second college, not that one. */
const { program, college } = programNamedAlone();
const otherCollege = secondCollegeNamedAlone(college);

test.describe("header, navigation and footer", () => {
  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.goto("/help");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "انتقل إلى المحتوى" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the colleges menu opens and closes from the keyboard and lists every college's programs", async ({ page }) => {
    await page.goto("/");
    // Escape is the app's (a native disclosure has no key to close it): wait until it has started.
    await expectHydrated(page);
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    const summary = nav.getByText("الكليات", { exact: true });
    await summary.focus();
    await page.keyboard.press("Enter");
    const programLink = nav.getByRole("link", { name: program.name, exact: true });
    await expect(programLink).toBeVisible();
    await expect(nav.getByRole("link", { name: otherCollege.name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(programLink).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test("choosing a program in the menu navigates on the client", async ({ page }) => {
    await page.goto("/");
    await expectHydrated(page);
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    await nav.getByText("الكليات", { exact: true }).click();
    await nav.getByRole("link", { name: program.name, exact: true }).click();
    await expect(page).toHaveURL(urlEndingIn(programPage(program)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.name);
    await expect(page).toHaveTitle(new RegExp(`^${SITE_NAME} \\| `));
    await expect(nav.getByRole("link", { name: program.name, exact: true })).toBeHidden();
  });

  test("breadcrumbs lead back up the tree", async ({ page }) => {
    await page.goto(programPage(program));
    const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
    await expect(crumbs.getByRole("link")).toHaveText(["الرئيسية", "الكليات والبرامج", college.name]);
    await crumbs.getByRole("link", { name: college.name }).click();
    await expect(page).toHaveURL(urlEndingIn(collegePage(college)));
  });

  test("the wide header's search: the field in Arabic, whole; in English, whose menu is longer, its button, which opens the dialog", async ({
    page,
  }) => {
    await page.goto("/help");
    await expectHydrated(page);
    const field = page.getByRole("banner").getByRole("searchbox");
    await expect(field).toBeVisible();
    // Room for its placeholder: at least 10 rem.
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(160);
    await page.goto("/en/help");
    await expectHydrated(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("searchbox")).toHaveCount(0);
    const button = banner.getByRole("button", { name: tEn("search.open"), exact: true });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the footer links the privacy and accessibility statements", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const statement of [pagePath("/privacy"), pagePath("/accessibility")])
      await expect(footer.getByRole("link", { name: t(pageTitleKey(statement)) })).toHaveAttribute("href", statement);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the menu collapses behind a button and opens", async ({ page }) => {
    await page.goto("/");
    const button = page.getByText("القائمة", { exact: true });
    await expect(button).toBeVisible();
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    await expect(nav).toBeHidden();
    await button.click();
    await expect(nav.getByRole("link", { name: "المساعدة" })).toBeVisible();
    await nav.getByRole("link", { name: "المساعدة" }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test("the menu lists every college, and leads to every college's programs", async ({ page }) => {
    await page.goto("/");
    await page.getByText("القائمة", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    await nav.getByText("الكليات", { exact: true }).click();
    for (const college of registry.colleges)
      await expect(nav.getByRole("link", { name: college.name, exact: true })).toBeVisible();
    await nav.getByRole("link", { name: "كل الكليات والبرامج" }).click();
    await expect(page).toHaveURL(/\/colleges$/);
  });

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of [
      "/",
      programPage(program),
      "/admission-keys",
      "/publications",
      collegePage(collegeOfItsOwnDegree()),
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages are readable and the filters work", async ({ page }) => {
    await page.goto("/publications");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByLabel("النوع").selectOption("book");
    await page.getByRole("button", { name: "عرض" }).click();
    await expect(page).toHaveURL(/type=book/);
    await expect(page.getByRole("status").filter({ hasText: "منشورًا" })).toContainText(
      `من ${registry.publications.length}`,
    );
    const types = await page.locator("ol > li article p.text-accent-600").allTextContents();
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(t).toContain("كتاب");
  });

  test("the colleges menu works as a native disclosure", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    await nav.getByText("الكليات", { exact: true }).click();
    await expect(nav.getByRole("link", { name: collegeNamedAlone().name })).toBeVisible();
    // Its programs are built when the scripts run; without them, the menu leads to every college's.
    await nav.getByRole("link", { name: "كل الكليات والبرامج" }).click();
    await expect(page).toHaveURL(/\/colleges$/);
  });
});

/**
 * A program's study plan as a screen reader meets it (issue 56): each year is a heading of the
 * plan's section, named by the year alone and held in no control; below it, the control that shows
 * its courses, named by the year, opened and closed from the keyboard, with the page's scripts and
 * without (a native disclosure, decision 037). In both languages.
 */
test.describe("a program's study plan, heard", () => {
  const arabic = programWithLongestPlan();
  const english = registries.en?.programs.find((p) => p.slug === arabic.slug && p.college === arabic.college);
  const subjects = [
    { language: "ar", path: programPage(arabic), program: arabic, t },
    ...(english ? [{ language: "en", path: inLocale(programPage(english), "en"), program: english, t: tEn }] : []),
  ];
  for (const { language, path, program, t } of subjects) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${language}, ${javaScriptEnabled ? "with" : "without"} JavaScript: a heading for each year, its courses opened by the keyboard`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(path);
        if (javaScriptEnabled) await expectHydrated(page);
        const plan = page.locator("#plan");
        const year = (n: number) => t("program.plan.year", { year: String(n) });
        await expect(plan.getByRole("heading", { level: 3 })).toHaveText(program.studyPlan.map((y) => year(y.year)));
        // The heading is text: no control around it or in it.
        await expect(plan.locator("summary h3, button h3, h3 summary, h3 button")).toHaveCount(0);
        // The last year's courses, closed at first: its control, named by its year, opens them by
        // Enter and closes them by Space.
        const last = program.studyPlan.at(-1)!;
        const name = t("program.plan.courses", { year: year(last.year) });
        const control = plan.locator("summary", { hasText: name });
        const cells = last.semesters
          .flatMap((s) => s.courses)
          .map((course) => plan.getByRole("cell", { name: course.name, exact: true }));
        await expect.poll(() => heard(page, control)).toEqual({ role: "DisclosureTriangle", name, expanded: false });
        await expect(cells[0]).toBeHidden();
        await control.focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => heard(page, control)).toEqual({ role: "DisclosureTriangle", name, expanded: true });
        for (const cell of cells) await expect(cell).toBeVisible();
        await page.keyboard.press("Space");
        await expect.poll(() => heard(page, control)).toEqual({ role: "DisclosureTriangle", name, expanded: false });
        await expect(cells[0]).toBeHidden();
        await context.close();
      });
    }
  }
});

/**
 * What Chromium's accessibility tree says of an element, as a screen reader gets it: its role
 * (a summary is a disclosure triangle, which screen readers announce as a button), its name and
 * whether it is expanded.
 */
async function heard(page: Page, element: Locator) {
  // Laid out (the plan waits until it comes near, render-when-near.ts: until it is, Chromium's tree
  // has no node for it, so callers poll), and marked to be found.
  await element.scrollIntoViewIfNeeded();
  await element.evaluate((el) => el.setAttribute("data-heard", ""));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Accessibility.enable");
  const { result } = await cdp.send("Runtime.evaluate", { expression: 'document.querySelector("[data-heard]")' });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  await element.evaluate((el) => el.removeAttribute("data-heard"));
  await cdp.detach();
  const node = nodes[0];
  return {
    role: node.role?.value,
    name: node.name?.value,
    expanded: node.properties?.find((p) => p.name === "expanded")?.value.value ?? false,
  };
}
