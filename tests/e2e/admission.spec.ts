/**
 * The admission answer as a student gets it: by keyboard on a phone, without JavaScript, from a
 * foreign certificate, on paper. Expected figures come from the content and the pure rules, never
 * from the page itself.
 */
import { expect, test } from "./fixtures.ts";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, registry } from "./support.ts";
import { entryDegrees, degreeCounts } from "#app/content/catalog.ts";
import { planCost } from "#app/features/admission/plan-cost.ts";
import { isExactConversion, scholarshipFor } from "#app/features/admission/eligibility.ts";
import { finderAnswer } from "#app/features/admission/finder-answer.ts";
import { formatNumber, formatPercent } from "#app/lib/format.ts";

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
      const discount = formatPercent(tier.discountPercent);
      await expect(item).toContainText(
        cost.discountedHours === cost.hours
          ? `والخصم ${discount} محسوب على ساعات الخطة كلها`
          : new RegExp(
              `والخصم ${discount} محسوب على ${formatNumber(cost.discountedHours)} \\S+ معتمدة من ${cost.hours} في الخطة`,
            ),
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
    const accepting = entryDegrees(registry).filter((d) => d.sheet.admission.minimums!.agricultural).length;
    await page.goto("/admission-keys?stream=agricultural&average=60");
    await expect(answer(page)).toContainText("لا يفتح معدلك الآن أي برنامج لطلبة الفرع الزراعي");
    await expect(answer(page)).toContainText(
      accepting === 1
        ? "الحد الأدنى للبرنامج الوحيد الذي يقبل طلبة الفرع الزراعي أعلى من معدلك"
        : "يقبل طلبة الفرع الزراعي أعلى من معدلك",
    );
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
    // 46 is off the IB scale: the message names the scale and its score, next to the field.
    await page.goto("/admission-keys?certificate=ib&stream=scientific&average=46");
    await expect(page.locator("#average-error")).toHaveText(
      "يتراوح مجموع النقاط في البكالوريا الدولية (IB) بين 24 و45 نقطة؛ أدخل مجموعًا بينهما.",
    );
    await expect(page.getByLabel("المعدل أو العلامة (اختياري)")).toHaveAttribute("aria-invalid", "true");
  });

  test("malformed or out-of-range input gets a message next to the field, from the server too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [average, message] of [
      ["abc", "اكتب معدلك أو علامتك أرقامًا فقط"],
      ["140", "يتراوح معدل الثانوية العامة (التوجيهي) بين 50% و100%؛ أدخل معدلًا بينهما"],
      // Two decimals: a Tawjihi average has one, and the results import refuses 94.65 too.
      ["85.55", "يُكتب معدل التوجيهي بمنزلة عشرية واحدة على الأكثر"],
    ]) {
      await page.goto(`/admission-keys?stream=scientific&average=${average}`);
      await expect(page.locator("#average-error")).toContainText(message);
      await expect(page.locator("#average")).toHaveAttribute("aria-describedby", /average-error/);
      await expect(answer(page)).toHaveCount(0);
    }
    await context.close();
  });

  test("headings agree with what they count, and programs accept students", async ({ page }) => {
    const a = finderAnswer(registry, { certificate: "", stream: "literary", average: "65" }).answer!;
    await page.goto("/admission-keys?stream=literary&average=65");
    const closed = answer(page).locator("details");
    await closed.locator("summary").click();
    const n = a.notOpen.length;
    await expect(closed.locator("summary")).toHaveText(
      n === 1
        ? "برنامج واحد لا يقبل طلبة الفرع الأدبي"
        : n === 2
          ? "برنامجان لا يقبلان طلبة الفرع الأدبي"
          : new RegExp(`^${n} برنامج(ًا)? لا تقبل طلبة الفرع الأدبي$|^${n} برامج لا تقبل طلبة الفرع الأدبي$`),
    );
    // Each closed program's list of streams: the singular, the dual or the plural, as it has one, two or more.
    for (const d of a.notOpen) {
      const heading =
        d.streams.length === 1
          ? "الفرع المقبول فيه"
          : d.streams.length === 2
            ? "الفرعان المقبولان فيه"
            : "الفروع المقبولة فيه";
      await expect(closed.locator("li").filter({ hasText: d.name }).first()).toContainText(`${heading}: `);
    }
    if (a.higher > 1)
      await expect(answer(page)).toContainText(
        new RegExp(`تقبل طلبة الفرع الأدبي، لكن حدودها الدنيا تزيد على معدلك بأكثر من`),
      );
  });

  test("nothing open: no sentence points at an empty list", async ({ page }) => {
    // A stream and an average that open nothing and come close to nothing, chosen from the content.
    const found = registry.streams
      .flatMap((s) => [55, 60, 62, 64, 66].map((average) => ({ s, average })))
      .find(({ s, average }) => {
        const a = finderAnswer(registry, { certificate: "", stream: s.code, average: String(average) }).answer!;
        return a.open.length === 0 && a.close.length === 0 && a.higher > 0;
      });
    test.skip(!found, "no stream in the content opens nothing at these averages");
    await page.goto(`/admission-keys?stream=${found!.s.code}&average=${found!.average}`);
    await expect(answer(page)).toContainText(`لا يفتح معدلك الآن أي برنامج لطلبة ${found!.s.inText}`);
    await expect(answer(page)).not.toContainText("قارن ");
    await expect(answer(page)).not.toContainText("الرسوم أدناه");
    // The sentence on the programs far above the average stands alone: no «و» before «هناك».
    await expect(answer(page).getByText(/^هناك .* يقبل|^هناك .* تقبل/)).toBeVisible();
    await expect(answer(page)).not.toContainText("وهناك");
  });

  test("a certificate without streams, sent without one: asked for the stream it is equated to, not refused", async ({
    page,
  }) => {
    const cert = registry.admission.certificates.find((c) => c.streams === "equivalence")!;
    await page.goto(`/admission-keys?certificate=${cert.code}&average=${cert.scale.max}`);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("#stream-error")).toHaveCount(0);
    const prompt = page.locator("#stream-prompt");
    await expect(prompt).toContainText(`لا فروع في ${cert.name}`);
    await expect(prompt).toContainText("اختر الفرع الذي تتوقع أن تُعادَل به شهادتك");
    await expect(page.locator("#stream")).toHaveAttribute("aria-describedby", "stream-prompt");
    await expect(page.locator("#stream-hint")).toHaveAttribute("open", "");
  });

  test("an older stream name opens today's stream, and the answer says so", async ({ page }) => {
    const renamed = registry.streams.find((s) => s.aliases?.length)!;
    const alias = renamed.aliases![0];
    await page.goto(`/admission-keys?stream=${alias.code}&average=80`);
    await expect(page.locator("#stream")).toHaveValue(renamed.code);
    await expect(answer(page)).toContainText(`الفرع «${alias.name}» في الشهادات القديمة هو ${renamed.inText} اليوم`);
    await expect(page.getByRole("heading", { name: `ما يفتحه معدل 80% في ${renamed.inText}` })).toBeVisible();
  });

  test("the hourly fee note follows the content, and the office to ask is the content's", async ({ page }) => {
    await page.goto("/admission-keys?stream=scientific&average=90");
    await expect(answer(page)).toContainText(
      registry.admission.hourFeeFixed ? "وهو سعر ساعتك طوال دراستك" : "وقد يتغيّر في السنوات التالية",
    );
    await page.goto("/admission-keys?stream=agricultural&average=60");
    const office = registry.site.offices.find((o) => o.key === "admission")!;
    await expect(answer(page).getByRole("link", { name: office.name, exact: true })).toHaveAttribute(
      "href",
      "/contact-us#offices",
    );
  });

  test("the results page: a certificate read as it is is not «about», and its link says so", async ({ page }) => {
    for (const cert of registry.admission.certificates) {
      const exact = isExactConversion(cert);
      await page.goto(`/high-school-results?certificate=${cert.code}&score=${cert.scale.max}`);
      const status = page.locator("#convert [role=status]");
      if (exact) {
        await expect(status).toContainText(`تُعتمد كما هي: 100%`);
        await expect(status).not.toContainText("تقريب");
        await expect(status.getByRole("link")).toHaveText("اعرف البرامج والمنح المتاحة لهذا المعدل");
      } else {
        await expect(status).toContainText("تعادل تقريبًا");
        await expect(status.getByRole("link")).toHaveText("اعرف البرامج والمنح المتاحة لهذا المعدل التقريبي");
      }
    }
  });

  test("copy link gives the answer's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/admission-keys?certificate=&stream=scientific&average=90");
    await page.getByRole("button", { name: "انسخ رابط هذه النتيجة" }).click();
    await expect(page.getByRole("button", { name: "نُسخ الرابط" })).toBeVisible();
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
