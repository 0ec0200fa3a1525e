/**
 * Urgent notices (decision 017), run in the content drill (scripts/drill/run.ts; DRILL_SPECS): the
 * shipped file shows none now, so the drill's edits post three beside it (scripts/drill/edits.ts,
 * «post-notices»): one current at the drill's moment, one that starts two days later and one that
 * ended three days before. The drill's server has its clock; a second server of the same build runs
 * 60 hours ahead (the first notice has ended since the pages were built, the second has started).
 * What must hold for a visitor, with and without JavaScript: a current notice on every page, read
 * first and named by its heading, never an ended one, nothing moving when the app takes over.
 */
import { expect, test } from "./fixtures.ts";
import { expectHydrated, expectNoAxeViolations, messageOf, registry, watchConsole } from "./support.ts";
import type { Browser, Page } from "@playwright/test";
import { serveFixtureSite, type FixtureServer } from "./fixture-site/site.ts";
import { newsArticlePath } from "#app/lib/paths.ts";
import { DRILL_EDITS, type DrillNotice } from "#scripts/drill/edits.ts";
import { collegeNamedAlone, collegePage, programNamedAlone, programPage } from "./subjects.ts";

/** A program's page, a college's, a news item's. */
const PROGRAM = programPage(programNamedAlone().program);
const COLLEGE = collegePage(collegeNamedAlone());
const NEWS_ITEM = newsArticlePath(registry.news[0].slug);

const HOUR = 3_600_000;
/** The moment the drill posted the notices (its clock, next year), and what it posted. */
const T0 = Number(process.env.DRILL_MOMENT_MS);
const posted = DRILL_EDITS.flatMap((edit) => (edit.kind === "post-notices" ? edit.notices : []));
const postedWhere = (what: string, shown: (n: DrillNotice) => boolean) => {
  const found = posted.find(shown);
  if (!found) throw new Error(`The drill's edits post no notice ${what} (scripts/drill/edits.ts, «post-notices»).`);
  return found;
};
/** Current at the drill's moment, with a link; one still to come; one ended. */
const current = postedWhere("current at the drill's moment, with a link", (n) => n.from <= 0 && n.to > 0 && !!n.link);
const coming = postedWhere("still to come", (n) => n.from > current.to);
const ended = postedWhere("already ended", (n) => n.to < 0);
/** The second server's clock: inside the coming notice's window, after the current one's end. */
const LATER_MS = ((coming.from + coming.to) / 2) * HOUR;

/** A notice's region, named by its level's words and its title. */
const notice = (page: Page, n: DrillNotice) =>
  page.getByRole("region", { name: messageOf("/", "notice.name", { level: levelWords(n), title: n.title }) });
const levelWords = (n: DrillNotice) => messageOf("/", "notice.level", { level: n.level });

test.describe.configure({ mode: "serial" });

let now: string;
let later: FixtureServer;

test.beforeAll(async ({ baseURL }) => {
  if (!Number.isFinite(T0))
    throw new Error("notices.spec.ts runs in the content drill (npm run test:drill), which posts its notices.");
  // Every posted notice is in the content the site was built from.
  for (const n of posted) expect(registry.notices.map((x) => x.title)).toContain(n.title);
  now = baseURL!;
  // The same build, its clock a further LATER_MS ahead of the drill's.
  later = await serveFixtureSite(process.cwd(), Number(process.env.SHIFT_CLOCK_MS ?? 0) + LATER_MS);
});

test.afterAll(() => {
  later?.stop();
});

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "ar-PS", timezoneId: "Asia/Hebron" });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a current notice is on every page, first after the skip link, a region named by its heading", async ({
  page,
}) => {
  // Prerendered pages, a page rendered for its query, and the 404 page.
  for (const path of ["/", "/news", PROGRAM, "/help", "/search?q=%D8%AA%D9%85%D8%B1%D9%8A%D8%B6", "/no-such-page"]) {
    await page.goto(now + path);
    const region = notice(page, current);
    await expect(region, path).toBeVisible();
    await expect(region.getByRole("heading", { level: 2 })).toHaveText(`${levelWords(current)} ${current.title}`);
    await expect(region).toContainText(current.text);
    await expect(notice(page, coming), path).toBeHidden();
    // Built after it ended: the ended notice is not in the page at all.
    expect(await page.content(), path).not.toContain(ended.title);
  }
  // Read before the header, as the accessibility tree has it: the skip link, the notice, the banner.
  const tree = await page.locator("body").ariaSnapshot();
  const order = [`link "انتقل إلى المحتوى"`, `region "${levelWords(current)}: ${current.title}"`, "- banner"].map((n) =>
    tree.indexOf(n),
  );
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await page.goto(`${now}/help`);
  // Opened from another site: the splash covers the page, which takes no focus until it has gone.
  await expect(page.locator("html")).not.toHaveAttribute("data-splash", /.*/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "انتقل إلى المحتوى" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice(page, current).getByRole("link", { name: current.link!.label })).toBeFocused();
});

test("not a live region: no page load or navigation announces it again; the page's title is what is announced", async ({
  page,
}) => {
  await page.goto(`${now}/help`);
  const region = notice(page, current);
  await expect(region).toBeVisible();
  await expect(page.locator('[role="alert"], [aria-live="assertive"]')).toHaveCount(0);
  await expect(region).not.toHaveAttribute("aria-live", /.+/);
  await expect(region).not.toHaveAttribute("role", "alert");
  await expectHydrated(page);
  await expect(region).toHaveAttribute("data-notice-state", "shown");
  await region.evaluate((el) => el.setAttribute("data-same-element", ""));
  await page.getByRole("contentinfo").getByRole("link", { name: "الأخبار" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأخبار");
  await expect(page.getByRole("status").filter({ hasText: "انتقلت إلى صفحة" })).toHaveText("انتقلت إلى صفحة: الأخبار");
  // The same element, not rendered again: nothing for a screen reader to say twice.
  await expect(region).toHaveAttribute("data-same-element", "");
  for (const status of await page.getByRole("status").allTextContents()) expect(status).not.toContain(current.title);
});

test("without JavaScript the server's stylesheet decides: the current notice shows, the coming one does not", async ({
  browser,
}) => {
  await withoutScripts(browser, async (page) => {
    for (const path of ["/", NEWS_ITEM]) {
      await page.goto(now + path);
      await expect(notice(page, current), path).toBeVisible();
      await expect(notice(page, coming), path).toBeHidden();
    }
  });
});

test("a notice that ended after the pages were built never shows, with or without JavaScript; one that began shows", async ({
  page,
  browser,
}) => {
  await withoutScripts(browser, async (noScripts) => {
    await noScripts.goto(`${later.url}/`);
    // In the prerendered page (it was current when the page was built), hidden by the server.
    expect(await noScripts.content()).toContain(current.title);
    await expect(notice(noScripts, current)).toBeHidden();
    await expect(notice(noScripts, coming)).toBeVisible();
  });
  // With JavaScript, whatever the phone's clock says: it reads the notice's current one.
  await page.clock.setFixedTime(new Date(T0));
  await page.goto(later.url + COLLEGE);
  await expectHydrated(page);
  await expect(notice(page, coming)).toHaveAttribute("data-notice-state", "shown");
  await expect(notice(page, current)).toBeHidden();
  await expect(notice(page, coming)).toBeVisible();
});

test("nothing moves when the app takes over, and it takes over without a hydration error", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`${now}/`);
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  await expectHydrated(page);
  await expect(notice(page, current)).toHaveAttribute("data-notice-state", "shown");
  expect(await heading.boundingBox()).toEqual(before);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("while the page is open: the ended notice goes, the one that starts appears and is announced once", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${now}/help`);
  await expectHydrated(page);
  await expect(notice(page, current)).toHaveAttribute("data-notice-state", "shown");
  // The server's time is known; from here the page's own clock runs 50 hours on. (The build check
  // would ask the real server its time again and undo that: it is kept offline.)
  await page.route("**/builds/latest.json", (route) => route.abort());
  await page.clock.fastForward(LATER_MS);
  await expect(notice(page, current)).toBeHidden();
  const started = notice(page, coming);
  await expect(started).toBeVisible();
  const said = page.getByRole("status").filter({ hasText: coming.title });
  await expect(said).toHaveText(
    messageOf("/", "notice.announce", { level: levelWords(coming), title: coming.title, text: coming.text }),
  );
  const remembered = await page.evaluate(() => sessionStorage.getItem("al-ofoq:notices-announced"));
  expect(JSON.parse(remembered ?? "[]")).toHaveLength(1);
});

test("the stylesheet may be kept until the next start or end, never past it", async ({ request }) => {
  const html = await (await request.get(`${now}/`)).text();
  const stylesheet = /href="(\/_notices\/[a-z0-9]+\.css)"/.exec(html)![1];
  const answer = await request.get(now + stylesheet);
  expect(answer.headers()["content-type"]).toBe("text/css; charset=utf-8");
  const maxAge = Number(/max-age=(\d+)/.exec(answer.headers()["cache-control"])![1]);
  // The next change is the current notice's end (its minute, on the wall clock).
  expect(maxAge).toBeGreaterThan((current.to - 1) * 3600);
  expect(maxAge).toBeLessThanOrEqual(current.to * 3600);
  const laterAnswer = await request.get(later.url + stylesheet);
  const laterAge = Number(/max-age=(\d+)/.exec(laterAnswer.headers()["cache-control"])![1]);
  expect(laterAge).toBeLessThanOrEqual(12 * 3600);
  // An address of another set of notices (a page of an earlier deploy): answered, kept nowhere.
  expect((await request.get(`${now}/_notices/0000000.css`)).headers()["cache-control"]).toBe("no-cache");
  expect((await request.get(`${now}/_notices/nothing.js`)).status()).toBe(404);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the notice wraps, the page does not scroll sideways, and axe finds nothing", async ({ page }) => {
    await page.goto(now + PROGRAM);
    await expect(notice(page, current)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
