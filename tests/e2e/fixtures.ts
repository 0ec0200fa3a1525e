/**
 * The browser suite's `test`: the splash is skipped, as on any later page of a visit, unless a test
 * asks for a first visit with `test.use({ firstVisit: true })`. A later page is one reached from
 * the site itself (shell/Splash.tsx), so `page.goto` sends the site as its referrer.
 */
import { test as base } from "@playwright/test";

export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit, baseURL }, use) => {
    if (!firstVisit) {
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(url, { referer: new URL("/", baseURL).href, ...options });
    }
    await use(page);
  },
});

export { expect } from "@playwright/test";
