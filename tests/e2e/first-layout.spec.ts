/**
 * Long pages lay out their first screens first: blocks well below it carry RENDER_WHEN_NEAR
 * (content-visibility: auto), as does the footer after them (WAITING_BLOCKS), and the browser lays
 * them out as they come near. These tests hold the two promises that makes (decision 015, "The
 * first layout"): no such block is on the first screen, so the largest paint still comes with the
 * first paint, splash or not; and what waits is still there for a visitor who goes to it.
 */
import { expect, test } from "./fixtures.ts";
import { axe, checkEach, expectHydrated, layOutWaitingBlocks } from "./support.ts";
import { RENDER_WHEN_NEAR, WAITING_BLOCKS } from "#app/components/ui/render-when-near.ts";
import { inLocale } from "#app/i18n/locales.ts";
import {
  collegeOfItsOwnDegree,
  collegePage,
  collegeWithMostPrograms,
  programPage,
  programWithLongestPlan,
} from "./subjects.ts";

/** The page's largest-paint entries, as the page records them. */
type LcpWindow = Window & { lcp: { time: number; waits: boolean }[] };

/** The long pages of any content: the college with the most programs, one that teaches its own degree, the longest plan. */
const LONGEST_COLLEGE = collegePage(collegeWithMostPrograms());
const OWN_DEGREE_COLLEGE = collegePage(collegeOfItsOwnDegree());
const LONGEST_PROGRAM = programPage(programWithLongestPlan());

const LONG_PAGES = [
  "/",
  "/colleges",
  LONGEST_COLLEGE,
  OWN_DEGREE_COLLEGE,
  LONGEST_PROGRAM,
  "/admission-keys",
  "/publications",
  "/programs",
  "/help",
];

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test("on every long page, every block whose layout waits starts below the first screen, its focus rings whole", async ({
      page,
    }) => {
      test.setTimeout(LONG_PAGES.length * 30_000);
      await checkEach(LONG_PAGES, async (path) => {
        await page.goto(path);
        // The page as a reader with scripts has it: some controls (copy buttons) come with them.
        await expectHydrated(page);
        const blocks = await page.locator(WAITING_BLOCKS).evaluateAll((els) =>
          els.map((el) => ({
            top: el.getBoundingClientRect().top + window.scrollY,
            contentVisibility: getComputedStyle(el).contentVisibility,
          })),
        );
        expect(blocks.length, "the page has blocks that wait").toBeGreaterThan(0);
        for (const block of blocks) {
          expect(block.contentVisibility).toBe("auto");
          expect(block.top).toBeGreaterThanOrEqual(viewport.height);
        }

        // No focus ring in such a block is cut at its edge. The ring (app.css :focus-visible) is
        // 3 px wide, 2 px off the element; a waiting block clips what it paints at its padding
        // edge, laid out or not.
        const RING = 5;
        await layOutWaitingBlocks(page);
        const cut = await page.locator(WAITING_BLOCKS).evaluateAll((els, ring) => {
          const found: string[] = [];
          for (const el of els as HTMLElement[]) {
            // What a reader can open is checked open (a publication's abstract and its copy button).
            el.querySelectorAll("details").forEach((d) => (d.open = true));
            const box = el.getBoundingClientRect();
            const left = box.left + el.clientLeft;
            const top = box.top + el.clientTop;
            const right = left + el.clientWidth;
            const bottom = top + el.clientHeight;
            const focusable = el.querySelectorAll<HTMLElement>(
              "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
            );
            for (const f of focusable) {
              const r = f.getBoundingClientRect();
              if (!f.checkVisibility() || (r.width === 0 && r.height === 0)) continue;
              if (r.left - ring < left || r.right + ring > right || r.top - ring < top || r.bottom + ring > bottom)
                found.push(`${f.outerHTML.slice(0, 80)} in ${el.id || el.tagName}`);
            }
          }
          return found;
        }, RING);
        expect(cut).toEqual([]);
      });
    });
  });
}

test.describe("a first visit on a phone, under the splash", () => {
  test.use({ firstVisit: true, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const path of ["/colleges", OWN_DEGREE_COLLEGE, "/publications"]) {
    test(`${path}: the largest paint is on the first screen and comes with the first paint`, async ({ page }) => {
      await page.addInitScript((waiting) => {
        const w = window as unknown as LcpWindow;
        w.lcp = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            w.lcp.push({ time: e.startTime, waits: !!e.element?.closest(waiting) });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }, WAITING_BLOCKS);
      await page.goto(path);
      await expect(page.locator(".splash")).toBeHidden();
      // Past the moment a block at the fold would be painted, by the page's own clock.
      await page.waitForFunction(
        () => performance.now() > performance.getEntriesByName("first-contentful-paint")[0].startTime + 1500,
      );
      const { lcp, fcp } = await page.evaluate(() => ({
        lcp: (window as unknown as LcpWindow).lcp,
        fcp: performance.getEntriesByName("first-contentful-paint")[0].startTime,
      }));
      const last = lcp.at(-1)!;
      expect(last.waits, "the largest paint is not in a block that waited").toBe(false);
      // The splash goes 0.9 s after the first paint; a block at the fold would be painted then.
      expect(last.time - fcp).toBeLessThan(500);
    });
  }
});

test("on a short page nothing waits, the footer included: it may be on the first screen", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("contentinfo")).toHaveCSS("content-visibility", "visible");
  await expect(page.locator(WAITING_BLOCKS)).toHaveCount(0);
});

test("a link to an entry far down the publications list lands on it", async ({ page }) => {
  await page.goto("/publications");
  const last = page.locator("main ol > li").last();
  const id = await last.getAttribute("id");
  await expect(last).toHaveClass(new RegExp(RENDER_WHEN_NEAR));
  await page.goto(`/publications#${id}`);
  await expect(page.locator(`[id="${id}-title"]`)).toBeInViewport();
});

test("a link to a section that waits lands on it (the admission calendar, linked from the results page)", async ({
  page,
}) => {
  await page.goto("/admission-keys");
  // The calendar waits: it is inside a block that does.
  expect(await page.locator("#dates").evaluate((el, waiting) => el.closest(waiting) !== null, WAITING_BLOCKS)).toBe(
    true,
  );
  await page.goto("/admission-keys#dates");
  await expect(page.locator("#dates-title")).toBeInViewport();
});

// Lighthouse runs axe on the page as loaded, the waiting blocks still skipped (our own axe checks
// lay them out first). Skipped, a block's text is measured where it would fall if laid out, past
// its guessed height; the block's clip (app.css) keeps that text from being judged over the blocks
// below it, where it once failed contrast and the footer's target size.
test.describe("axe on the page as loaded, before any waiting block is laid out", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const path of ["/colleges", OWN_DEGREE_COLLEGE, LONGEST_PROGRAM, "/admission-keys"].flatMap((p) => [
    p,
    inLocale(p, "en"),
  ])) {
    test(`${path}: finds nothing`, async ({ page }) => {
      await page.goto(path);
      // Blocks whose content the browser still skips: it reports that content as not visible.
      const skipped = await page
        .locator(WAITING_BLOCKS)
        .evaluateAll(
          (els) =>
            els.filter((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false).length,
        );
      expect(skipped).toBeGreaterThan(0);
      const { violations } = await axe(page).withRules(["color-contrast", "target-size"]).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
