/**
 * The browser suite's `test`: the splash is skipped (as on any later page of a visit) unless a
 * test asks for a first visit with `test.use({ firstVisit: true })`.
 */
import { test as base } from "@playwright/test";

export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) await page.addInitScript(() => window.sessionStorage.setItem("al-ofoq:visited", "1"));
    await use(page);
  },
});

export { expect } from "@playwright/test";
