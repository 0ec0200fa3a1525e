/**
 * The CMS as an editor uses it: `npm run cms` (scripts/cms/dev.ts) on a copy of the working tree,
 * the forms at /admin, a save, and what it did to the files and to the page.
 *
 * The copy is a git repository, so what a save changed is what `git` says changed. The CMS saves
 * through its local proxy (decap-server) in file mode, straight into the copy's content/ (the git
 * mode, the editorial workflow, is cms-git.spec.ts's, on ports of its own).
 */
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import {
  differences,
  expectContentPassesGate,
  openEntry,
  publish,
  publishSaved,
  PROGRAM,
  startCms,
  withoutPreview,
  type Cms,
  arabicOnly,
} from "./cms-support.ts";
import { zonedDay, zonedInstant } from "#app/lib/zoned-time.ts";
import { programPath } from "#app/lib/paths.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { ENGLISH_KEY } from "#app/content/english-form.ts";
import { fieldsOf } from "#app/content/schema-tree.ts";
import { programSchema } from "#app/content/schema.ts";
import { OFFICE_TIME_ZONE, officeNow } from "#app/admin/forms/office-clock.ts";

const ADMISSION = "content/admission.yaml";
/** The program's first stream minimum, as its file has it. */
const minimumOf = (program: unknown) =>
  (program as { admission: { minimums: { minimum: number }[] } }).admission.minimums[0].minimum;

test.describe("npm run cms, saving straight to the files", () => {
  test.describe.configure({ mode: "serial" });
  let cms: Cms;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cms = await startCms("fs", 5190, 8190);
  });
  test.afterAll(() => cms?.stop());

  test("an editor changes one minimum and one admission date: only those values change, the content passes its check, and the page shows the new figure", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await withoutPreview(page);
    // The scientific stream's minimum for Information Technology: 65 → 66.5, typed with a comma as
    // people type it (the number field reads it as the site's own inputs do).
    await openEntry(page, cms.origin, "programs/entries/iti");
    const minimum = page.locator(arabicOnly('input[id^="minimum-field-"]')).first();
    await expect(minimum).toHaveValue("65", { timeout: 90_000 });
    await minimum.fill("66,5");
    await publish(page);
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });

    // The first day of the admission calendar's first period.
    await openEntry(page, cms.origin, "lists/entries/admission");
    // The results season's start comes first in the form; the calendar's first period is next.
    const start = page.locator(arabicOnly('input[id^="start-field-"]')).nth(1);
    const oldStart = (cms.before(ADMISSION) as { dates: { start: string }[] }).dates[0].start;
    await expect(start).toHaveValue(oldStart, { timeout: 60_000 });
    const newStart = `${Number(oldStart.slice(0, 4)) + 1}${oldStart.slice(4)}`;
    await start.fill(newStart);
    // The day in Palestine on each side of the save: a run that crosses midnight may stamp either.
    const dayBefore = zonedDay(new Date(), "Asia/Hebron");
    await publish(page);
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });
    const saveDays = [dayBefore, zonedDay(new Date(), "Asia/Hebron")];

    // Only those two files changed, each in the line of its value and in its `updated` date, which
    // the save stamps with today's day (unless it already was today), and nothing else.
    expect(cms.git("status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([
      ` M ${ADMISSION}`,
      ` M ${PROGRAM}`,
    ]);
    for (const [file, value] of [
      [PROGRAM, "admission.minimums.0.minimum"],
      [ADMISSION, "dates.0.start"],
    ] as const) {
      const today = (cms.after(file) as { updated: string }).updated;
      expect(saveDays).toContain(today);
      const stamped = (cms.before(file) as { updated: string }).updated !== today;
      const lines = stamped ? 2 : 1;
      expect(cms.git("diff", "--numstat", "--", file).trim()).toMatch(new RegExp(`^${lines}\t${lines}\t`));
      expect(differences(cms.before(file), cms.after(file)).sort()).toEqual(
        stamped ? [value, "updated"].sort() : [value],
      );
    }
    expect(
      (cms.after(PROGRAM) as { admission: { minimums: { minimum: number }[] } }).admission.minimums[0].minimum,
    ).toBe(66.5);
    expect((cms.after(ADMISSION) as { dates: { start: string }[] }).dates[0].start).toBe(newStart);

    // What the CMS wrote is what the build accepts.
    execFileSync(process.execPath, ["--import", "tsx", "scripts/content-check.ts"], {
      cwd: cms.git("rev-parse", "--show-toplevel").trim(),
      stdio: "pipe",
    });

    // The page, rendered again from the saved files, shows the new minimum in its admission table.
    await page.goto(`${cms.origin}/colleges/it/iti`);
    await expect(page.locator("main")).toContainText("66.5");
  });

  test("after a save, a field set back to its earlier value is a change: «نشر» is offered and the file gets the value back", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await withoutPreview(page);
    await openEntry(page, cms.origin, "programs/entries/iti");
    const minimum = page.locator(arabicOnly('input[id^="minimum-field-"]')).first();
    const earlier = String(minimumOf(cms.after(PROGRAM)));
    await expect(minimum).toHaveValue(earlier, { timeout: 90_000 });
    const formBefore = await minimum.getAttribute("id");
    await minimum.fill("70");
    await publishSaved(page);
    expect(minimumOf(cms.after(PROGRAM))).toBe(70);
    // The form opens again from the file written (its fields are new ones), still saying it is saved.
    await expect(minimum).not.toHaveAttribute("id", formBefore!, { timeout: 30_000 });
    await expect(minimum).toHaveValue("70");
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible();

    // Back to the value it had: a change, which the toolbar offers to publish, and which is written.
    await minimum.fill(earlier);
    await expect(page.getByText("تم حفظ التغييرات")).toHaveCount(0);
    await publishSaved(page);
    expect(String(minimumOf(cms.after(PROGRAM)))).toBe(earlier);
  });

  test("an editor rewrites the program's English summary in its group «النسخة الإنجليزية»: only that text changes, and the English page shows it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withoutPreview(page);
    const before = cms.after(PROGRAM) as { college: string; slug: string; updated: string; en: { summary: string } };
    await openEntry(page, cms.origin, "programs/entries/iti");
    // The form's English groups are closed; the program's own holds its English summary.
    const summary = page.locator('textarea[id^="summary-field-"]').filter({ hasText: before.en.summary.slice(0, 40) });
    await expect(summary).toHaveCount(1, { timeout: 90_000 });
    const group = page.locator('[id^="en-field-"]').filter({ has: summary });
    await group.getByTestId("expand-button").first().click();
    await expect(summary).toBeVisible();
    const rewritten = `${before.en.summary} Graduates work in every sector that runs on networks.`;
    await summary.fill(rewritten);
    await publish(page);
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => (cms.after(PROGRAM) as { en: { summary: string } }).en.summary).toBe(rewritten);
    const stamped = before.updated !== zonedDay(new Date(), "Asia/Hebron");
    expect(differences(before, cms.after(PROGRAM)).sort()).toEqual(
      stamped ? ["en.summary", "updated"] : ["en.summary"],
    );
    await page.goto(`${cms.origin}${inLocale(programPath(before.college, before.slug), ENGLISH_KEY)}`);
    await expect(page.locator("main")).toContainText("Graduates work in every sector that runs on networks.");
  });

  test("what the build would refuse is never written: the notice at the top names the field in the form's words, and the form is scrolled to it", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await withoutPreview(page);
    // Leaving a form with unsaved changes asks first.
    page.on("dialog", (dialog) => void dialog.accept());
    const saved = cms.git("status", "--porcelain");
    const banner = page.locator("#save-problems");
    const program = cms.after(PROGRAM) as { creditHours: number; admission: { minimums: unknown[] } };
    const words = (name: string) => fieldsOf(programSchema).find((f) => f.name === name)!.words.title!;

    // A study plan that no longer sums to its credit hours.
    await openEntry(page, cms.origin, "programs/entries/iti");
    const hours = page.locator(arabicOnly('input[id^="creditHours-field-"]'));
    await expect(hours).toHaveValue(String(program.creditHours), { timeout: 90_000 });
    await page.mouse.wheel(0, 20_000);
    await hours.fill(String(program.creditHours + 1));
    await page.locator("body").press("End");
    await publish(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: words("creditHours") })).toBeVisible();
    await expect(banner).toContainText(String(program.creditHours + 1));
    await expect(hours).toBeInViewport();

    // A minimum out of range, in the second row of the list: the banner names the row.
    await hours.fill(String(program.creditHours));
    const second = page.locator(arabicOnly('input[id^="minimum-field-"]')).nth(1);
    await second.fill("120");
    await publish(page);
    await expect(banner).toContainText("(البند 2)");
    await expect(banner).toContainText("اكتب رقمًا لا يزيد على 100");
    await expect(second).toBeInViewport();

    // A number that could mean two things.
    await second.fill("1,200");
    await expect(page.getByText("بلا فاصل بين الآلاف").first()).toBeVisible();
    await publish(page);
    await expect(banner).toContainText("بلا فاصل بين الآلاف");

    // A new news item published untouched: the required fields, listed and marked, nothing else.
    await openEntry(page, cms.origin, "news/new");
    await expect(page.locator(arabicOnly('input[id^="title-field-"]'))).toBeVisible({ timeout: 90_000 });
    await publish(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("هذا الحقل مطلوب");
    expect(cms.git("status", "--porcelain")).toBe(saved);
    expect((cms.after(PROGRAM) as { admission: { minimums: unknown[] } }).admission.minimums).toEqual(
      program.admission.minimums,
    );
  });

  for (const timezoneId of ["Asia/Hebron", "UTC"]) {
    test(`an urgent notice set «from now for an hour» on a computer in ${timezoneId} shows on the site at once, on Palestine's clocks`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      const title = `تنبيه تجريبي من حاسوب بتوقيت ${timezoneId}`;
      await openEntry(page, cms.origin, "notices/entries/notices");
      await page.getByRole("button", { name: /^إضافة / }).click({ timeout: 90_000 });
      await page.locator(arabicOnly('input[id^="title-field-"]')).last().fill(title);
      await page
        .locator(arabicOnly('textarea[id^="text-field-"]'))
        .last()
        .fill("تُعقد محاضرات اليوم عن بُعد في مواعيدها المعتادة.");
      await page.locator(arabicOnly('[id^="level-field-"]')).last().click();
      await page.getByRole("option", { name: "إعلان", exact: true }).click();
      const start = page.locator(arabicOnly('input[id^="start-field-"]')).last();
      // «الآن» is the server's time as the page learnt it from a `Date` header: to the second, so
      // up to a second behind this clock (the same machine's).
      const before = officeNow(new Date(Date.now() - 2_000));
      await start.locator("..").getByRole("button", { name: "الآن" }).click();
      const after = officeNow(new Date());
      const picked = await start.inputValue();
      expect([before, after]).toContain(picked);
      // An hour later on the same clocks.
      const end = officeNow(
        new Date(zonedInstant(picked.slice(0, 10), picked.slice(11), OFFICE_TIME_ZONE).getTime() + 3_600_000),
      );
      await page.locator(arabicOnly('input[id^="end-field-"]')).last().fill(end);
      // The preview says it shows now, by the server's clock.
      const preview = page.frameLocator("iframe").first();
      await expect(preview.locator('li[data-state="live"]', { hasText: title })).toContainText("يظهر الآن");
      await publish(page);
      await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });

      const written = (cms.after("content/notices.yaml") as { notices: Record<string, string>[] }).notices.at(-1)!;
      expect(written).toMatchObject({ title, start: picked, end, timeZone: OFFICE_TIME_ZONE });
      // The site shows it now.
      await page.goto(`${cms.origin}/`);
      await expect(page.getByText(title)).toBeVisible({ timeout: 30_000 });
      await context.close();
    });
  }

  test("what the CMS wrote passes the gate: content:format --check and content:check", () => {
    expectContentPassesGate(cms);
  });
});
