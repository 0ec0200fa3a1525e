/**
 * The application shell's splash in Chromium: it covers the first page of a visit and leaves by
 * itself (also when the app never mounts), is skipped on slow or data-saving connections, and never
 * hides the content without JavaScript. Timings are read from the running animations.
 */
import { expect, test } from "./fixtures.ts";
import { expectSplashShownThenGone, recordSplashStates } from "./shell-support.ts";
import { SPLASH_EXIT_DELAY_MS, SPLASH_EXIT_MS } from "#app/shell/constants.ts";
import { collegePage, collegeWithMostPrograms } from "./subjects.ts";

/** A page longer than the screen, to scroll once the splash has gone: the longest college page. */
const LONG_PAGE = collegePage(collegeWithMostPrograms());

test.describe("splash", () => {
  test.use({ firstVisit: true });

  test("covers the first page of a visit, locks scrolling, then slides up from the first paint", async ({ page }) => {
    // Record the splash's exit animation each time its state changes (it may be brief), and the
    // scroll lock at the moment the splash first animates (it is on screen then, whatever the
    // app's mount time).
    await page.addInitScript(() => {
      const w = window as unknown as {
        splashLog: { state: string | null; exit?: { duration: number; delay: number } }[];
        lockWhileShown?: string[];
        /** Whether the page behind could take focus once parsed, while the splash was there. */
        behindWhileShown?: { splash: string | null; mainInert: boolean; headerInert: boolean };
      };
      w.splashLog = [];
      document.addEventListener("DOMContentLoaded", () =>
        setTimeout(() => {
          w.behindWhileShown = {
            splash: document.documentElement.getAttribute("data-splash"),
            mainInert: document.getElementById("main")!.inert,
            headerInert: document.querySelector("header")!.inert,
          };
        }),
      );
      const record = () => {
        const anim = document
          .querySelector(".splash")
          ?.getAnimations()
          .find((a) => (a as CSSAnimation).animationName === "splash-exit");
        const t = anim?.effect?.getComputedTiming();
        w.splashLog.push({
          state: document.documentElement.getAttribute("data-splash"),
          exit: t && { duration: Number(t.duration), delay: Number(t.delay) },
        });
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ["data-splash"],
      });
      document.addEventListener("DOMContentLoaded", record);
      document.addEventListener(
        "animationstart",
        (e) => {
          if (w.lockWhileShown || !(e.target as Element).classList.contains("splash")) return;
          w.lockWhileShown = [
            getComputedStyle(document.documentElement).overflow,
            getComputedStyle(document.body).overflow,
            getComputedStyle(e.target as Element).touchAction,
          ];
        },
        true,
      );
    });
    await page.goto("/");
    const splash = page.locator(".splash");
    await expect(splash.locator("svg")).toBeAttached();
    await expect(splash.locator(".splash-bar")).toBeAttached();
    await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/, { timeout: 3000 });
    expect(await page.evaluate(() => (window as unknown as { lockWhileShown?: string[] }).lockWhileShown)).toEqual([
      "hidden",
      "hidden",
      "none",
    ]);
    // Behind the splash, nothing took focus (inert); it was let in when the splash went.
    expect(await page.evaluate(() => (window as unknown as { behindWhileShown?: unknown }).behindWhileShown)).toEqual({
      splash: "show",
      mainInert: true,
      headerInert: true,
    });
    expect(
      await page.evaluate(() => [document.getElementById("main")!.inert, document.querySelector("header")!.inert]),
    ).toEqual([false, false]);
    const states = await page.evaluate(
      () =>
        (window as unknown as { splashLog: { state: string | null; exit?: { duration: number; delay: number } }[] })
          .splashLog,
    );
    expect(states[0].state).toBe("show");
    // It slides up over 0.8 s after 0.1 s, from the first paint (not from the scripts' start).
    expect(states.find((s) => s.state === "show" && s.exit)?.exit).toEqual({
      duration: SPLASH_EXIT_MS,
      delay: SPLASH_EXIT_DELAY_MS,
    });
    expect(states.map((s) => s.state).filter((s) => s !== "show")).toEqual([null]);
    await expect(splash).toBeHidden();
    // Unlocked: the page scrolls, and the touch lock went with the splash (nothing left to touch).
    expect(
      await page.evaluate(() => [
        getComputedStyle(document.documentElement).overflow,
        getComputedStyle(document.body).touchAction,
        getComputedStyle(document.querySelector(".splash")!).display,
      ]),
    ).toEqual(["visible", "auto", "none"]);
    // The scroll-driven reveals were re-measured: sections in view are shown.
    await expect(page.locator("[data-reveal]").first()).toHaveAttribute("data-revealed", "");
  });

  test("is not shown again on the next page load of the same visit", async ({ page }) => {
    const splashShown = () => page.evaluate(() => document.documentElement.getAttribute("data-splash") === "show");
    await page.goto("/help");
    await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/);
    // A reload.
    await page.reload();
    expect(await splashShown()).toBe(false);
    // A page reached from the site itself: the language switch loads a new document.
    await page.getByRole("banner").getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/en\/help$/);
    expect(await splashShown()).toBe(false);
    // A return through the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
    expect(await splashShown()).toBe(false);
  });

  test("is shown again on a page opened from another site", async ({ page }) => {
    await page.goto("/help");
    await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/);
    await page.goto("/publications", { referer: "https://www.example.org/links" });
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-splash"))).toBe("show");
  });

  test("leaves by itself within 0.9 s when the app never mounts, and the page scrolls", async ({ page }) => {
    // Every script but the inline head script fails: the app never mounts.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await recordSplashStates(page);
    await page.goto(LONG_PAGE);
    await expectSplashShownThenGone(page);
    await expect(page.locator(".splash")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    // Scrolling is unlocked without React: the wheel scrolls the page.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("a link to a part of a page shows that part once the splash has gone, with the app or without it", async ({
    page,
  }) => {
    // A part of the long page far below its first screen: the last element of <main> with an id.
    await page.goto(LONG_PAGE);
    const id = await page.evaluate(() => {
      const far = [...document.querySelectorAll("main [id]")].filter(
        (el) => el.getBoundingClientRect().top > 3 * window.innerHeight,
      );
      return far.at(-1)?.id;
    });
    expect(id, "the long page has a part with an id far below its first screen").toBeTruthy();
    for (const scripts of ["the app", "no app"]) {
      if (scripts === "no app") await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("about:blank");
      await recordSplashStates(page);
      await page.goto(`${LONG_PAGE}#${encodeURIComponent(id!)}`);
      await expectSplashShownThenGone(page);
      await expect(page.locator(`[id="${id}"]`), scripts).toBeInViewport();
    }
  });

  test("without the app, a touch swipe scrolls the page once the splash has gone", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await recordSplashStates(page);
    await page.goto(LONG_PAGE);
    await expectSplashShownThenGone(page);
    // A finger drags up the screen (raw touch events: the browser turns them into a scroll).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 180, y: 600 }] });
    for (let y = 560; y >= 200; y -= 40) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 180, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  test("is skipped on a data-saving connection", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(false);
  });

  test("is skipped on a 2G connection", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: false, effectiveType: "slow-2g" } }),
    );
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(false);
  });

  test("disappears without sliding when motion is reduced", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/, { timeout: 3000 });
    expect(await page.locator(".splash").evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});

test.describe("splash without JavaScript", () => {
  test.use({ firstVisit: true, javaScriptEnabled: false });

  test("never hides the content", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".splash")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
  });
});
