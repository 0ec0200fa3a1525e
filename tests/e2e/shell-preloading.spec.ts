/**
 * The application shell's preloading in Chromium: links in view and under the pointer preload
 * their targets (a few at a time, none on a data-saving connection), and the navigation reuses them.
 */
import { expect, test } from "./fixtures.ts";
import { expectAppStarted, expectHydrated } from "./support.ts";
import { PRELOAD_CONCURRENCY } from "#app/shell/constants.ts";
import { collegeNamedAlone, collegePage } from "./subjects.ts";

/** A college /colleges links to, named by no other link's name there. */
const college = collegeNamedAlone();

test.describe("preloading", () => {
  test(`links in view preload their targets, at most ${PRELOAD_CONCURRENCY} at a time`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 6000 });
    let inFlight = 0;
    let peak = 0;
    const preloaded = new Set<string>();
    await page.route(/\.data$/, async (route) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      preloaded.add(new URL(route.request().url()).pathname);
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
      inFlight--;
    });
    await page.goto("/colleges");
    await expect.poll(() => preloaded.size, { timeout: 20_000 }).toBeGreaterThan(20);
    expect(peak).toBeLessThanOrEqual(PRELOAD_CONCURRENCY);
    expect(peak).toBeGreaterThan(1);
  });

  test("nothing is preloaded on a data-saving connection", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
    const requests: string[] = [];
    page.on("request", (r) => /\.data$|\/assets\/college-/.test(r.url()) && requests.push(r.url()));
    await page.goto("/colleges");
    await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
    const link = page.getByRole("main").getByRole("link", { name: college.name }).first();
    await link.hover();
    await link.focus();
    const beforeClick = [...requests];
    // The same link, followed: its code and data are fetched now, by the navigation itself.
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(college.name);
    expect(beforeClick).toEqual([]);
    expect(requests.some((r) => r.includes("/assets/college-"))).toBe(true);
    expect(requests.some((r) => r.endsWith(`${collegePage(college)}.data`))).toBe(true);
  });

  // The home page's payload is the one whose URL is not its path with `.data` (common/payload-path.js).
  for (const [from, to] of [
    ["/", "/admission-keys"],
    ["/help", "/"],
  ] as const)
    test(`hovering a link to ${to} preloads its data at the URL the router fetches, and the navigation reuses it`, async ({
      page,
    }) => {
      // Playwright reports a response from the HTTP cache like any other; Chromium's own network
      // events say which came from the cache. Every response for a payload, by request id:
      const payloads = new Map<string, { path: string; status: number; fromCache: boolean; finished: boolean }>();
      const servedFromCache = new Set<string>();
      const cdp = await page.context().newCDPSession(page);
      cdp.on("Network.requestServedFromCache", ({ requestId }) => servedFromCache.add(requestId));
      cdp.on("Network.responseReceived", ({ requestId, response }) => {
        const path = new URL(response.url).pathname;
        if (path.endsWith(".data"))
          payloads.set(requestId, {
            path,
            status: response.status,
            fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
            finished: false,
          });
      });
      cdp.on("Network.loadingFinished", ({ requestId }) => {
        const r = payloads.get(requestId);
        if (r) r.finished = true;
      });
      await cdp.send("Network.enable");
      const fromCache = (id: string) => servedFromCache.has(id) || payloads.get(id)!.fromCache;

      await page.goto(from);
      await expectAppStarted(page);
      const link = page.locator(`header a[href="${to}"]`).first();
      await link.hover();
      // The preload is complete: its payload is in the HTTP cache. Its URL by React Router's rule, read
      // here plainly (a page's path and `.data`; the home page's `/_.data`): if the shell's were
      // another, this wait fails; if the router's changed, the navigation below misses the cache.
      const payload = to === "/" ? "/_.data" : `${to}.data`;
      await expect
        .poll(() => [...payloads.values()].some((r) => r.path === payload && r.finished), {
          message: `${payload} preloaded`,
        })
        .toBe(true);
      await expect.poll(() => [...payloads.values()].every((r) => r.finished)).toBe(true);
      const preloaded = new Set(payloads.keys());

      await link.click();
      await expect(page).toHaveURL(to);
      await expectHydrated(page);
      const navigation = () => [...payloads.keys()].filter((id) => !preloaded.has(id));
      // The navigation asked the router's URL for the payload, and the HTTP cache answered it ...
      await expect.poll(() => navigation().length).toBeGreaterThan(0);
      for (const id of navigation())
        expect(fromCache(id), `the navigation's ${payloads.get(id)!.path} came from the HTTP cache`).toBe(true);
      // ... and no preload asked a URL that is no payload.
      expect([...payloads.values()].filter((r) => r.status !== 200).map((r) => `${r.status} ${r.path}`)).toEqual([]);
    });
});
