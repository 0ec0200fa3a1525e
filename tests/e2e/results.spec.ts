/**
 * Results day as a student meets it: look a result up, fail to look up someone else's, wait for
 * the release moment, and all of it without JavaScript. The results are published by the
 * project's own import (`results:sample`, `results:import`: the build's commands, as production
 * runs them); the suite's server holds the sample set (playwright.config.ts), and the tests that
 * need another moment or limit start their own.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectHydrated, expectNoAxeViolations, messageOf, registries, registry } from "./support.ts";
import { expectFocusOn, expectInError, focused, liveRegionsWithText } from "./heard.ts";
import { answerFor } from "./subjects.ts";
import { FIXED_SAMPLE_ROWS } from "#scripts/results/sample-data.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { startServer, type RunningServer } from "#scripts/start-server.ts";
import { deriveMaster, recordPath } from "#app/features/results/record-crypto.ts";
import type { PublishedVersion } from "#app/features/results/published.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";

/** The sample seats the README documents. */
const PASS = { seat: "20270001", day: "14", month: "3", year: "2009", name: /تجريبي/, average: "94.6%" };
/** A results command as `npm run results:<name>` runs it: the build's bundle (build/results/), with node. */
const results = (name: "sample" | "import", args: string[]) =>
  execFileSync(process.execPath, [`build/results/${name}.js`, ...args], { stdio: "pipe" });

async function fillLookup(page: Page, input: { seat: string; day: string; month: string; year: string }) {
  await page.getByLabel("رقم الجلوس").fill(input.seat);
  await page.getByLabel("اليوم").fill(input.day);
  await page.getByLabel("الشهر").selectOption(input.month);
  await page.getByLabel("السنة").fill(input.year);
}

test.describe("results lookup (sample set)", () => {
  test("by keyboard on a 360 px phone: seat number in Arabic-Indic digits, the card, then the admission answer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const requests: { url: string; method: string }[] = [];
    page.on("request", (r) => requests.push({ url: r.url(), method: r.method() }));
    await page.goto("/high-school-results");
    await expect(page.getByText("النتائج المنشورة هنا الآن نماذج بأسماء متخيَّلة")).toBeVisible();
    await page.getByLabel("رقم الجلوس").focus();
    await page.keyboard.type("٢٠٢٧٠٠٠١");
    await page.keyboard.press("Tab");
    await page.keyboard.type("14");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // كانون الثاني
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown"); // آذار
    await page.keyboard.press("Tab");
    await page.keyboard.type("2009");
    await page.keyboard.press("Enter");
    const card = page.locator("article[aria-labelledby=result-title]");
    await expect(card.locator("#result-title")).toHaveText(PASS.name);
    await expect(card).toContainText(PASS.average);
    await expect(card).toContainText("نتيجة تجريبية");
    // The admission answer for that stream and average follows, with its scholarship.
    await expect(card.getByRole("heading", { name: "ما يفتحه معدل 94.6% في الفرع العلمي" })).toBeVisible();
    // The scholarship the content gives that stream and average (the sample set's first row).
    const { stream, average } = FIXED_SAMPLE_ROWS[0];
    const scholarship = answerFor(stream, average!).scholarship;
    // A content whose scholarships start above that average gives none: the card then names none.
    if (scholarship) await expect(card).toContainText(scholarship.name);
    else test.info().annotations.push({ type: "note", description: "the content gives this average no scholarship" });
    await expect(card).toContainText("للتقديم");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The answer came by a POST; the average is in no URL that a cache or a log keeps.
    expect(requests.filter((r) => r.url.includes("94.6"))).toEqual([]);
    expect(requests.filter((r) => r.url.endsWith("/admission-answer.json")).map((r) => r.method)).toEqual(["POST"]);
  });

  test("a page that read the pointer just before the release asks again until the version is out", async ({ page }) => {
    const published = (await (await page.request.get("/results/current.json")).json()) as PublishedVersion;
    // What a cache may still hold for a few seconds past the moment: when, without the version.
    const due = { releaseAt: new Date(Date.now() - 1000).toISOString(), closesAt: published.closesAt, sample: true };
    let stale = 2;
    await page.route("**/results/current.json", (route) =>
      stale-- > 0 ? route.fulfill({ json: due, headers: { "cache-control": "no-store" } }) : route.continue(),
    );
    // The live regions the page has as it is parsed: the one that says so must be one of them
    // (a region inserted with its words is often not read, issue 56).
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { statusAtLoad: Element[] }).statusAtLoad = [
          ...document.querySelectorAll('[role="status"]'),
        ];
      }),
    );
    await page.goto("/high-school-results");
    const publishing = messageOf("/high-school-results", "results.lookup.publishing");
    await expect(page.getByRole("status").filter({ hasText: publishing })).toBeVisible();
    expect(
      await page.evaluate(
        (words) =>
          (window as unknown as { statusAtLoad: Element[] }).statusAtLoad.some(
            (region) => region.isConnected && region.textContent!.includes(words),
          ),
        publishing,
      ),
    ).toBe(true);
    await expect(page.getByLabel(messageOf("/high-school-results", "results.lookup.seat"))).toHaveCount(0);
    // Asked again by itself (after 2–4 s each time), no reload and no error: the form appears.
    await expect(page.getByLabel(messageOf("/high-school-results", "results.lookup.seat"))).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(publishing)).toHaveCount(0);
    expect(stale).toBeLessThan(0);
  });

  test("the lookup takes small forms only, and the site takes no other POST", async ({ request }) => {
    const lookup = "/high-school-results";
    const sent = async (path: string, data: string | Buffer, type?: string) => {
      const res = await request.post(path, { data, headers: type ? { "content-type": type } : {} });
      return { status: res.status(), body: await res.text(), cache: res.headers()["cache-control"] };
    };
    for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x", undefined]) {
      const res = await sent(lookup, "seat=1", type);
      expect(res.status, String(type)).toBe(415);
      expect(res.body).not.toMatch(/\bat .*\(|node_modules/);
    }
    const big = await sent(lookup, `seat=${"1".repeat(10_000)}`, "application/x-www-form-urlencoded");
    expect(big.status).toBe(413);
    const other = await sent("/help", "a=1", "application/x-www-form-urlencoded");
    expect(other.status).toBe(405);
    // The result card's answer: JSON nobody keeps; its GET form, which put the average in a URL, is gone.
    const answer = await request.post("/admission-answer.json", { form: { stream: "scientific", average: "94.6" } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect((await answer.json()).answer.average).toBe(94.6);
    expect((await request.get("/admission-answer.json?stream=scientific&average=94.6")).status()).toBe(405);
  });

  test("the browser finds the very file Node's derivation names (one implementation)", async ({ page }) => {
    await page.goto("/high-school-results");
    // Before hydration the form posts to the server, which answers without the browser's request.
    await expectHydrated(page);
    const pointer = (await (await page.request.get("/results/current.json")).json()) as PublishedVersion;
    const expected = await recordPath(await deriveMaster(PASS.seat, "2009-03-14", pointer));
    const request = page.waitForRequest((r) => r.url().includes(`/results/${pointer.version}/`));
    await fillLookup(page, PASS);
    await page.getByRole("button", { name: "اعرض نتيجتي" }).click();
    expect(new URL((await request).url()).pathname).toBe(`/results/${pointer.version}/${expected}`);
  });

  test("a wrong date of birth and an unknown seat get the same answer", async ({ page }) => {
    await page.goto("/high-school-results");
    const answers: string[] = [];
    for (const input of [
      { ...PASS, day: "15" },
      { ...PASS, seat: "99999999" },
    ]) {
      await fillLookup(page, input);
      await page.getByRole("button", { name: "اعرض نتيجتي" }).click();
      // The sentence that answers takes focus (issue 56).
      const status = focused(page).filter({ hasText: "لم نجد نتيجة" });
      await expect(status).toBeVisible();
      answers.push(await status.innerText());
    }
    expect(answers[0]).toBe(answers[1]);
    // Misses are never cached, so no CDN answers "not found" into the release.
    const miss = await page.request.get("/results/20270101T000000Z-0000/00/" + "0".repeat(30));
    expect(miss.status()).toBe(404);
    expect(miss.headers()["cache-control"]).toBe("no-store");
  });

  test("without JavaScript the form posts and the server answers with the same card, never cached", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/high-school-results");
    await fillLookup(page, PASS);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "اعرض نتيجتي" }).click();
    expect((await response).headers()["cache-control"]).toBe("no-store");
    // The prerendered page with the lookup rendered again, and no scripts (it would not hydrate).
    expect(await (await response).text()).not.toContain("<script");
    const card = page.locator("article[aria-labelledby=result-title]");
    await expect(card.locator("#result-title")).toHaveText(PASS.name);
    await expect(card.getByRole("heading", { name: "ما يفتحه معدل 94.6% في الفرع العلمي" })).toBeVisible();
    // The next steps are sections of the admission page, not of this one (a POST answer: no link check reaches it).
    await expect(card.getByRole("link", { name: "مواعيد القبول" })).toHaveAttribute("href", "/admission-keys#dates");
    await expect(card.getByRole("link", { name: "الوثائق المطلوبة" })).toHaveAttribute(
      "href",
      "/admission-keys#documents",
    );
    // The official service is always linked.
    const official = registry.admission.resultsSeason.officialService;
    await expect(page.getByRole("link", { name: official.name })).toHaveAttribute("href", official.url);
    await context.close();
  });
});

test.describe("results lookup in English (decision 026)", () => {
  test.skip(!registries.en, "the content has no English form");
  const page = inLocale("/high-school-results", "en");
  const stream = registries.en?.streams.find((s) => s.code === "scientific");
  const heading = () =>
    messageOf(page, "admission.answer.titleForAverage", {
      average: PASS.average,
      stream: stream!.inText ?? stream!.name,
    });

  async function fillEnglish(p: Page) {
    await p.getByLabel(messageOf(page, "results.lookup.seat")).fill(PASS.seat);
    await p.getByLabel(messageOf(page, "results.lookup.day")).fill(PASS.day);
    await p.getByLabel(messageOf(page, "results.lookup.month")).selectOption(PASS.month);
    await p.getByLabel(messageOf(page, "results.lookup.year")).fill(PASS.year);
  }

  test("with JavaScript: the card and its admission answer in English", async ({ page: tab }) => {
    await tab.goto(page);
    await expectHydrated(tab);
    await fillEnglish(tab);
    await tab.getByRole("button", { name: messageOf(page, "results.lookup.submit") }).click();
    const card = tab.locator("article[aria-labelledby=result-title]");
    await expect(card.locator("#result-title")).toHaveText(PASS.name);
    await expect(card.getByRole("heading", { name: heading() })).toBeVisible();
    // Only the student's own name is Arabic: every word around it is English.
    const text = (await card.innerText()).replace(await card.locator("#result-title").innerText(), "");
    expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });

  test("without JavaScript: the English page's form posts to itself and the server answers in English", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    await tab.goto(page);
    await fillEnglish(tab);
    const response = tab.waitForResponse((r) => r.request().method() === "POST");
    await tab.getByRole("button", { name: messageOf(page, "results.lookup.submit") }).click();
    expect(new URL((await response).url()).pathname).toBe(page);
    expect((await response).status()).toBe(200);
    await expect(tab.locator("html")).toHaveAttribute("lang", "en");
    const card = tab.locator("article[aria-labelledby=result-title]");
    await expect(card.getByRole("heading", { name: heading() })).toBeVisible();
    await expect(card.getByRole("link", { name: messageOf(page, "admission.apply.datesLink") })).toHaveAttribute(
      "href",
      inLocale("/admission-keys#dates", "en"),
    );
    await context.close();
  });
});

test.describe("results lookup (own server)", () => {
  let dir: string;
  let server: RunningServer | undefined;
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "results-e2e-"));
  });
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Imports the sample file into `dir` with a release moment `hours` from now (Palestine time), or
   * released at once (`--release now`: the import refuses a moment already past).
   */
  function publish(hours: number | "now") {
    const csv = join(dir, "sample.csv");
    results("sample", ["--rows", "20", "--out", csv]);
    const local =
      hours === "now"
        ? "now"
        : new Intl.DateTimeFormat("sv-SE", {
            timeZone: registry.admission.resultsSeason.timeZone,
            dateStyle: "short",
            timeStyle: "short",
          })
            .format(new Date(Date.now() + hours * 3_600_000))
            .replace(" ", "T");
    results("import", [csv, "--release", local, "--sample", "--iterations", "10", "--results-dir", join(dir, "data")]);
    return JSON.parse(readFileSync(join(dir, "data", "current.json"), "utf8")) as PublishedVersion;
  }

  test("before the release moment: a countdown, no form, and no file of the version served", async ({ page }) => {
    const pointer = publish(2);
    server = await startServer(process.cwd(), { ...process.env, RESULTS_DIR: join(dir, "data") });
    await page.goto(server.origin + "/high-school-results");
    await expect(page.getByRole("timer")).toContainText(/يبقى على إعلان النتائج (0?1|2):\d\d:\d\d/);
    await expect(page.getByLabel("رقم الجلوس")).toHaveCount(0);
    const path = await recordPath(await deriveMaster(PASS.seat, "2009-03-14", pointer));
    const early = await page.request.get(`${server.origin}/results/${pointer.version}/${path}`);
    expect(early.status()).toBe(404);
    expect(early.headers()["cache-control"]).toBe("no-store");
    // The pointer says when, and nothing that would let anyone compute a file name ahead.
    const earlyPointer = await page.request.get(`${server.origin}/results/current.json`);
    expect(Object.keys(await earlyPointer.json()).sort()).toEqual(["closesAt", "releaseAt", "sample"]);
    expect(earlyPointer.headers()["cache-control"]).toBe("public, max-age=10");
    // The server's own lookup says "not yet" too.
    const post = await page.request.post(server.origin + "/high-school-results", {
      form: { seat: PASS.seat, day: PASS.day, month: PASS.month, year: PASS.year },
    });
    expect(await post.text()).toContain("لم يحن موعد إعلان النتائج بعد");
  });

  test("without JavaScript, the limit per address answers in Arabic with Retry-After", async ({ browser }) => {
    publish("now");
    server = await startServer(process.cwd(), {
      ...process.env,
      RESULTS_DIR: join(dir, "data"),
      RESULTS_RATE_LIMIT: "3",
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (let i = 0; i < 3; i++) {
      await page.goto(server.origin + "/high-school-results");
      await fillLookup(page, { ...PASS, day: "15" });
      await page.getByRole("button", { name: "اعرض نتيجتي" }).click();
      await expect(focused(page).filter({ hasText: "لم نجد نتيجة" })).toBeVisible();
    }
    await page.goto(server.origin + "/high-school-results");
    await fillLookup(page, PASS);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "اعرض نتيجتي" }).click();
    const limited = await response;
    expect(limited.status()).toBe(429);
    // The seconds left of the window, not the whole window each time.
    const retry = Number(limited.headers()["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    // The refusal takes focus as the page loads (issue 56): read once, no live region.
    await expect(focused(page)).toContainText("محاولات بحث كثيرة في وقت قصير");
    await expect(focused(page)).toContainText(/حاول مرة أخرى بعد (\d+ ثانية|\d+ ثوانٍ|ثانيتين|ثانية واحدة)/);
    // What was typed is still in the form, to send again later.
    await expect(page.getByLabel("رقم الجلوس")).toHaveValue(PASS.seat);
    await context.close();
  });
});

test.describe("what sizes and URLs tell of a result (docs/decisions/011)", () => {
  test("the pass card leads to the program finder with no average in any URL, showing the programs it listed", async ({
    page,
  }) => {
    await page.goto("/high-school-results");
    await expectHydrated(page);
    await fillLookup(page, PASS);
    await page.getByRole("button", { name: "اعرض نتيجتي" }).click();
    const card = page.locator("article[aria-labelledby=result-title]");
    await expect(card.getByRole("heading", { name: "ما يفتحه معدل 94.6% في الفرع العلمي" })).toBeVisible();
    // The degrees the card says the average opens: the first list of its answer.
    const listed = (await card
      .locator("ol")
      .first()
      .locator(":scope > li > p:first-child > a")
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) as string[];
    expect(listed.length).toBeGreaterThan(0);
    const after: { url: string; body: string }[] = [];
    page.on("request", (r) => after.push({ url: r.url(), body: r.postData() ?? "" }));
    const link = card.getByRole("link", { name: "دليل البرامج" });
    await expect(link).toHaveAttribute("href", "/programs");
    await link.hover(); // a preload on intent, if any, is made now
    await link.click();
    await expect(page).toHaveURL(/\/programs$/);
    const list = page.getByRole("list", { name: "البرامج" });
    await expect(list.getByRole("listitem")).toHaveCount(listed.length);
    const shown = (await list
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) as string[];
    expect(shown.sort()).toEqual([...listed].sort());
    await expect(page.getByLabel("فرع الثانوية العامة")).toHaveValue("scientific");
    await expect(page.getByLabel("معدلك (اختياري)")).toHaveValue("94.6");
    await expect(list.getByRole("listitem").first()).toContainText("الفرع العلمي");
    // Nothing of the result went out: not in a URL, not in a body.
    expect(after.filter((r) => /average|94\.6|scientific/.test(r.url + r.body))).toEqual([]);
  });

  test.describe("every answer has one size per encoding (own server)", () => {
    let dir: string;
    let server: RunningServer | undefined;
    // One server for these tests, in one worker.
    test.describe.configure({ mode: "default" });
    test.beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "results-sizes-"));
      const csv = join(dir, "sample.csv");
      results("sample", ["--rows", "20", "--out", csv]);
      results("import", [
        csv,
        "--release",
        "now",
        "--sample",
        "--iterations",
        "10",
        "--results-dir",
        join(dir, "data"),
      ]);
      // A limit that the test's own lookups do not reach.
      server = await startServer(process.cwd(), {
        ...process.env,
        RESULTS_DIR: join(dir, "data"),
        RESULTS_RATE_LIMIT: "1000",
      });
    });
    test.afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    /** The README's sample seats (a pass high and lower, a fail), an unknown seat, a wrong date, a malformed seat. */
    const LOOKUPS = [
      { seat: "20270001", day: "14", month: "3", year: "2009" },
      { seat: "20270002", day: "2", month: "11", year: "2009" },
      { seat: "20270003", day: "30", month: "6", year: "2008" },
      { seat: "20279999", day: "1", month: "1", year: "2009" },
      { seat: "20270001", day: "15", month: "3", year: "2009" },
      { seat: "12", day: "1", month: "1", year: "2009" },
    ];
    const ENCODINGS = ["gzip", "identity"];

    /** Content-Length and Content-Encoding of a POST, asking for one encoding. */
    async function sizeOf(request: APIRequestContext, path: string, form: Record<string, string>, encoding: string) {
      const res = await request.post(path, { form, headers: { "accept-encoding": encoding } });
      const headers = res.headers();
      return {
        status: res.status(),
        length: headers["content-length"],
        encoding: headers["content-encoding"] ?? "identity",
        text: await res.text(),
      };
    }

    for (const locale of ["ar", "en"])
      for (const encoding of ENCODINGS)
        test(`the no-JavaScript lookup in ${locale}, ${encoding}: a pass, a fail, a miss and a malformed seat at one length`, async ({
          request,
        }) => {
          test.skip(locale === "en" && !registries.en, "the content has no English form");
          const path = inLocale("/high-school-results", locale);
          const answers = [];
          for (const form of LOOKUPS) answers.push(await sizeOf(request, server!.origin + path, form, encoding));
          expect(answers.map((a) => [a.status, a.encoding])).toEqual(LOOKUPS.map(() => [200, encoding]));
          // Each still answers its own case (padding changes nothing else).
          expect(answers[0].text).toContain("94.6");
          expect(answers[1].text).toContain("78.5");
          expect(new Set(answers.map((a) => a.length)).size, answers.map((a) => a.length).join(", ")).toBe(1);
        });

    for (const encoding of ENCODINGS)
      test(`the admission answer, ${encoding}: every stream and average, low, high or refused, at one length`, async ({
        request,
      }) => {
        const forms: Record<string, string>[] = [
          { stream: "scientific", average: "94.6" },
          { stream: "scientific", average: "56.8" },
          { stream: "literary", average: "78.5" },
          { stream: "literary", average: "100" },
          { stream: "industrial", average: "50" },
          { stream: registry.streams.at(-1)!.code, average: "65.3" },
          { stream: "scientific", average: "94.6", locale: "en" },
          { stream: "scientific", average: "not a number" },
          { stream: "", average: "" },
        ];
        const answers = [];
        for (const form of forms)
          answers.push(await sizeOf(request, server!.origin + "/admission-answer.json", form, encoding));
        expect(answers.map((a) => a.encoding)).toEqual(forms.map(() => encoding));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 400, 400]);
        expect(JSON.parse(answers[0].text).answer.average).toBe(94.6);
        expect(new Set(answers.map((a) => a.length)).size, answers.map((a) => a.length).join(", ")).toBe(1);
      });
  });
});

test.describe("the lookup as a screen reader meets it (issue 56)", () => {
  /** Each language the content is written in: the page, and its messages. */
  const pages = (["ar", "en"] as const)
    .filter((l) => registries[l])
    .map((l) => ({
      path: inLocale("/high-school-results", l),
      m: (key: string, values?: MessageValues) => messageOf(inLocale("/", l), key, values),
      official: registries[l]!.admission.resultsSeason.officialService,
    }));
  type Official = (typeof pages)[number]["official"];

  /** The sentence for a seat and a date that find nothing: it names the ministry's service and links to it. */
  async function expectNotFound(tab: Page, m: (key: string, values?: MessageValues) => string, official: Official) {
    await expect(focused(tab)).toHaveAttribute("id", "lookup-answer");
    await expect(focused(tab)).toHaveText(m("results.lookup.notFound", { service: official.name }));
    await expect(focused(tab).getByRole("link", { name: official.name })).toHaveAttribute("href", official.url);
  }

  async function fill(
    tab: Page,
    m: (key: string) => string,
    input: { seat: string; day: string; month: string; year: string },
  ) {
    await tab.getByLabel(m("results.lookup.seat")).fill(input.seat);
    await tab.getByLabel(m("results.lookup.day")).fill(input.day);
    if (input.month) await tab.getByLabel(m("results.lookup.month")).selectOption(input.month);
    await tab.getByLabel(m("results.lookup.year")).fill(input.year);
  }
  const submit = (tab: Page, m: (key: string) => string) =>
    tab.getByRole("button", { name: m("results.lookup.submit") }).click();
  const dob = (tab: Page, m: (key: string) => string) => ({
    day: tab.getByLabel(m("results.lookup.day")),
    month: tab.getByLabel(m("results.lookup.month")),
    year: tab.getByLabel(m("results.lookup.year")),
  });

  /** Each journey on one page: what the student hears and where they are after each answer. */
  async function journeys(tab: Page, m: (key: string, values?: MessageValues) => string, official: Official) {
    const fields = dob(tab, m);
    // The form is ours to check: the browser's own messages never show (its language is not the page's).
    await expect(tab.locator("form[method=post]")).toHaveAttribute("novalidate", "");

    // A date of birth missing its day and with a year of two digits: those two fields, the day focused.
    await fill(tab, m, { ...PASS, day: "", year: "09" });
    await submit(tab, m);
    await expectFocusOn(tab, "dob-day", "textbox", m("results.lookup.day"));
    await expectInError(fields.day, m("results.lookup.dobError"));
    await expectInError(fields.year, m("results.lookup.dobError"));
    await expect(fields.month).not.toHaveAttribute("aria-invalid");
    await expect(tab.getByRole("group", { name: m("results.lookup.dob") })).toHaveAccessibleDescription(
      m("results.lookup.dobError"),
    );
    await expect(liveRegionsWithText(tab)).toHaveCount(0);

    // A day no calendar has (the 31st of February): the day alone, with its own message.
    await fill(tab, m, { ...PASS, day: "31", month: "2" });
    await submit(tab, m);
    await expectFocusOn(tab, "dob-day", "textbox", m("results.lookup.day"));
    await expectInError(fields.day, m("results.lookup.dobImpossible"));
    for (const other of [fields.month, fields.year]) await expect(other).not.toHaveAttribute("aria-invalid");
    await expect(liveRegionsWithText(tab)).toHaveCount(0);

    // A year that has not come (a slip of the keys, 2090 for 2009): the year alone, with its own message.
    await fill(tab, m, { ...PASS, year: String(new Date().getFullYear() + 60) });
    await submit(tab, m);
    await expectFocusOn(tab, "dob-year", "textbox", m("results.lookup.year"));
    await expectInError(fields.year, m("results.lookup.dobFuture"));
    for (const other of [fields.day, fields.month]) await expect(other).not.toHaveAttribute("aria-invalid");
    await expect(liveRegionsWithText(tab)).toHaveCount(0);

    // A seat and a date that find nothing: the sentence that says so takes focus.
    await fill(tab, m, { ...PASS, day: "15" });
    await submit(tab, m);
    await expectNotFound(tab, m, official);
    for (const field of Object.values(fields)) await expect(field).not.toHaveAttribute("aria-invalid");

    // A result: focus on the card's heading, the student's name; no live region says it again.
    await fill(tab, m, PASS);
    await submit(tab, m);
    await expectFocusOn(tab, "result-title", "heading", PASS.name);
    await expect(tab.getByRole("article")).toMatchAriaSnapshot(`- heading /${PASS.name.source}/ [level=3]`);
    await expect(liveRegionsWithText(tab)).toHaveCount(0);
  }

  for (const { path, m, official } of pages)
    test(`with JavaScript (${path}): errors at their fields, each answer focused, nothing on <body>`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectHydrated(page);
      await journeys(page, m, official);
      // The card is read from its top: its heading in the screen's upper third, the figures under it.
      const top = await page.locator("#result-title").evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(page.viewportSize()!.height / 3);
      // The admission answer arrives after the card: the focus stays on the card's heading.
      await expect(page.locator("#answer-title")).toBeVisible();
      await expect(focused(page)).toHaveAttribute("id", "result-title");
      await expect(liveRegionsWithText(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

  for (const { path, m, official } of pages)
    test(`without JavaScript (${path}): the server's page is at the field in error, or at the answer`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      await tab.goto(path);
      await fill(tab, m, { ...PASS, seat: "12", day: "31", month: "2" });
      await submit(tab, m);
      // The seat first, in the form's order; the date's day too, each with its own message.
      await expectFocusOn(tab, "seat", "textbox", m("results.lookup.seat"));
      await expectInError(tab.getByLabel(m("results.lookup.seat")), m("results.lookup.seatError"));
      await expectInError(dob(tab, m).day, m("results.lookup.dobImpossible"));
      await expect(tab.locator("html")).toHaveAttribute("lang", path.startsWith("/en") ? "en" : "ar");
      await fill(tab, m, { ...PASS, day: "15" });
      await submit(tab, m);
      await expectNotFound(tab, m, official);
      await fill(tab, m, PASS);
      await submit(tab, m);
      await expectFocusOn(tab, "result-title", "heading", PASS.name);
      await expect(liveRegionsWithText(tab)).toHaveCount(0);
      await context.close();
    });
});
