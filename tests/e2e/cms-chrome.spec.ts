/**
 * The CMS's own interface as the university's office sees it (app/admin/office-chrome.ts): the
 * login screen names the university, the interface reads right to left, list headings put their
 * count after their words, the preview's buttons keep off the page they preview, no button that
 * does nothing, and a jump by address from one entry to another opens the other entry.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { publish, startCms, type Cms, arabicOnly } from "./cms-support.ts";
import { messageOf } from "./support.ts";

interface Program {
  name: string;
  nameEn: string;
  objectives: string[];
  admission: { minimums: { minimum: number }[] };
}
const program = (slug: string) => parse(readFileSync(`content/programs/${slug}.yaml`, "utf8")) as Program;
/** Two programs chosen by what the walk needs of them: objectives to count, a minimum that can go up. */
const [first, second] = readdirSync("content/programs")
  .filter((f) => f.endsWith(".yaml"))
  .sort()
  .map((f) => f.slice(0, -".yaml".length))
  .filter((slug) => {
    const p = program(slug);
    return p.objectives.length > 0 && (p.admission.minimums?.[0]?.minimum ?? 100) < 100;
  });
const university = (parse(readFileSync("content/site.yaml", "utf8")) as { name: string }).name;

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error("not on the screen");
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test.describe("the CMS's interface, in Arabic for the office", () => {
  test.describe.configure({ mode: "serial" });
  let cms: Cms;
  // One page for the whole walk, as an officer would have it: Decap takes seconds of CPU to load,
  // and each test goes on from where the last one left off.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    cms = await startCms("fs", 5192, 8192);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  test.afterAll(async () => {
    await page?.close();
    cms?.stop();
  });

  test("the login screen and the page's title name the university", async () => {
    test.setTimeout(120_000);
    await page.goto(`${cms.origin}/admin/`);
    const login = page.getByRole("button", { name: "تسجيل الدخول" });
    await expect(login).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("heading", { name: university })).toBeVisible();
    await expect(page).toHaveTitle(`إدارة المحتوى — ${university}`);
    await login.click();
    await expect(page.getByRole("link", { name: /البرامج/ }).first()).toBeVisible({ timeout: 60_000 });
  });

  test("the editor reads right to left: list headings end with their count, labels keep their case, the preview's buttons cover nothing of the page, and no «التحقق من المعاينة»", async () => {
    test.setTimeout(120_000);
    const one = program(first);
    await page.goto(`${cms.origin}/admin/#/collections/programs/entries/${first}`);
    await expect(page.locator(arabicOnly('input[id^="name-field-"]')).first()).toHaveValue(one.name, {
      timeout: 90_000,
    });
    const backLink = page.getByRole("link", { name: /الكتابة في مجموعة/ });
    expect(await backLink.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");

    // «الأهداف (6)», not «6 الأهداف».
    const objectives = page.locator(arabicOnly('[id^="objectives-field-"] [class*="-ExpandButtonContainer"]')).first();
    await expect(objectives).toHaveText(new RegExp(`^\\D+ \\(${one.objectives.length}\\)$`));
    expect(await objectives.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    const label = page.locator(arabicOnly('label[for^="name-field-"]')).first();
    expect(await label.evaluate((el) => getComputedStyle(el).textTransform)).toBe("none");

    // Nothing asks for a deploy preview, which this site has none of.
    await expect(page.getByRole("button", { name: "التحقق من المعاينة" })).toHaveCount(0);

    // The preview's own buttons sit above its frame, off its first heading and everything else.
    const frame = page.locator("#preview-pane");
    const heading = page.frameLocator("#preview-pane").locator("h1").first();
    await expect(heading).toHaveText(one.name);
    const controls = page.locator('[class*="-ViewControls"] button');
    expect(await controls.count()).toBeGreaterThan(0);
    const frameTop = (await frame.boundingBox())!.y;
    for (const control of await controls.all()) {
      await expect(control).toBeVisible();
      expect(await overlap(control, heading)).toBe(false);
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(frameTop);
    }
  });

  test("the preview shows the program's English page under its Arabic one, left to right, in English", async () => {
    const one = program(first);
    const preview = page.frameLocator("#preview-pane");
    const english = preview.locator('[data-preview-language="en"]');
    await expect(english).toHaveAttribute("dir", "ltr");
    await expect(english).toHaveAttribute("lang", "en");
    await expect(english.locator("h1")).toHaveText(one.nameEn);
    // Its trail and its words are the English site's.
    await expect(english.getByRole("navigation").first()).toContainText(messageOf("/en", "page.home"));
    expect(await english.innerText()).not.toMatch(/[\u0600-\u06FF]/);
  });

  test("a jump by address from one entry to another shows the other entry's values", async () => {
    test.setTimeout(120_000);
    const [one, other] = [program(first), program(second)];
    const name = page.locator(arabicOnly('input[id^="name-field-"]')).first();
    await expect(name).toHaveValue(one.name);
    // Only the hash changes, as when an address is typed into the same tab.
    await page.evaluate((slug) => (window.location.hash = `#/collections/programs/entries/${slug}`), second);
    await expect(name).toHaveValue(other.name, { timeout: 90_000 });
    await expect(page.locator(arabicOnly('input[id^="nameEn-field-"]')).first()).toHaveValue(other.nameEn);
    await expect(page.frameLocator("#preview-pane").locator("h1").first()).toHaveText(other.name);
  });

  test("a notification reads right to left", async () => {
    test.setTimeout(120_000);
    const minimum = page.locator(arabicOnly('input[id^="minimum-field-"]')).first();
    const before = program(second).admission.minimums[0].minimum;
    await expect(minimum).toHaveValue(String(before));
    await minimum.fill(String(before + 1));
    await publish(page);
    // Saved into the copy: whichever notification the save brings, it reads right to left.
    const toast = page.locator(".Toastify__toast").first();
    await expect(toast).toBeVisible({ timeout: 30_000 });
    expect(await toast.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  });

  test("on a 360 px phone the form fits the screen: every label and hint whole, the list's link and «نشر» in reach", async () => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.locator(arabicOnly('input[id^="name-field-"]')).first()).toBeVisible({ timeout: 90_000 });
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('label[for], [class*="-ControlHint"], input, textarea')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > innerWidth);
        })
        .map((el) => (el.textContent || el.id).slice(0, 40)),
    );
    expect(outside).toEqual([]);
    for (const control of [
      page.getByRole("link", { name: /الكتابة في مجموعة/ }),
      page.getByRole("button", { name: /^(منشور|نشر)$/ }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});
