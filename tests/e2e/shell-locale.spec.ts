/**
 * The application shell's locale in Chromium: the locale cookie the browser sets, the messages
 * from a hashed, cached URL, and a page that keeps working when they fail to load.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, MESSAGES_CACHE_S } from "#app/shell/constants.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { expectHydrated, messageOf } from "./support.ts";

const DAY_S = 24 * 60 * 60;

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

/**
 * The first-visit suggestion (decision 026): a browser that prefers the other language is offered
 * the same page in it, in that language, and is never sent there; the address answers the same.
 */
test.describe("a first visit in a browser that prefers English", () => {
  test.use({ locale: "en-US" });
  const english = (key: string) => messageOf(inLocale("/", "en"), key);

  test("is offered the English page, in English; following the offer remembers English", async ({ page, context }) => {
    const response = await page.goto("/help");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/help");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const offer = page.getByRole("region", { name: english("languageSuggestion.label") });
    await expect(offer).toHaveAttribute("lang", "en");
    await expect(offer).toHaveAttribute("dir", "ltr");
    await expect(offer).toContainText(english("languageSuggestion.text"));
    await offer.getByRole("link", { name: english("languageSuggestion.go") }).click();
    await expect(page).toHaveURL(/\/en\/help$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe("en");
    // The visitor has a language now: no page offers another.
    await expectNoOffer(page, "/help", "en");
  });

  test("on a 360 px phone the offer comes after the header, by Tab too, and covers nothing; declined, it does not come back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const offer = page.getByRole("region", { name: english("languageSuggestion.label") });
    await expect(offer).toBeVisible();
    // There from the first paint (the head's script chose it): the page never moved for it.
    await expectHydrated(page);
    expect(await layoutShift(page)).toBe(0);
    // Issue 56: not the second Tab stop of the page, before its header, but the one after the header's last.
    const lastOfHeader = page
      .getByRole("banner")
      .locator("a[href], button, input, select, summary, [tabindex]:not([tabindex='-1'])")
      .filter({ visible: true })
      .last();
    await lastOfHeader.focus();
    await page.keyboard.press("Tab");
    await expect(offer.getByRole("link", { name: english("languageSuggestion.go") })).toBeFocused();
    // In the flow, above the content: nothing of `main` is under it.
    const box = (await offer.boundingBox())!;
    const main = (await page.getByRole("main").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(main.y);
    expect(await offer.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    await offer.getByRole("button", { name: english("languageSuggestion.dismiss") }).click();
    await expect(offer).toHaveCount(0);
    await expectNoOffer(page, "/", "en");
  });
});

test("a first visit to an English page in an Arabic browser is offered the Arabic page, in Arabic", async ({
  page,
}) => {
  await page.goto(inLocale("/help", "en"));
  const offer = page.getByRole("region", { name: messageOf("/", "languageSuggestion.label") });
  await expect(offer).toHaveAttribute("lang", "ar");
  await expect(offer.getByRole("link", { name: messageOf("/", "languageSuggestion.go") })).toHaveAttribute(
    "href",
    "/help",
  );
});

test("a first visit in an Arabic browser to an Arabic page is offered nothing", async ({ page }) => {
  await expectNoOffer(page, "/help", "en");
});

/** Loads `path` and shows that no offer of `offered` is on the page once it has settled. */
async function expectNoOffer(page: Page, path: string, offered: string) {
  await page.goto(path);
  await expectHydrated(page);
  await expect(
    page.getByRole("region", { name: messageOf(inLocale("/", offered), "languageSuggestion.label") }),
  ).toHaveCount(0);
}

/** The page's cumulative layout shift so far, as the browser reports it (shifts after input excluded). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );
}
