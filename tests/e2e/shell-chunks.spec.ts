/**
 * The application shell in Chromium when a page's code chunk is gone (a deploy removed it): a
 * failed preload leaves the page alone, and a navigation to the page, preloaded or not, loads it
 * as a full page; and the shell finds every page's code (it reads the URL past React Router's
 * public API, router-internals.ts, decision 035): seen on the network, at the URLs the page's own
 * document names.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { matchRoutes, type RouteObject } from "react-router";
import { collegeNamedAlone, collegePage, urlEndingIn } from "./subjects.ts";
import { checkEach, pointAtLink, sitemapPaths } from "./support.ts";
import { modulesStartedAfterPaint } from "#app/shell/scripts-after-paint.ts";
import routes from "#app/routes.ts";
import { PAGES } from "#app/lib/paths.ts";

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

  test("hovering a link imports the target page's own code, as the page's own document names it: for every page route", async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on("request", (r) => requested.add(new URL(r.url()).pathname));
    /** The modules a page's document starts (the build's modulepreload list, scripts-after-paint.ts). */
    const modulesOf = async (path: string) => modulesStartedAfterPaint(await (await page.request.get(path)).text());
    await page.goto("/colleges");
    await appMounted(page);
    const here = new Set(await modulesOf("/colleges"));
    const targets = onePathPerRouteFile().filter(([, file]) => file !== routeFileOf("/colleges"));
    // Every page route but this page's own: the route table's, read a second way (its files).
    expect(targets.length).toBe(new Set(routes.map((r) => r.file).filter((f) => f.endsWith(".tsx"))).size - 1);
    const documents = new Map(await Promise.all(targets.map(async ([path]) => [path, await modulesOf(path)] as const)));
    // The mouse passes over a link to each (the shell preloads on intent, four at once).
    for (const [path] of targets) await pointAtLink(page, path);
    await checkEach(
      targets.map(([path]) => path),
      async (path) => {
        // What the target needs that this page did not: its route's module, at least.
        const own = documents.get(path)!.filter((m) => !here.has(m));
        expect(own.length).toBeGreaterThan(0);
        // The shell's preload imported them, at the URLs it reads for the route (router-internals.ts).
        await expect.poll(() => own.filter((m) => !requested.has(m))).toEqual([]);
      },
    );
  });
});

/** The route file app/routes.ts serves a path with, matched as React Router matches (`matchRoutes`). */
function routeFileOf(path: string): string | undefined {
  const pages: RouteObject[] = routes.map(({ path, index, file }) =>
    index ? { index: true, id: file } : { path, id: file },
  );
  const root: RouteObject = { path: "", children: pages };
  return matchRoutes([root], path)?.at(-1)?.route.id;
}

/**
 * A path for each route file that serves pages (a component's `.tsx`, not a file's route): the
 * first of the sitemap's pages, the fixed paths of the page list and an unknown address (the
 * catch-all's) that it serves. With its file.
 */
function onePathPerRouteFile(): [path: string, file: string][] {
  const fixed = Object.values(PAGES).filter((path) => !/[:*]/.test(path));
  const byFile = new Map<string, string>();
  for (const path of [...sitemapPaths(), ...fixed, "/no/such/page"]) {
    const file = routeFileOf(path);
    if (file?.endsWith(".tsx") && !byFile.has(file)) byFile.set(file, path);
  }
  return [...byFile].map(([file, path]) => [path, file]);
}
