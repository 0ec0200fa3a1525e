/**
 * The browser suite's `test`: the splash is skipped (as on any later page of a visit) unless a
 * test asks for a first visit with `test.use({ firstVisit: true })`.
 */
import { test as base } from "@playwright/test";
import { VISIT_STARTED_KEY } from "#app/shell/constants.ts";

export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    // The init script runs in the page: the key goes in as its argument.
    if (!firstVisit) await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), VISIT_STARTED_KEY);
    await use(page);
  },
});

export { expect } from "@playwright/test";
