/**
 * What the application shell's browser tests (shell-*.spec.ts) record in the page: the route
 * overlay's states and the splash's, each with the moment it took them. The page records them
 * itself, from a MutationObserver, because a state can be too brief to catch from the test's side
 * (on a slow machine the splash can have gone before `goto` returns).
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { expectAppStarted, installLinkTo, type LinkToWindow } from "./support.ts";
import { SPLASH_MAX_MS } from "#app/shell/constants.ts";

interface OverlayEntry {
  t: number;
  state: string;
  h1: string;
  /** The overlay's newest animation at that moment. */
  animation?: { duration: number; delay: number };
  /** What had focus (its tag), whether the page's main content was inert, what the announcer said. */
  focus: string;
  inert: boolean;
  announced: string;
}

/**
 * Waits until the app has mounted (client navigations are covered from then on), then records
 * every state the route overlay takes, with a timestamp and its running animation's timing.
 */
export async function recordOverlay(page: Page) {
  await expectAppStarted(page);
  await page.evaluate(() => {
    const w = window as unknown as { overlayLog: unknown[] };
    w.overlayLog = [];
    const overlay = document.querySelector<HTMLElement>(".route-overlay")!;
    const log = () => {
      const timing = overlay.getAnimations().at(-1)?.effect?.getComputedTiming();
      w.overlayLog.push({
        t: performance.now(),
        state: overlay.dataset.state!,
        h1: document.querySelector("h1")?.textContent ?? "",
        animation: timing && { duration: Number(timing.duration), delay: Number(timing.delay) },
        focus: document.activeElement?.tagName ?? "",
        inert: document.getElementById("main")?.inert ?? false,
        announced: overlay.nextElementSibling?.textContent ?? "",
      });
    };
    new MutationObserver(log).observe(overlay, { attributes: true, attributeFilter: ["data-state"] });
    // Each time the page's content changes, note the overlay's state at that moment.
    new MutationObserver(() => log()).observe(document.getElementById("main")!, { childList: true, subtree: true });
  });
}
export const overlayLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlayLog: OverlayEntry[] }).overlayLog);
/**
 * The navigations below start from the page itself, with a click on a link (support.ts
 * `installLinkTo`) dispatched there: at an instant a test's own click would miss (the leaving state
 * lasts a few hundred milliseconds, a render one frame), or under the cover, which takes a
 * pointer's clicks itself. The click goes through the site's link handling as a visitor's does.
 */
type ClickingWindow = LinkToWindow & { clickLinkTo(to: string): void };

async function installClickLinkTo(page: Page) {
  await expectAppStarted(page);
  await installLinkTo(page);
  await page.evaluate(() => {
    const w = window as unknown as ClickingWindow;
    w.clickLinkTo = (to) =>
      void w.linkTo(to).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  });
}

/** Clicks the link to `to` from inside the page (see above): under the cover too. */
export async function clickLinkInPage(page: Page, to: string) {
  await installClickLinkTo(page);
  await page.evaluate((to) => (window as unknown as ClickingWindow).clickLinkTo(to), to);
}

/**
 * Navigates to `first`, and starts the navigation to `second` from inside the render of the first
 * page (when its h1 reads `firstHeading`), before that page's reveal can begin.
 */
export async function navigateThenAgainOnRender(page: Page, first: string, firstHeading: string, second: string) {
  await installClickLinkTo(page);
  await page.evaluate(
    ([first, firstHeading, second]) => {
      const { clickLinkTo } = window as unknown as ClickingWindow;
      const watch = new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent !== firstHeading) return;
        watch.disconnect();
        clickLinkTo(second);
      });
      watch.observe(document.getElementById("main")!, { childList: true, subtree: true });
      clickLinkTo(first);
    },
    [first, firstHeading, second],
  );
}

/**
 * Navigates to `first`, and to `second` the instant the overlay starts to leave; resolves to the
 * page's clock at that second start. The page does it itself: the leaving state lasts a few hundred
 * milliseconds, which a test's polling can miss on a busy machine.
 */
export async function navigateThenAgainWhenLeaving(page: Page, first: string, second: string): Promise<number> {
  await installClickLinkTo(page);
  return page.evaluate(
    ([first, second]) =>
      new Promise<number>((resolve) => {
        const { clickLinkTo } = window as unknown as ClickingWindow;
        const overlay = document.querySelector(".route-overlay")!;
        const watch = new MutationObserver(() => {
          if (overlay.getAttribute("data-state") !== "leaving") return;
          watch.disconnect();
          const at = performance.now();
          clickLinkTo(second);
          resolve(at);
        });
        watch.observe(overlay, { attributes: true, attributeFilter: ["data-state"] });
        clickLinkTo(first);
      }),
    [first, second],
  );
}

type SplashWindow = Window & { splashStates: (string | null)[] };

/**
 * The splash's states as the page goes through them: on a slow machine the splash can have gone
 * before `goto` returns, so the page records them itself (call before `goto`).
 */
export async function recordSplashStates(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as SplashWindow;
    w.splashStates = [];
    const record = () => w.splashStates.push(document.documentElement.getAttribute("data-splash"));
    new MutationObserver(record).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-splash"],
    });
    document.addEventListener("DOMContentLoaded", record);
  });
}

/** The splash was shown, and has gone by itself. */
export async function expectSplashShownThenGone(page: Page) {
  await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/, { timeout: SPLASH_MAX_MS + 2000 });
  const states = await page.evaluate(() => (window as unknown as SplashWindow).splashStates);
  expect(states, "the splash was shown").toContain("show");
  expect(states.at(-1), "then it went").toBeNull();
}
