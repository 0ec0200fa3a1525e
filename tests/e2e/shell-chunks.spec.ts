/**
 * The application shell in Chromium when a page's code chunk is gone (a deploy removed it): a
 * failed preload, a navigation reloaded as a full page once per window, then the error page; and
 * React Router's globals as the shell expects them.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { watchConsole } from "./support.ts";
import { collegeNamedAlone, collegePage, urlEndingIn } from "./subjects.ts";

/** A college /colleges links to, named by no other link's name there. */
const college = collegeNamedAlone();
const COLLEGE = collegePage(college);

test.describe("chunk failures", () => {
  /** The college page's code chunk is gone (a deploy removed it); /colleges links to colleges. */
  async function collegeChunkGone(page: Page) {
    const gone: string[] = [];
    await page.route(/\/assets\/college-[\w-]+\.js$/, (route) => {
      gone.push(route.request().url());
      return route.fulfill({ status: 404, body: "gone" });
    });
    return gone;
  }
  /** Counts document requests (a reload can interrupt a load before its load event fires). */
  function countDocuments(page: Page) {
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    return documents;
  }
  const collegeLink = (page: Page) => page.getByRole("main").getByRole("link", { name: college.name }).first();
  const appMounted = (page: Page) => page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });

  test("a failed preload leaves the page being read alone; following the link loads the target as a full page", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    const gone = await collegeChunkGone(page);
    const documents = countDocuments(page);
    await page.goto("/colleges");
    await appMounted(page);
    await collegeLink(page).hover();
    await expect.poll(() => warnings.some((w) => w.includes(`Preloading ${COLLEGE} failed`))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(gone.length).toBeGreaterThan(0);
    expect(documents).toEqual(["/colleges"]);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await collegeLink(page).click();
    await expect(page).toHaveURL(urlEndingIn(COLLEGE));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(college.name);
    expect(documents).toEqual(["/colleges", COLLEGE]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test("without preloads, a navigation whose chunk is gone loads the target as a full page once per 10 s, then shows the error page", async ({
    page,
  }) => {
    // Data saving: nothing is preloaded, so the navigation itself meets the missing chunk.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
    const errors = watchConsole(page);
    await collegeChunkGone(page);
    const documents = countDocuments(page);
    await page.goto("/colleges");
    await appMounted(page);
    await collegeLink(page).click();
    await expect(page).toHaveURL(urlEndingIn(COLLEGE));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(college.name);
    expect(documents).toEqual(["/colleges", COLLEGE]);

    // Within the guard's window the same failure is not loaded again: the error page says so.
    await page.goto("/colleges");
    await appMounted(page);
    await collegeLink(page).click();
    await expect(page.getByText("رمز الخطأ: 500", { exact: true })).toBeVisible();
    expect(errors.some((e) => e.includes(`Not loading again: ${COLLEGE}`))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(documents).toEqual(["/colleges", COLLEGE, "/colleges"]);
  });

  test("React Router's globals are as the shell expects (router-internals.ts)", async ({ page }) => {
    await page.goto("/colleges");
    await appMounted(page);
    const shape = await page.evaluate(() => {
      const w = window as unknown as {
        __reactRouterDataRouter?: { navigate?: unknown; state?: { navigation?: { state?: string } } };
        __reactRouterManifest?: { routes?: Record<string, { module?: string }> };
        __reactRouterRouteModules?: Record<string, { default?: unknown }>;
      };
      const routes = w.__reactRouterManifest?.routes ?? {};
      return {
        navigate: typeof w.__reactRouterDataRouter?.navigate,
        navigation: w.__reactRouterDataRouter?.state?.navigation?.state,
        modulesAreScripts: Object.values(routes).every((r) => typeof r.module === "string" && r.module.endsWith(".js")),
        rootLoaded: typeof w.__reactRouterRouteModules?.root?.default,
      };
    });
    expect(shape).toEqual({
      navigate: "function",
      navigation: "idle",
      modulesAreScripts: true,
      rootLoaded: "function",
    });
  });
});
