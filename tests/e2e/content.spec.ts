/** The university's pages do what a visitor came for: find, filter, share, compute. */
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { expectHydrated, messageOf, registry, sitemapPaths } from "./support.ts";
import { inLocale, localeOfPath, withoutLocale } from "#app/i18n/locales.ts";
import { admissionCalendar } from "#app/features/admission/eligibility.ts";
import { filterPublications } from "#app/features/publications/filter.ts";
import { announcementInstant } from "#app/features/admission/results-release.ts";
import { formatDate } from "#app/lib/format.ts";
import { pagePath } from "#app/lib/paths.ts";
import { pageTitleKey } from "#app/content/pages.ts";

const { admission, faq, publications, partners } = registry;

/** The day after a `YYYY-MM-DD` date, at 10:00 (in the browser's time zone, Asia/Hebron). */
const dayAfter = (day: string) =>
  new Date(`${new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)}T10:00:00`);

test.describe("results banner", () => {
  const season = admission.resultsSeason;
  const announced = announcementInstant(season);
  const hour = 3_600_000;
  const banner = (page: Page) => page.getByRole("complementary", { name: "نتائج الثانوية العامة" });

  /** The server's clock reads `serverTime` (the Date header of builds/latest.json), whatever the phone's says. */
  async function serverClockAt(page: Page, serverTime: Date) {
    // Both responses the page reads the server's time from: the build's and the results' pointer.
    for (const url of ["/builds/latest.json", "/results/current.json"]) {
      const real = await page.request.get(url);
      const body = await real.body();
      await page.route(`**${url}`, (route) =>
        route.fulfill({
          status: real.status(),
          body,
          contentType: "application/json",
          headers: { Date: serverTime.toUTCString(), "Cache-Control": "no-cache" },
        }),
      );
    }
  }

  test("the prerendered home page says only when the results are expected", async ({ browser }) => {
    // What a reader (or a crawler) of the prerendered HTML sees: the page without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(banner(page)).toContainText(
      `يُتوقَّع إعلان نتائج الثانوية العامة (التوجيهي) يوم ${formatDate(season.announcement)}`,
    );
    expect(await page.locator("body").innerText()).not.toContain("صدرت نتائج");
    await context.close();
  });

  test("from the announcement by the server's clock the banner says the results are out, and nothing moves", async ({
    page,
  }) => {
    // The phone's clock is a week early; the server's is an hour past the announcement.
    await page.clock.setFixedTime(new Date(announced.getTime() - 7 * 24 * hour));
    await serverClockAt(page, new Date(announced.getTime() + hour));
    await page.goto("/");
    const before = await page.getByRole("heading", { level: 1 }).boundingBox();
    await expect(banner(page)).toContainText("صدرت نتائج الثانوية العامة");
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
    await banner(page).getByRole("link", { name: "صفحة النتائج" }).click();
    await expect(page).toHaveURL(/high-school-results$/);
  });

  test("a phone clock past the announcement does not say the results are out before the server does", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(announced.getTime() + 2 * hour));
    await serverClockAt(page, new Date(announced.getTime() - hour));
    const synced = page.waitForResponse("**/builds/latest.json");
    await page.goto("/");
    await synced;
    await expect(banner(page)).toHaveAttribute("data-results", "expected");
    await expect(banner(page)).toContainText("يُتوقَّع إعلان نتائج الثانوية العامة");
  });

  test("after the season the banner says when the results were announced", async ({ page }) => {
    await serverClockAt(page, dayAfter(season.end));
    await page.goto("/");
    await expect(banner(page)).toContainText(
      `أُعلنت نتائج الثانوية العامة (التوجيهي) يوم ${formatDate(season.announcement)}`,
    );
  });
});

test.describe("dates that do not go stale", () => {
  const calendar = admissionCalendar(admission, "الموعد المتوقَّع لإعلان نتائج الثانوية العامة (التوجيهي)");
  const labels = calendar.map((d) => d.label);
  const datesList = (page: Page) => page.getByRole("region", { name: "مواعيد القبول" }).getByRole("listitem");

  test("the prerendered home page lists the whole calendar; the browser hides what has passed", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const label of labels) expect(html, label).toContain(label);
    const first = calendar[0];
    await page.clock.setFixedTime(dayAfter(first.end ?? first.start));
    await page.goto("/");
    await expect(datesList(page)).toHaveCount(labels.length - 1);
    const shown = await datesList(page).allTextContents();
    labels.slice(1).forEach((label, i) => expect(shown[i]).toContain(label));
  });

  test("once every date has passed, the home page says so instead of listing old dates", async ({ page }) => {
    const last = calendar.at(-1)!;
    await page.clock.setFixedTime(dayAfter(last.end ?? last.start));
    await page.goto("/");
    await expect(datesList(page)).toHaveCount(0);
    await expect(page.getByText(`انتهت مواعيد القبول المعلنة للعام الأكاديمي ${admission.academicYear}`)).toBeVisible();
  });

  test("the footer's years are the browser's; the prerendered HTML names no year", async ({ page, request }) => {
    const html = await (await request.get("/help")).text();
    expect(html).toContain(`© ${registry.site.name}. `);
    expect(html).not.toContain(`© ${registry.site.founded}`);
    await page.clock.setFixedTime(new Date("2031-03-01T10:00:00"));
    await page.goto("/help");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${registry.site.founded}–2031 ${registry.site.name}`);
  });
});

test.describe("publications", () => {
  test("filters live in the URL and can be shared", async ({ page }) => {
    // A college with an article: any content with articles has one.
    const article = registry.publications.find((p) => p.type === "article");
    test.skip(!article, "the content has no article");
    const college = registry.colleges.find((c) => c.slug === article!.college)!;
    await page.goto(pagePath("/publications", {}, { query: { college: college.slug, type: "article" } }));
    const items = page.getByRole("list", { name: "المنشورات" }).getByRole("listitem");
    await expect(items.first()).toBeVisible();
    for (const meta of await items.locator("article > p").first().allTextContents()) expect(meta).toContain("مقالة");
    for (const text of await items.locator("article > p:first-child").allTextContents())
      expect(text).toContain(college.name);
  });

  test("a text search finds by title, author or abstract", async ({ page }) => {
    const query = "المياه";
    const expected = filterPublications(publications, { q: query }).length;
    expect(expected, "the query matches some publications, not all").toBeGreaterThan(0);
    expect(expected).toBeLessThan(publications.length);
    await page.goto("/publications");
    await page.getByRole("main").getByLabel("بحث").fill(query);
    await page.getByRole("button", { name: "عرض" }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole("list", { name: "المنشورات" }).getByRole("listitem")).toHaveCount(expected);
    await expect(page.getByRole("status").filter({ hasText: "منشور" })).toContainText(`${expected} من `);
  });

  test("after Back and Forward the filter controls show the filters that apply", async ({ page }) => {
    await page.goto("/publications");
    await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
    const year = page.getByLabel("السنة");
    const search = page.getByRole("main").getByLabel("بحث");
    const items = page.getByRole("list", { name: "المنشورات" }).getByRole("listitem");
    const filtered = filterPublications(publications, { year: 2024, q: "المياه" }).length;
    expect(filtered).toBeGreaterThan(0);
    await year.selectOption("2024");
    await search.fill("المياه");
    await page.getByRole("button", { name: "عرض" }).click();
    await expect(page).toHaveURL(/year=2024/);
    await expect(items).toHaveCount(filtered);

    await page.goBack();
    await expect(page).toHaveURL(/\/publications$/);
    await expect(items).toHaveCount(publications.length);
    await expect(year).toHaveValue("");
    await expect(search).toHaveValue("");

    await page.goForward();
    await expect(page).toHaveURL(/year=2024/);
    await expect(items).toHaveCount(filtered);
    await expect(year).toHaveValue("2024");
    await expect(search).toHaveValue("المياه");
  });

  test("a filter value that names an inherited property (toString) is ignored, not matched", async ({ page }) => {
    await page.goto("/publications?type=toString&college=constructor");
    await expect(page.getByRole("list", { name: "المنشورات" }).getByRole("listitem")).toHaveCount(publications.length);
    await page.goto("/partnerships?type=toString");
    await expect(page.getByRole("link", { name: "الكل" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(partners.length);
  });

  test("a citation can be copied", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/publications");
    const first = page.getByRole("list", { name: "المنشورات" }).getByRole("listitem").first();
    await first.getByText("الملخص والاقتباس").click();
    await first.getByRole("button", { name: "نسخ الاقتباس" }).click();
    await expect(first.getByRole("button", { name: "نُسخ الاقتباس" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(await first.locator("h2").innerText());
  });
});

test.describe("help", () => {
  test("every question has its own link that opens it", async ({ page }) => {
    const question = faq[1].questions[0];
    await page.goto(`/help#${question.slug}`);
    const item = page.locator(`details#${question.slug}`);
    await expect(item).toHaveAttribute("open", "");
    await expect(item.getByText(question.answer[0].slice(0, 30))).toBeVisible();
  });

  test("a question that names pages to read further links to each under its answer, in the page's language", async ({
    page,
  }) => {
    const question = faq.flatMap((g) => g.questions).find((x) => x.pages?.length);
    test.skip(!question, "no help question in the content names a page to read further");
    const pages = question!.pages!;
    for (const locale of ["ar", "en"]) {
      const help = inLocale("/help", locale);
      await page.goto(`${help}#${question!.slug}`);
      const links = page.locator(`details#${question!.slug}`).getByRole("link");
      for (const path of pages)
        await expect(links.filter({ hasText: messageOf(help, pageTitleKey(path)) })).toHaveAttribute(
          "href",
          inLocale(path, locale),
        );
      // The first leads to its page, whose heading is the title the link showed.
      await links.filter({ hasText: messageOf(help, pageTitleKey(pages[0])) }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(pages[0], locale)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messageOf(help, pageTitleKey(pages[0])));
    }
  });

  test("a malformed link to a question leaves the page working", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/help#%E0%A4%A");
    await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المساعدة");
    expect(errors).toEqual([]);
  });

  test("the search box filters the questions", async ({ page }) => {
    await page.goto("/help");
    await page.getByLabel("ابحث في الأسئلة").fill("منحة");
    await page.getByRole("button", { name: "بحث" }).click();
    await expect(page.getByRole("status").filter({ hasText: "سؤالًا" })).toContainText("نتائج البحث عن «منحة»");
    const count = await page.locator("details[id]").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(faq.reduce((n, g) => n + g.questions.length, 0));
  });

  test("/help?q= lists as many questions as /search?q= counts, by one rule", async ({ page }) => {
    // A word, its plural, two words (both in some questions), and two that share no question.
    for (const q of ["منحة", "المنح", "رسوم الساعة", "منحة زلزال"]) {
      await page.goto(`/help?q=${encodeURIComponent(q)}`);
      const listed = await page.locator("details[id]").count();
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      const heading = page.locator("#results-help");
      const counted = (await heading.count()) ? Number((await heading.innerText()).match(/\((\d+)\)/)![1]) : 0;
      expect(listed, q).toBe(counted);
    }
  });
});

test.describe("contact", () => {
  test("on a 360 px phone the WhatsApp number opens a chat on one line, and an office's times break only at their dash", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const locale of ["ar", "en"]) {
      await page.goto(inLocale("/contact-us", locale));
      const number = registry.site.whatsapp;
      const chat = page.getByRole("link", { name: number, exact: true });
      await expect(chat).toHaveAttribute("href", `https://wa.me/${number.replace(/[+ ]/g, "")}`);
      expect(await chat.evaluate((a) => a.getClientRects().length), locale).toBe(1);
      // Each time of a range is kept whole («3:00 p.m.»): the only breakable spaces are the dash's.
      for (const time of await page.locator("#hours dd").allTextContents())
        expect(time.trim(), locale).toMatch(/^[^ ]+( – [^ ]+)*$/);
    }
  });
});

test.describe("admission", () => {
  test("a foreign certificate converts to a percentage", async ({ page }) => {
    await page.goto("/high-school-results");
    await page.getByLabel("الشهادة").selectOption("ib");
    await page.getByLabel("العلامة").fill("30");
    await page.getByRole("button", { name: "احسب" }).click();
    await expect(page.getByText("تعادل تقريبًا 80%")).toBeVisible();
    // On to the finder, with the certificate and the score filled in: only the stream is left.
    await page.getByRole("link", { name: "اعرف البرامج والمنح المتاحة لهذا المعدل التقريبي" }).click();
    await expect(page).toHaveURL(/\/admission-keys\?certificate=ib&average=30#finder$/);
    await expect(page.getByLabel("الشهادة الثانوية")).toHaveValue("ib");
    await expect(page.getByLabel("المعدل أو العلامة (اختياري)")).toHaveValue("30");
    // IB has no streams: the finder asks for the one it is expected to be equated to, without an error.
    await expect(page.locator("#stream-prompt")).toContainText("لا فروع في البكالوريا الدولية (IB)");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("consistency", () => {
  /** The sitemap's program pages in each language, `/colleges/{college}/{program}` after the prefix. */
  const programsIn = (home: string) =>
    sitemapPaths().filter(
      (p) => inLocale("/", localeOfPath(p).code) === home && withoutLocale(p).split("/").length === 4,
    );

  for (const home of [...new Set(sitemapPaths().map((p) => inLocale("/", localeOfPath(p).code)))])
    test(`every program is reachable from its college page, the menu and the sitemap (${home})`, async ({ page }) => {
      const programs = programsIn(home);
      expect(programs.length).toBeGreaterThanOrEqual(registry.programs.length);
      await page.goto(home);
      await expectHydrated(page);
      const menu = page.getByRole("navigation", { name: messageOf(home, "nav.main") });
      // The menu builds its programs when a visitor opens it.
      await menu.getByText(messageOf(home, "nav.colleges"), { exact: true }).click();
      await expect(menu.locator("details[open] li li a").first()).toBeVisible();
      const menuLinks = await menu.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      for (const program of programs) expect(menuLinks, program).toContain(program);
      const colleges = [...new Set(programs.map((p) => p.slice(0, p.lastIndexOf("/"))))];
      for (const college of colleges) {
        await page.goto(college);
        const links = await page
          .locator("#programs-title ~ ul a")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        for (const program of programs.filter((p) => p.startsWith(college + "/")))
          expect(links, `${college} → ${program}`).toContain(program);
      }
    });
});
