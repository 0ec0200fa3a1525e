/**
 * The application shell's build freshness in Chromium: the page fetches its build's manifest about
 * a second after load, and after a new deploy the next navigation is a full page load.
 */
import { expect, test } from "./fixtures.ts";
import { MANIFEST_FETCH_DELAY_MS } from "#app/shell/constants.ts";

test.describe("build freshness", () => {
  test("fetches its own manifest about a second after load", async ({ page }) => {
    const latest = await (await page.request.get("/builds/latest.json")).json();
    await page.goto("/");
    // Both moments on the page's own clock: the end of the load event and the manifest request.
    const timing = () =>
      page.evaluate((id) => {
        const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
        const manifest = performance
          .getEntriesByType("resource")
          .find((e) => e.name.endsWith(`/builds/meta/${id}.json`));
        return manifest ? manifest.startTime - load : undefined;
      }, latest.id as string);
    await expect.poll(timing, { timeout: 5000 }).toBeDefined();
    const delay = (await timing())!;
    expect(delay).toBeGreaterThanOrEqual(MANIFEST_FETCH_DELAY_MS - 20);
    expect(delay).toBeLessThan(MANIFEST_FETCH_DELAY_MS + 3000);
  });

  test("after a new deploy, the next navigation is a full page load", async ({ page }) => {
    await page.route("**/builds/latest.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build", time: new Date().toISOString() } }),
    );
    await page.goto("/help");
    await page.waitForResponse("**/builds/latest.json");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "اتصل بنا" }).click();
    await page.waitForURL(/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test("without a new deploy, navigation stays in the page", async ({ page }) => {
    await page.goto("/help");
    await page.waitForResponse("**/builds/latest.json");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "اتصل بنا" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
