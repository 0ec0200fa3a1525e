/**
 * The application shell's bot rule in Chromium: for a bot, a runtime error after load is only
 * logged and the page stays (a 404 is still a 404); for people, the same error shows the error page.
 */
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { clientNavigate, expectHydrated, watchConsole } from "./support.ts";

/**
 * The page has hydrated and finished loading: the bot rule keeps the page only for an error after
 * the load event (showsErrorPage's `afterLoad`).
 */
async function loadedAndHydrated(page: Page) {
  await expectHydrated(page);
  await page.waitForFunction(() => document.readyState === "complete");
}

test.describe("bots", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("a runtime error after load is only logged: the page stays", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/help");
    await loadedAndHydrated(page);
    await clientNavigate(page, "/help?__fault=500");
    await expect.poll(() => errors.some((e) => e.includes("not shown to this bot"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المساعدة");
    await expect(page.getByText("رمز الخطأ: 500", { exact: true })).toHaveCount(0);
  });

  test("a 404 is still a 404", async ({ page }) => {
    const response = await page.goto("/colleges/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("لا صفحة في الموقع بالعنوان /colleges/nope.")).toBeVisible();
    await page.goto("/colleges");
    await clientNavigate(page, "/colleges/nope");
    await expect(page.getByText("لا صفحة في الموقع بالعنوان /colleges/nope.")).toBeVisible();
  });
});

test("for people, the same runtime error shows the error page", async ({ page }) => {
  await page.goto("/help");
  await loadedAndHydrated(page);
  await clientNavigate(page, "/help?__fault=500");
  await expect(page.getByText("رمز الخطأ: 500", { exact: true })).toBeVisible();
  // Its words come from the messages file (the root loader's data is gone with the error).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حدث خطأ غير متوقَّع");
  await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toBeVisible();
});
