/**
 * The admission answer as a student gets it: by keyboard on a phone, without JavaScript, from a
 * foreign certificate, on paper. Expected figures come from the content and the pure rules, never
 * from the page itself.
 */
import { expect, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, registry } from "./support";
import { entryDegrees, degreeCounts } from "../../app/content/catalog";
import { planCost } from "../../app/features/admission/plan-cost";
import { scholarshipFor } from "../../app/features/admission/eligibility";
import { formatNumber } from "../../app/lib/format";

const answer = (page: Page) => page.locator("section[aria-labelledby=answer-title]");
/** The items of the answer's group whose heading starts with `heading`. */
const group = (page: Page, heading: string) =>
  answer(page).locator(`h4:has-text("${heading}") + p + ol > li, h4:has-text("${heading}") + ol > li`);
const names = (items: Locator) => items.locator("a[data-print-href]").allTextContents();
const degree = (id: string) => entryDegrees(registry).find((d) => d.id === id)!;

test.describe("admission answer", () => {
  test("by keyboard only on a 360 px phone: choose, type, submit, read the groups, open the closed list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/admission-keys");
    const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
    // Tab from the top of the page to the stream field (past the header, the certificate).
    for (let i = 0; i < 60 && (await focused()) !== "stream"; i++) await page.keyboard.press("Tab");
    expect(await focused()).toBe("stream");
    await page.keyboard.press("ArrowDown"); // العلمي
    await page.keyboard.press("ArrowDown"); // الأدبي
    await expect(page.locator("#stream")).toHaveValue("literary");
    for (let i = 0; i < 5 && (await focused()) !== "average"; i++) await page.keyboard.press("Tab");
    await page.keyboard.type("٧٨٫٥");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/stream=literary&average=/);
    await expect(page.getByRole("heading", { name: "ما يفتحه معدل 78.5% في الفرع الأدبي" })).toBeVisible();

    // Can apply: law (65) yes, nursing (80 for the literary stream) no; close: nursing, 1.5 below.
    const open = await names(group(page, "يمكنك التقديم إلى"));
    expect(open).toContain(degree("law").sheet.name);
    expect(open).not.toContain(degree("bnur").sheet.name);
    const nursing = group(page, "على مقربة من معدلك").filter({
      has: page.getByRole("link", { name: degree("bnur").sheet.name, exact: true }),
    });
    await expect(nursing).toContainText("ينقص معدلك 1.5 نقطة عن الحد الأدنى (80%)");
    await expect(nursing).toContainText("ترفع معدلك");

    // Not open to the stream: collapsed, opened from the keyboard.
    const closed = answer(page).locator("details");
    const summary = closed.locator("summary");
    for (let i = 0; i < 400 && !(await summary.evaluate((s) => s === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await expect(closed).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(closed).toHaveAttribute("open");
    await expect(closed).toContainText("الفروع المقبولة فيه");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the answer passes axe, with every group shown and the closed list open", async ({ page }) => {
    await page.goto("/admission-keys?stream=literary&average=78.5");
    await answer(page).locator("details summary").click();
    await expectNoAxeViolations(page);
  });

  test("the same URL without JavaScript gives the same answer", async ({ page, browser }) => {
    const url = "/admission-keys?certificate=&stream=literary&average=84";
    await page.goto(url);
    await expect(page.getByRole("button", { name: "انسخ رابط هذه النتيجة" })).toBeVisible(); // hydrated
    const withScripts = (await answer(page).innerText()).replace(/انسخ رابط هذه النتيجة\s*اطبع النتيجة\s*/, "");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScripts = await context.newPage();
    await noScripts.goto(url);
    expect(await answer(noScripts).innerText()).toBe(withScripts);
    await context.close();
  });

  test("law and dentistry are in the minimums table and in the finder", async ({ page }) => {
    await page.goto("/admission-keys");
    const table = page.locator("#minimums-title ~ div table");
    await expect(table.locator("tbody tr")).toHaveCount(degreeCounts(registry).entry);
    await expect(table).toContainText("في الجدول 27 برنامجًا للبكالوريوس والدبلوم");
    for (const id of ["law", "dent"]) await expect(table.locator(`a[href="/colleges/${id}#degree"]`)).toBeVisible();

    await page.goto("/admission-keys?stream=scientific&average=95");
    const open = group(page, "يمكنك التقديم إلى");
    expect((await names(open))[0]).toBe(degree("dent").sheet.name); // the best match first
    expect(await names(open)).toContain(degree("law").sheet.name);
    await open.first().locator("a[data-print-href]").click();
    await expect(page).toHaveURL(/\/colleges\/dent#degree$/);
    await expect(page.locator("#degree")).toContainText(degree("dent").sheet.name);
  });

  test("each degree shows its fees over the plan before and after the scholarship", async ({ page }) => {
    await page.goto("/admission-keys?stream=scientific&average=96");
    const tier = scholarshipFor(registry.admission.scholarships, 96)!;
    await expect(answer(page)).toContainText(`معدلك يؤهلك لـ«${tier.name}»`);
    for (const id of ["pharmd", "dent", "law"]) {
      const cost = planCost(degree(id).sheet, tier);
      const item = group(page, "يمكنك التقديم إلى").filter({
        has: page.getByRole("link", { name: degree(id).sheet.name, exact: true }),
      });
      await expect(item).toContainText(formatNumber(cost.before));
      await expect(item).toContainText(formatNumber(cost.after));
      await expect(item).toContainText("عدا الرسوم الفصلية الثابتة");
      // The top tier is kept only in semesters of 15 hours or more: the total says on how many.
      await expect(item).toContainText(
        cost.discountedHours === cost.hours
          ? "والخصم محسوب على ساعات الخطة كلها"
          : new RegExp(`على ${formatNumber(cost.discountedHours)} \\S+ معتمدة من ${cost.hours} في الخطة`),
      );
    }
  });

  test("an average below every bachelor's minimum gets the diplomas and a kind word", async ({ page }) => {
    await page.goto("/admission-keys?stream=literary&average=60");
    await expect(answer(page)).toContainText("الحد الأدنى الذي تشترطه وزارة التعليم العالي");
    const open = await names(group(page, "يمكنك التقديم إلى"));
    expect(open.length).toBeGreaterThan(0);
    for (const name of open) expect(entryDegrees(registry).find((d) => d.sheet.name === name)!.level).toBe("diploma");
    // Below the one degree the agricultural stream opens: why, what is near, and what to do.
    await page.goto("/admission-keys?stream=agricultural&average=60");
    await expect(answer(page)).toContainText("لا يفتح معدلك الآن أي برنامج لطلبة الفرع الزراعي");
    await expect(answer(page)).toContainText("الحد الأدنى لكل برنامج يقبل الفرع الزراعي أعلى من معدلك");
    await expect(
      answer(page).getByRole("link", { name: "ترفع معدلك وفق أحكام وزارة التربية والتعليم" }),
    ).toHaveAttribute("href", "#improve");
    await expect(page.locator("#improve-title ~ div")).toContainText(
      registry.admission.ministry.improvement[0].slice(0, 40),
    );
    await expect(answer(page).locator("details li")).toHaveCount(
      entryDegrees(registry).filter((d) => !d.sheet.admission.minimums!.agricultural).length,
    );
  });

  test("a foreign certificate: its own scale, the conversion shown as an estimate, and its stream too", async ({
    page,
  }) => {
    await page.goto("/admission-keys");
    await page.getByLabel("الشهادة الثانوية").selectOption({ label: "البكالوريا الدولية (IB)" });
    await page.getByLabel("فرع الثانوية العامة").selectOption({ label: "العلمي" });
    await page.getByLabel("المعدل أو العلامة (اختياري)").fill("38");
    await page.getByRole("button", { name: "اعرض البرامج" }).click();
    await expect(page).toHaveURL(/certificate=ib/);
    await expect(answer(page)).toContainText("علامتك 38 من 45 في البكالوريا الدولية (IB) تقابل نحو 92%");
    await expect(answer(page)).toContainText("وكذلك الفرع الذي اخترته");
    await expect(page.getByRole("heading", { name: "ما يفتحه معدل يقارب 92% في الفرع العلمي" })).toBeVisible();
    // The Jordanian Tawjihi's average counts as it is: no estimate.
    await page.goto("/admission-keys?certificate=jordanian-tawjihi&stream=scientific&average=70");
    await expect(answer(page)).toContainText("يُعتمد معدلك في الثانوية العامة الأردنية كما هو: 70%.");
    await expect(page.getByRole("heading", { name: "ما يفتحه معدل 70% في الفرع العلمي" })).toBeVisible();
    // 46 is off the IB scale: the message names the scale, next to the field.
    await page.goto("/admission-keys?certificate=ib&stream=scientific&average=46");
    await expect(page.locator("#average-error")).toHaveText(/من 24 إلى 45/);
    await expect(page.getByLabel("المعدل أو العلامة (اختياري)")).toHaveAttribute("aria-invalid", "true");
  });

  test("malformed or out-of-range input gets a message next to the field, from the server too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [average, message] of [
      ["abc", "اكتب معدلك أو علامتك أرقامًا فقط"],
      ["140", "أدخل معدلًا بين 50 و100"],
    ]) {
      await page.goto(`/admission-keys?stream=scientific&average=${average}`);
      await expect(page.locator("#average-error")).toContainText(message);
      await expect(page.locator("#average")).toHaveAttribute("aria-describedby", /average-error/);
      await expect(answer(page)).toHaveCount(0);
    }
    await context.close();
  });

  test("copy link gives the answer's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/admission-keys?certificate=&stream=scientific&average=90");
    await page.getByRole("button", { name: "انسخ رابط هذه النتيجة" }).click();
    await expect(page.getByRole("button", { name: "تم النسخ" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/admission-keys\?certificate=&stream=scientific&average=90$/);
  });

  test("printed, the answer is a clean list: no header, no menu, addresses after the program links", async ({
    page,
  }) => {
    await page.goto("/admission-keys?stream=scientific&average=90");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header, header").first()).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("main").locator("search")).toBeHidden();
    await expect(answer(page)).toBeVisible();
    const after = await answer(page)
      .locator("a[data-print-href]")
      .first()
      .evaluate((a) => getComputedStyle(a, "::after").content);
    expect(after).toMatch(/https:\/\/.+\/colleges\//);
    await expect(answer(page).getByRole("link", { name: /apply\./ })).toBeVisible(); // the portal, with its address
  });
});

test("every page counts the same degrees, and says what it counts", async ({ page }) => {
  const { entry, postgraduate } = degreeCounts(registry);
  // The home page's figures: a number under its caption.
  await page.goto("/");
  const figure = (caption: string) => page.locator("dt", { hasText: caption }).locator("xpath=../dd");
  await expect(figure("برامج البكالوريوس والدبلوم")).toHaveText(String(entry));
  await expect(figure("برامج الدراسات العليا")).toHaveText(String(postgraduate));
  await page.goto("/colleges");
  await expect(page.locator("main header, main").first()).toContainText(
    `${entry} برنامجًا للبكالوريوس والدبلوم و${postgraduate} برامج للدراسات العليا`,
  );
  // The colleges index shows every degree as a card, law's and dentistry's included.
  await expect(page.locator('main a[href="/colleges/law#degree"]')).toBeVisible();
  // And the footer of every page links the portals.
  for (const portal of registry.site.portals)
    await expect(page.getByRole("contentinfo").getByRole("link", { name: portal.name })).toHaveAttribute(
      "href",
      portal.url,
    );
});
