/**
 * Scroll positions (shell/ScrollMemory.tsx): a reader who goes back, or reloads, is where they
 * were; a page loaded anew in the same tab starts at its top, not at another page's position.
 */
import { expect, test } from "./fixtures.ts";
import { clientNavigate, expectHydrated } from "./support.ts";

type Page = import("@playwright/test").Page;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/**
 * Scrolls halfway down the page (a long page, whatever its content) and says where it is once the
 * blocks that came near have been laid out (they may move it).
 */
const scrollHalfway = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    return Math.round(window.scrollY);
  });

test.describe("scroll positions", () => {
  test("back to a page, and a reload, return to where the reader was", async ({ page }) => {
    await page.goto("/help");
    await expectHydrated(page);
    const heading = page.getByRole("heading", { level: 1 });
    const helpTitle = await heading.textContent();
    const y = await scrollHalfway(page);
    expect(y).toBeGreaterThan(0);
    await clientNavigate(page, "/contact-us");
    // The next page is in (whatever its title says).
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(heading).not.toHaveText(helpTitle ?? "");
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
    await expect.poll(() => scrollY(page)).toBe(y);

    await page.reload();
    await expectHydrated(page);
    await expect.poll(() => scrollY(page)).toBe(y);
  });

  test("a page loaded anew in the same tab starts at its top", async ({ page }) => {
    await page.goto("/help");
    await expectHydrated(page);
    expect(await scrollHalfway(page)).toBeGreaterThan(0);
    // A document load in the same tab (as the language switch does), then the first page again.
    await page.goto("/publications");
    await expectHydrated(page);
    expect(await scrollY(page)).toBe(0);
    await page.goto("/help");
    await expectHydrated(page);
    // Long enough for the router to have restored a position, had it taken another entry's.
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);
  });
});
