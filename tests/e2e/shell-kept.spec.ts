/**
 * Content kept as the server wrote it (components/ui/Kept.tsx, decision 027): React hydrates the
 * page around it and leaves what is inside alone, and a visitor sees no difference: its links are
 * followed inside the app and preload their targets, and a page reached inside the app reads as
 * the same page loaded.
 */
import { expect, test } from "./fixtures.ts";
import { expectHydrated, registry, SITE_HEADER, watchConsole } from "./support.ts";
import { collegePath } from "#app/lib/paths.ts";

test.describe("kept content", () => {
  test("hydration leaves the kept blocks' content alone, and their links work inside the app", async ({ page }) => {
    // Before React starts, a mark is put inside each kept block as the browser parses it: a
    // change React would meet as a mismatch (and throw away, rendering the page anew) if it
    // hydrated what is inside. Kept as the server wrote it, the block keeps the mark too.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const { addedNodes } of records)
          for (const node of addedNodes)
            if (node instanceof HTMLElement && node.hasAttribute("data-kept"))
              node.prepend(document.createElement("s"));
      }).observe(document, { childList: true, subtree: true });
    });
    const errors = watchConsole(page);
    // The home page, the colleges list and a college's page (the first in the registry).
    const pages = ["/", "/colleges", collegePath(registry.colleges[0].slug)];
    for (const path of pages) {
      await page.goto(path);
      await expectHydrated(page);
      const blocks = await page
        .locator("[data-kept]")
        .evaluateAll((els) =>
          els.map((el) => ({ marked: el.firstElementChild?.tagName === "S", content: el.children.length > 1 })),
        );
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const b of blocks) expect(b, path).toEqual({ marked: true, content: true });
    }
    // React reports a mismatch it recovered from as an error (in production, by its number).
    expect(errors.filter((e) => /hydrat|react\.dev\/errors/i.test(e))).toEqual([]);

    // A link in a kept block, chosen by what it is: the first to a page other than home that preloads on intent.
    await page.goto("/colleges");
    await expectHydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const link = page.locator("main [data-kept] a[href^='/']:not([href='/']):not([data-preload])").first();
    const href = (await link.getAttribute("href"))!;
    const preloads: string[] = [];
    page.on("request", (r) => r.url().endsWith(`${href}.data`) && preloads.push(r.url()));
    await link.hover();
    await expect.poll(() => preloads.length).toBe(1);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a page reached inside the app on the same route reads as the same page loaded", async ({ page }) => {
    // Two colleges share one route: the kept blocks of the first must give way to the second's.
    const [first, second] = registry.colleges.map((c) => collegePath(c.slug));
    await page.goto(second);
    const loaded = await page.getByRole("main").innerText();
    await page.goto(first);
    await expectHydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The site menu's link to it (in the closed menu: clicked as a script would).
    await page.locator(`${SITE_HEADER} a[href='${second}']`).first().dispatchEvent("click");
    await expect(page).toHaveURL(second);
    await expect.poll(() => page.getByRole("main").innerText()).toBe(loaded);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
