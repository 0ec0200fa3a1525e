/**
 * Finding things as a visitor does: the header's search by keyboard on a phone and a desktop, the
 * same query as a results page without JavaScript, and the program finder filtered by its URL.
 * Expected results come from the content and the pure rules, never from the page itself.
 */
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { expectHydrated, expectNoAxeViolations, registry, watchConsole } from "./support.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { filterDegrees, finderOptions, readFinderFilters } from "#app/features/programs/filter.ts";

const degreeHref = (name: string) => catalogDegrees(registry).find((d) => d.sheet.name === name)!.href;
const dialog = (page: Page) => page.getByRole("dialog", { name: "البحث في الموقع" });
const combobox = (page: Page) => dialog(page).getByRole("combobox");
const hydrated = expectHydrated;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

test.describe("site search", () => {
  test("desktop, keyboard only: Ctrl+K, type, arrow to a result, Enter opens it", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type("للتمريض");
    const listbox = dialog(page).getByRole("listbox");
    await expect(
      listbox.getByRole("group", { name: "البرامج", exact: true }).getByRole("option").first(),
    ).toContainText("التمريض");
    await expect(dialog(page).getByRole("status")).toContainText("عن «للتمريض»");
    // The matched word is highlighted as written («التمريض» for «للتمريض»).
    await expect(listbox.locator("mark").first()).toHaveText("التمريض");
    await expectNoAxeViolations(page);

    await page.keyboard.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(combobox(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(degreeHref("التمريض"));
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "التمريض" })).toBeVisible();
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
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.type("iti 101");
    const course = dialog(page).getByRole("group", { name: "المساقات" }).getByRole("option");
    await expect(course).toHaveCount(1);
    await expect(course).toContainText("ITI101");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/colleges\/it\/iti#plan$/);
  });

  test("the results page passes axe", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("ITI101 تمريض")}`);
    await expect(page.getByRole("main").getByRole("status")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("typing in the header's field keeps every letter when the dialog takes over", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    await page.locator("#site-search").click();
    await page.keyboard.type("تكنولوجيا المعلو", { delay: 20 });
    await expect(combobox(page)).toHaveValue("تكنولوجيا المعلو");
    await expect(dialog(page).getByRole("option").first()).toContainText("تكنولوجيا المعلومات");
    // Enter without choosing: the results page for the query.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «تكنولوجيا المعلو»");
  });
});

test.describe("the results page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form searches; the page groups, highlights, and stays out of search engines", async ({ page }) => {
    await page.goto("/");
    await page.locator("#site-search").fill("تمريض");
    await page.locator("#site-search").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=%D8%AA%D9%85%D8%B1%D9%8A%D8%B6$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «تمريض»");
    const degrees = page.getByRole("region", { name: /^البرامج/ });
    await expect(degrees.getByRole("link", { name: "التمريض", exact: true })).toHaveAttribute(
      "href",
      degreeHref("التمريض"),
    );
    await expect(degrees.locator("mark").first()).toHaveText("التمريض");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("an empty, an absurd and an overlong query each get a page that says what to do", async ({ page }) => {
    let res = await page.goto("/search");
    expect(res?.status()).toBe(200);
    await expect(page.getByText("اكتب ما تبحث عنه")).toBeVisible();
    await expect(page.getByRole("link", { name: "دليل البرامج" }).first()).toBeVisible();

    res = await page.goto("/search?q=%3Cscript%3Exyzzy%3C%2Fscript%3E");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("status")).toContainText("لا نتائج تطابق «<script>xyzzy</script>»");

    res = await page.goto(`/search?q=${encodeURIComponent("تمريض ".repeat(30))}`);
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
    await page.goto("/programs?stream=literary&average=%D9%A7%D9%A8");
    await expect(cards(page)).toHaveText(expected("stream=literary&average=78"));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      new RegExp(`^${expected("stream=literary&average=78").length} من`),
    );

    await page.getByLabel("الدرجة").selectOption("diploma");
    await page.getByRole("button", { name: "اعرض البرامج" }).click();
    await expect(page).toHaveURL(/level=diploma/);
    await expect(cards(page)).toHaveText(expected("level=diploma&stream=literary&average=78"));
    await context.close();
  });

  test("with JavaScript, a choice applies at once and a bad average is said, not applied", async ({ page }) => {
    await page.goto("/programs");
    await hydrated(page);
    await page.getByLabel("مدة الدراسة").selectOption("2");
    await expect(page).toHaveURL(/duration=2/);
    await expect(cards(page)).toHaveText(expected("duration=2"));
    await page.getByLabel("معدلك (اختياري)").fill("abc");
    await page.getByRole("button", { name: "اعرض البرامج" }).click();
    await expect(page.getByText("اكتب المعدل أرقامًا فقط")).toBeVisible();
    await expect(page.getByLabel("معدلك (اختياري)")).toHaveAttribute("aria-invalid", "true");
    await expect(cards(page)).toHaveText(expected("duration=2"));
  });
});

test("no key of its own: search opens only with Ctrl+K, never with a single letter (WCAG 2.1.4)", async ({ page }) => {
  await page.goto("/publications");
  await page.locator("body").press("/");
  await page.locator("body").press("s");
  await expect(dialog(page)).toHaveCount(0);
  expect(await focusedId(page)).not.toContain("input");
});
