import { expect, test } from "./fixtures.ts";
import { createApp } from "#server/app.js";
import { listen } from "#server/listen.js";
import { SITE_NAME, clientNavigate, expectNoAxeViolations, messageOf, registry, registryOf } from "./support.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { programPath } from "#app/lib/paths.ts";
import { collegePage, programNamedAlone } from "./subjects.ts";

/** A college's page with an unknown program, and a program under a college that does not teach it. */
const { program, college } = programNamedAlone();
const otherCollege = registry.colleges.find((c) => c.slug !== college.slug)!;

test.describe("not found", () => {
  for (const path of [
    "/colleges/nope",
    `${collegePage(college)}/nope`,
    programPath(otherCollege.slug, program.slug),
    "/no/such/page",
  ]) {
    test(`direct load of ${path} is a 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
      // In Arabic only: the code labelled, and the address that has no page; no English status words.
      await expect(page.getByText("رمز الخطأ: 404", { exact: true })).toBeVisible();
      await expect(page.getByText(`لا صفحة في الموقع بالعنوان ${path}.`)).toBeVisible();
      await expect(page.getByRole("main").getByText(/not found/i)).toHaveCount(0);
      // The ways out the explanation promises: home, the colleges and programs, contact.
      await expect(page.getByRole("main").getByRole("link", { name: "تصفّح الكليات والبرامج" })).toHaveAttribute(
        "href",
        "/colleges",
      );
      await expect(page).toHaveTitle(`${SITE_NAME} | الصفحة غير موجودة`);
      await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: "تواصل معنا" }).first()).toHaveAttribute("href", "/contact-us");
      await expectNoAxeViolations(page);
    });
  }

  test("a client navigation to an unknown college shows the 404 page", async ({ page }) => {
    await page.goto("/colleges");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await clientNavigate(page, "/colleges/nope");
    await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
    await expect(page.getByText("لا صفحة في الموقع بالعنوان /colleges/nope.")).toBeVisible();
    await expect(page).toHaveURL(/\/colleges\/nope$/);
  });

  test("the missing address reads left to right inside the RTL page", async ({ page }) => {
    await page.goto("/colleges/nope");
    await expect(page.getByRole("main").locator("bdi", { hasText: "/colleges/nope" })).toHaveAttribute("dir", "ltr");
  });

  test("an Arabic address is shown as the visitor typed it, not percent-encoded; invisible characters stay escaped", async ({
    page,
  }) => {
    const response = await page.goto(`/${encodeURIComponent("كليات")}/${encodeURIComponent("لا-شيء")}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").locator("bdi", { hasText: "/كليات/لا-شيء" })).toHaveAttribute("dir", "ltr");
    await expect(page.getByText("لا صفحة في الموقع بالعنوان /كليات/لا-شيء.")).toBeVisible();
    await expect(page.getByRole("main").getByText(/%D9/)).toHaveCount(0);
    // A right-to-left override in the address would reverse what follows it: it is shown escaped.
    await page.goto("/nope%E2%80%AEgpj.exe");
    await expect(page.getByRole("main").locator("bdi", { hasText: "/nope%E2%80%AEgpj.exe" })).toBeVisible();
  });

  test("the English 404 page keeps the specification's status line and technical message", async ({ page }) => {
    const path = inLocale("/colleges/nope", "en");
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await expect(page.getByText(`Page not found: ${path}`)).toHaveAttribute("dir", "ltr");
  });
});

test.describe("server error", () => {
  test("a route that throws on the server gives the 500 page", async ({ page }) => {
    const response = await page.goto("/help?__fault=500");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "حدث خطأ غير متوقَّع" })).toBeVisible();
    await expect(page.getByText("رمز الخطأ: 500", { exact: true })).toBeVisible();
    await expect(page.getByText(/Internal Server Error/)).toHaveCount(0);
    await expect(page).toHaveTitle(`${SITE_NAME} | خطأ في الخادم`);
    await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toBeVisible();
    await expect(page.getByText("Injected fault")).toHaveCount(0);
  });

  // Without the root's data its words come from the build (the site's name, the error titles), in the page's language.
  test("an English page's 500 page is in English, its title too", async ({ page }) => {
    const path = inLocale("/help", "en");
    const response = await page.goto(`${path}?__fault=500`);
    expect(response?.status()).toBe(500);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: messageOf(path, "error.server.title") })).toBeVisible();
    await expect(page).toHaveTitle(`${registryOf(path).site.name} | ${messageOf(path, "error.server.pageTitle")}`);
  });

  test("the production server has no fault hook: only the tests' own entry adds one", async () => {
    const { server, url } = await listen(await createApp());
    try {
      const res = await fetch(`${url}/help?__fault=500`);
      expect(res.status).toBe(200);
    } finally {
      server.close();
    }
  });
});
