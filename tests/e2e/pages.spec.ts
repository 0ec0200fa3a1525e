import { expect, test } from "./fixtures";
import { SITE_NAME, expectNoAxeViolations, sitemapPaths, watchConsole } from "./support";
import { COLLEGE_TEMPLATE_PATH, PROGRAM_TEMPLATE_PATH } from "../../app/lib/paths";

const paths = [...sitemapPaths(), COLLEGE_TEMPLATE_PATH, PROGRAM_TEMPLATE_PATH];

test("the sitemap lists every page of the registry", () => {
  expect(paths.length).toBeGreaterThan(40);
  for (const p of [
    "/",
    "/help",
    "/contact-us",
    "/partnerships",
    "/publications",
    "/admission-keys",
    "/president-speech",
    "/high-school-results",
    "/colleges",
    "/colleges/dps",
    "/colleges/diplomam",
    "/colleges/it/iti",
    "/colleges/law",
    "/colleges/dent",
  ]) {
    expect(paths).toContain(p);
  }
  expect(sitemapPaths()).not.toContain("/colleges/college-template");
});

for (const path of paths) {
  test(`page ${path}`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const title = await page.title();
    if (path === "/") expect(title).toBe(SITE_NAME);
    else expect(title).toMatch(new RegExp(`^${SITE_NAME} \\| \\S.*$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    if (path !== "/") await expect(page.getByRole("navigation", { name: "مسار التنقل" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
