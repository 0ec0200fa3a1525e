/**
 * The application shell's locale in Chromium: the locale cookie the browser sets, the messages
 * from a hashed, cached URL, and a page that keeps working when they fail to load.
 */
import { expect, test } from "./fixtures.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, MESSAGES_CACHE_S } from "#app/shell/constants.ts";

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
