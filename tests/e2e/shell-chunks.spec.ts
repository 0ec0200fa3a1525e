/**
 * The application shell in Chromium when a page's code chunk is gone (a deploy removed it): a
 * failed preload leaves the page alone, and a navigation to the page, preloaded or not, loads it
 * as a full page; and React Router's manifest, the one thing the shell reads past its public API,
 * as the shell expects it (router-internals.ts, decision 008).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
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

  test("without preloads, a navigation whose chunk is gone loads the target as a full page, each time it is asked for", async ({
    page,
  }) => {
    // Data saving: nothing is preloaded, so the navigation itself meets the missing chunk.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
    await collegeChunkGone(page);
    const documents = countDocuments(page);
    for (const visit of [1, 2]) {
      await page.goto("/colleges");
      await appMounted(page);
      await collegeLink(page).click();
      await expect(page).toHaveURL(urlEndingIn(COLLEGE));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(college.name);
      // Loaded as a document, never a reload of the page being read (React Router's own way).
      expect(documents, `visit ${visit}`).toEqual(Array(visit).fill(["/colleges", COLLEGE]).flat());
    }
  });

  test("React Router's manifest names every route's code, where router-internals.ts reads it", async ({ page }) => {
    await page.goto("/colleges");
    await appMounted(page);
    const modules = await page.evaluate(() => {
      const w = window as unknown as { __reactRouterManifest?: { routes?: Record<string, { module?: string }> } };
      return Object.values(w.__reactRouterManifest?.routes ?? {}).map((r) => r.module);
    });
    expect(modules.length).toBeGreaterThan(1);
    for (const module of modules) expect(module).toMatch(/^\/assets\/[\w.-]+\.js$/);
  });
});
