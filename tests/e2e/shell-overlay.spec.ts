/**
 * The application shell's route overlay in Chromium: a client navigation covers, holds, swaps the
 * page under full cover and reveals it, also when navigations overlap. The order of states is
 * sampled in the page (shell-support.ts); wall-clock checks have generous tolerances.
 */
import { expect, test } from "./fixtures.ts";
import { expectSameDocument, followLink, markDocument, messageOf } from "./support.ts";
import { tEn } from "./subjects.ts";
import { inLocale } from "#app/i18n/locales.ts";
import {
  clickLinkInPage,
  navigateThenAgainOnRender,
  navigateThenAgainWhenLeaving,
  overlayLog,
  recordOverlay,
} from "./shell-support.ts";
import { COVER_MS, MIN_COVER_MS, REVEAL_DELAY_MS, REVEAL_MS } from "#app/shell/constants.ts";

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
    // Heard as soon as it is there: behind the cover the page takes no focus; by the time the
    // cover starts to leave, the new page's heading has focus and the announcement is made.
    for (const e of changes.slice(0, 2)) expect(e.inert, e.state).toBe(true);
    expect(changes[2]).toMatchObject({ inert: false, focus: "H1", announced: "انتقلت إلى صفحة: مفاتيح القبول" });
  });

  test("in English too, the new page is heard as soon as it is there, and nothing behind the cover takes focus", async ({
    page,
  }) => {
    await page.goto(inLocale("/", "en"));
    await recordOverlay(page);
    // The main navigation's first link (whatever page it names).
    const link = page
      .getByRole("navigation", { name: tEn("nav.main") })
      .first()
      .getByRole("link")
      .first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    await expect(heading).toBeFocused();
    const announced = messageOf(href, "route.announce", { title: (await heading.textContent())!.trim() });
    await expect(page.getByRole("status").filter({ hasText: announced })).toHaveText(announced);
    const log = await overlayLog(page);
    const distinct = log.filter((e, i) => i === 0 || e.state !== log[i - 1].state);
    const changes = distinct.slice(distinct.findIndex((e) => e.state !== "hidden"));
    expect(changes.map((e) => e.state)).toEqual(["covering", "covered", "leaving", "hidden"]);
    for (const e of changes.slice(0, 2)) expect(e.inert, e.state).toBe(true);
    expect(changes[2]).toMatchObject({ inert: false, focus: "H1", announced });
  });

  test("a link opened with Ctrl opens in a new tab; this page stays as it was, uncovered", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
    const link = page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "المساعدة" });
    const [opened] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
    const href = (await link.getAttribute("href"))!;
    await opened.waitForURL((url) => url.pathname === href);
    await expect(opened.getByRole("heading", { level: 1 })).toHaveText("المساعدة");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
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
    // The navigation has ended as the visitor sees it: the address and the page show it (the
    // router commits both at once; a cover would have started before). Then two frames, in which
    // the overlay reacts to a committed navigation.
    const idle = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
    await markDocument(page);
    await followLink(page, "/help");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "covering");
    // Under the cover, which takes a pointer's clicks itself: the click comes from the page.
    await clickLinkInPage(page, "/contact-us");
    await expect(page).toHaveURL(/contact-us$/);
    await expectSameDocument(page);
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
    const start = await navigateThenAgainWhenLeaving(page, "/help", "/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    await expect(page.locator(".route-overlay")).toHaveAttribute("data-state", "hidden");
    const log = (await overlayLog(page)).filter((e) => e.t >= start);
    const swap = log.find((e) => e.h1 === "اتصل بنا")!;
    expect(swap.state).toBe("covered");
    // The cover leaves again after the swap (the first page's leaving is the instant it started).
    const reveal = log.find((e) => e.state === "leaving" && e.t > swap.t)!;
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
