/**
 * The application shell in Chromium: splash, route overlay, locale, build freshness, chunk
 * reloads, preloading and the bot rule. Timings are read from the running animations and the
 * order of states is sampled; wall-clock checks have generous tolerances.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { clientNavigate, expectHydrated, watchConsole, type AppWindow } from "./support.ts";
import {
  COVER_MS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  MANIFEST_FETCH_DELAY_MS,
  MESSAGES_CACHE_S,
  MIN_COVER_MS,
  PRELOAD_CONCURRENCY,
  REVEAL_DELAY_MS,
  REVEAL_MS,
  SPLASH_EXIT_DELAY_MS,
  SPLASH_EXIT_MS,
  SPLASH_MAX_MS,
} from "#app/shell/constants.ts";

const DAY_S = 24 * 60 * 60;

interface OverlayEntry {
  t: number;
  state: string;
  h1: string;
  /** The overlay's newest animation at that moment. */
  animation?: { duration: number; delay: number };
}

/**
 * Waits until the app has mounted (client navigations are covered from then on), then records
 * every state the route overlay takes, with a timestamp and its running animation's timing.
 */
async function recordOverlay(page: Page) {
  await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
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
      });
    };
    new MutationObserver(log).observe(overlay, { attributes: true, attributeFilter: ["data-state"] });
    // Each time the page's content changes, note the overlay's state at that moment.
    new MutationObserver(() => log()).observe(document.getElementById("main")!, { childList: true, subtree: true });
  });
}
const overlayLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlayLog: OverlayEntry[] }).overlayLog);
/**
 * Navigates to `first`, and starts the navigation to `second` from inside the render of the first
 * page (when its h1 reads `firstHeading`), before that page's reveal can begin.
 */
async function navigateThenAgainOnRender(page: Page, first: string, firstHeading: string, second: string) {
  await page.evaluate(
    ([first, firstHeading, second]) => {
      const router = (window as unknown as AppWindow).__reactRouterDataRouter;
      const watch = new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent !== firstHeading) return;
        watch.disconnect();
        void router.navigate(second);
      });
      watch.observe(document.getElementById("main")!, { childList: true, subtree: true });
      void router.navigate(first);
    },
    [first, firstHeading, second],
  );
}

type SplashWindow = Window & { splashStates: (string | null)[] };

/**
 * The splash's states as the page goes through them: on a slow machine the splash can have gone
 * before `goto` returns, so the page records them itself (call before `goto`).
 */
async function recordSplashStates(page: Page) {
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
async function expectSplashShownThenGone(page: Page) {
  await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/, { timeout: SPLASH_MAX_MS + 2000 });
  const states = await page.evaluate(() => (window as unknown as SplashWindow).splashStates);
  expect(states, "the splash was shown").toContain("show");
  expect(states.at(-1), "then it went").toBeNull();
}

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
      };
      w.splashLog = [];
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
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/, { timeout: 3000 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(false);
  });

  test("leaves by itself within 0.9 s when the app never mounts, and the page scrolls", async ({ page }) => {
    // Every script but the inline head script fails: the app never mounts.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await recordSplashStates(page);
    await page.goto("/colleges/mhs");
    await expectSplashShownThenGone(page);
    await expect(page.locator(".splash")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    // Scrolling is unlocked without React: the wheel scrolls the page.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("without the app, a touch swipe scrolls the page once the splash has gone", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await recordSplashStates(page);
    await page.goto("/colleges/mhs");
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

test.describe("route overlay", () => {
  test("covers, holds at least 500 ms, swaps under full cover, then reveals", async ({ page }) => {
    await page.goto("/");
    await recordOverlay(page);
    const start = await page.evaluate(() => performance.now());
    await page.getByRole("link", { name: "القبول والتسجيل" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مفاتيح القبول");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    const log = await overlayLog(page);
    const distinct = log.filter((e, i) => i === 0 || e.state !== log[i - 1].state);
    const changes = distinct.slice(distinct.findIndex((e) => e.state !== "hidden"));
    expect(changes.map((e) => e.state)).toEqual(["covering", "covered", "leaving", "hidden"]);
    expect(changes[0].animation).toEqual({ duration: COVER_MS, delay: 0 });
    expect(changes[2].animation).toEqual({ duration: REVEAL_MS, delay: REVEAL_DELAY_MS });
    const swap = log.find((e) => e.h1 === "مفاتيح القبول")!;
    expect(swap.state).toBe("covered");
    expect(swap.t - start).toBeGreaterThanOrEqual(MIN_COVER_MS - 50);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "انتقلت إلى صفحة" })).toHaveText(
      "انتقلت إلى صفحة: مفاتيح القبول",
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("back and forward swap under cover too", async ({ page }) => {
    await page.goto("/help");
    await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "اتصل بنا" }).click();
    await expect(page).toHaveURL(/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    await recordOverlay(page);
    await page.goBack();
    await expect(page).toHaveURL(/help$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المساعدة");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    const swap = (await overlayLog(page)).find((e) => e.h1 === "المساعدة")!;
    expect(swap.state).toBe("covered");
  });

  test("a query or hash change is not a new page: no overlay", async ({ page }) => {
    const idle = () =>
      page.waitForFunction(
        () => (window as unknown as AppWindow).__reactRouterDataRouter.state.navigation.state === "idle",
      );
    await page.goto("/partnerships");
    await recordOverlay(page);
    await page.getByRole("link", { name: "صحية" }).click();
    await expect(page).toHaveURL(/type=health/);
    await expect(page.getByRole("link", { name: "صحية" })).toHaveAttribute("aria-current", "page");
    await idle();
    expect((await overlayLog(page)).filter((e) => e.state !== "hidden")).toEqual([]);

    await page.goto("/help");
    await recordOverlay(page);
    const group = page.getByRole("navigation", { name: "مجموعات الأسئلة" }).getByRole("link").nth(1);
    const target = (await group.getAttribute("href"))!;
    await group.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await idle();
    expect((await overlayLog(page)).filter((e) => e.state !== "hidden")).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المساعدة");
  });

  test("a navigation during a transition reuses the cover: one cover animation, no uncovered swap", async ({
    page,
  }) => {
    await page.goto("/");
    await recordOverlay(page);
    await clientNavigate(page, "/help");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "covering");
    await clientNavigate(page, "/contact-us");
    await expect(page).toHaveURL(/contact-us$/);
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    const log = await overlayLog(page);
    expect(log.filter((e, i) => e.state === "covering" && log[i - 1]?.state !== "covering")).toHaveLength(1);
    for (const e of log.filter((x) => x.h1 !== log[0]?.h1 && x.h1))
      expect(["covered", "leaving", "hidden"]).toContain(e.state);
    expect(log.find((e) => e.h1 === "اتصل بنا")?.state).toBe("covered");
  });

  test(`a navigation that starts while the cover leaves covers again and holds at least ${MIN_COVER_MS} ms`, async ({
    page,
  }) => {
    await page.goto("/");
    await recordOverlay(page);
    await clientNavigate(page, "/help");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "leaving");
    const start = await page.evaluate(() => {
      const at = performance.now();
      void (window as unknown as AppWindow).__reactRouterDataRouter.navigate("/contact-us");
      return at;
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    const log = (await overlayLog(page)).filter((e) => e.t >= start);
    const swap = log.find((e) => e.h1 === "اتصل بنا")!;
    expect(swap.state).toBe("covered");
    const reveal = log.find((e) => e.state === "leaving")!;
    expect(reveal.t - start).toBeGreaterThanOrEqual(MIN_COVER_MS);
  });

  test("a navigation that starts the instant the previous page renders is swapped under cover and announced", async ({
    page,
  }) => {
    await page.goto("/");
    await recordOverlay(page);
    await navigateThenAgainOnRender(page, "/help", "المساعدة", "/contact-us");
    await expect(page).toHaveURL(/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    const log = await overlayLog(page);
    expect(log.find((e) => e.h1 === "اتصل بنا")?.state).toBe("covered");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "انتقلت إلى صفحة" })).toHaveText(
      "انتقلت إلى صفحة: اتصل بنا",
    );
  });

  test("a query change that starts the instant a new page renders does not leave the cover up", async ({ page }) => {
    await page.goto("/");
    await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
    await navigateThenAgainOnRender(page, "/partnerships", "الشراكات", "/partnerships?type=health");
    await expect(page).toHaveURL(/type=health/);
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("with reduced motion the swap is immediate, without sliding", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await recordOverlay(page);
    await page.getByRole("link", { name: "القبول والتسجيل" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مفاتيح القبول");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect((await overlayLog(page)).filter((e) => e.state !== "hidden")).toEqual([]);
  });
});

test.describe("locale", () => {
  test(`the cookie ${LOCALE_COOKIE} is set by the browser: ${LOCALE_COOKIE_MAX_AGE_S / DAY_S} days, SameSite=Lax, path /`, async ({
    page,
    context,
  }) => {
    const response = await page.goto("/");
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === LOCALE_COOKIE)).toBeTruthy();
    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE)!;
    expect(cookie).toMatchObject({ value: "ar", path: "/", sameSite: "Lax" });
    expect((cookie.expires - Date.now() / 1000) / DAY_S).toBeCloseTo(LOCALE_COOKIE_MAX_AGE_S / DAY_S, 0);
  });

  test(`messages come from a hashed URL cached for ${MESSAGES_CACHE_S / 3600} hours`, async ({ page }) => {
    const messages = page.waitForResponse(/\/_i18n\/[0-9a-f]{12}\/ar\/messages\.json$/);
    await page.goto("/");
    const res = await messages;
    expect(res.headers()["cache-control"]).toBe(`public, max-age=${MESSAGES_CACHE_S}`);
    expect((await res.json())["shell.skipLink"]).toBe("انتقل إلى المحتوى");
  });

  test("when messages fail to load, a warning is logged and the page keeps working", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.route(/\/_i18n\//, (route) => route.abort());
    await page.goto("/");
    await expect.poll(() => warnings.some((w) => w.includes("Failed to load messages for locale"))).toBe(true);
    await page.getByRole("link", { name: "القبول والتسجيل" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مفاتيح القبول");
  });
});

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
  const lawLink = (page: Page) => page.getByRole("main").getByRole("link", { name: "كلية الحقوق" }).first();
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
    await lawLink(page).hover();
    await expect.poll(() => warnings.some((w) => w.includes("Preloading /colleges/law failed"))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(gone.length).toBeGreaterThan(0);
    expect(documents).toEqual(["/colleges"]);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await lawLink(page).click();
    await expect(page).toHaveURL(/\/colleges\/law$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("كلية الحقوق");
    expect(documents).toEqual(["/colleges", "/colleges/law"]);
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
    await lawLink(page).click();
    await expect(page).toHaveURL(/\/colleges\/law$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("كلية الحقوق");
    expect(documents).toEqual(["/colleges", "/colleges/law"]);

    // Within the guard's window the same failure is not loaded again: the error page says so.
    await page.goto("/colleges");
    await appMounted(page);
    await lawLink(page).click();
    await expect(page.getByText("500 Internal Server Error")).toBeVisible();
    expect(errors.some((e) => e.includes("Not loading again: /colleges/law"))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(documents).toEqual(["/colleges", "/colleges/law", "/colleges"]);
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
    const link = page.getByRole("main").getByRole("link", { name: "كلية الحقوق" }).first();
    await link.hover();
    await link.focus();
    const beforeClick = [...requests];
    // The same link, followed: its code and data are fetched now, by the navigation itself.
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("كلية الحقوق");
    expect(beforeClick).toEqual([]);
    expect(requests.some((r) => r.includes("/assets/college-"))).toBe(true);
    expect(requests.some((r) => r.endsWith("/colleges/law.data"))).toBe(true);
  });

  test("hovering a link preloads its target, and the navigation reuses it", async ({ page }) => {
    // Playwright reports a response from the HTTP cache like any other; Chromium's own network
    // events say which came from the cache. Every response for the payload, by request id:
    const payload = "/admission-keys.data";
    const responses = new Map<string, { fromCache: boolean; finished: boolean }>();
    const servedFromCache = new Set<string>();
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Network.requestServedFromCache", ({ requestId }) => servedFromCache.add(requestId));
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      if (new URL(response.url).pathname === payload)
        responses.set(requestId, {
          fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
          finished: false,
        });
    });
    cdp.on("Network.loadingFinished", ({ requestId }) => {
      const r = responses.get(requestId);
      if (r) r.finished = true;
    });
    await cdp.send("Network.enable");
    const fromCache = (id: string) => servedFromCache.has(id) || responses.get(id)!.fromCache;

    await page.goto("/");
    await expectHydrated(page);
    const link = page.getByRole("link", { name: "القبول والتسجيل" }).first();
    const data = page.waitForRequest(`**${payload}`);
    await link.hover();
    // The preload is complete: its payload is in the HTTP cache.
    await (await (await data).response())?.finished();
    await expect.poll(() => [...responses.values()].filter((r) => r.finished).length).toBe(1);
    const preloaded = new Set(responses.keys());

    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مفاتيح القبول");
    const navigation = () => [...responses.keys()].filter((id) => !preloaded.has(id));
    // The navigation asked for the payload, and the HTTP cache answered it ...
    await expect.poll(() => navigation().length).toBeGreaterThan(0);
    for (const id of navigation())
      expect(fromCache(id), "the navigation's payload came from the HTTP cache").toBe(true);
    // ... so only the preload's request for it reached the network.
    expect([...responses.keys()].filter((id) => !fromCache(id))).toHaveLength(1);
  });
});

test.describe("bots", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("a runtime error after load is only logged: the page stays", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/help");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window && document.readyState === "complete");
    await clientNavigate(page, "/help?__fault=500");
    await expect.poll(() => errors.some((e) => e.includes("not shown to this bot"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المساعدة");
    await expect(page.getByText("500 Internal Server Error")).toHaveCount(0);
  });

  test("a 404 is still a 404", async ({ page }) => {
    const response = await page.goto("/colleges/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found: /colleges/nope")).toBeVisible();
    await page.goto("/colleges");
    await clientNavigate(page, "/colleges/nope");
    await expect(page.getByText("Page not found: /colleges/nope")).toBeVisible();
  });
});

test("for people, the same runtime error shows the error page", async ({ page }) => {
  await page.goto("/help");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window && document.readyState === "complete");
  await clientNavigate(page, "/help?__fault=500");
  await expect(page.getByText("500 Internal Server Error")).toBeVisible();
  // Its words come from the messages file (the root loader's data is gone with the error).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حدث خطأ غير متوقَّع");
  await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toBeVisible();
});
