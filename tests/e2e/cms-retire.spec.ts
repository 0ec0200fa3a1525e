/**
 * The rarer tasks of an admission officer, through the CMS's forms (`npm run cms`, file mode, on a
 * copy of the working tree): a delete that others point at is refused and names them; a program
 * is retired by its field, and its page then says so while the lists leave it out; a copy is
 * refused until what must be its own is; a notice whose end has passed is refused. One server for
 * the file, its tests in one chain. Subjects are chosen by what they are in the content.
 */
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { readContentFiles } from "#app/content/files.node.ts";
import { collegePath, programPath } from "#app/lib/paths.ts";
import { arabicOnly, openEntry, publish, publishSaved, startCms, withoutPreview, type Cms } from "./cms-support.ts";

interface ProgramFile {
  slug: string;
  name: string;
  college: string;
  alternatives?: string[];
  retired?: boolean;
}
const files = readContentFiles();
const programs = Object.entries(files)
  .filter(([f]) => f.startsWith("content/programs/"))
  .map(([file, text]) => ({ file, data: parse(text) as ProgramFile }));
// A program another program lists among its alternatives: the subject of the delete and the retirement.
const listed = programs.find(
  (p) => !p.data.retired && programs.some((q) => q.data.alternatives?.includes(p.data.slug)),
)!;
const referrers = programs.filter((q) => q.data.alternatives?.includes(listed.data.slug));
// Another program, to copy.
const original = programs.find((p) => p !== listed && !p.data.retired)!;

test.describe("an officer's rarer tasks: delete, retire, copy, an ended notice", () => {
  test.describe.configure({ mode: "serial" });
  let cms: Cms;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cms = await startCms("fs", 3252, 3253);
  });
  test.afterAll(() => cms?.stop());

  test("a program others list among their alternatives is not deleted: the notice names them; then it is retired, and its page says so", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await withoutPreview(page);
    page.on("dialog", (dialog) => void dialog.accept());
    await openEntry(page, cms.origin, `programs/entries/${listed.data.slug}`);
    const retired = page.locator(arabicOnly('[id^="retired-field-"]'));
    await expect(retired).toBeVisible({ timeout: 90_000 });

    await page.getByRole("button", { name: "حذف العنصر", exact: true }).click();
    const refusal = page.getByText(/تعذّر حذف العنصر/);
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    for (const r of referrers) await expect(refusal).toContainText(`«${r.data.name}»`);
    await expect(refusal).toContainText("أُوقف القبول فيه");
    expect(cms.git("status", "--porcelain")).toBe("");

    // Retired instead, through its field.
    await retired.click();
    await publishSaved(page);
    expect((cms.after(listed.file) as ProgramFile).retired).toBe(true);

    // Its page still answers and says it no longer admits, pointing to its college.
    await page.goto(`${cms.origin}${programPath(listed.data.college, listed.data.slug)}`);
    await expect(page.getByRole("heading", { name: "لا يقبل هذا البرنامج طلابًا جددًا" })).toBeVisible({
      timeout: 60_000,
    });
    const notice = page.locator("section[aria-labelledby='retired-title']");
    await expect(notice.locator(`a[href="${collegePath(listed.data.college)}"]`)).toBeVisible();
    // Its college's page no longer lists it.
    await page.goto(`${cms.origin}${collegePath(listed.data.college)}`);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator(`main a[href="${programPath(listed.data.college, listed.data.slug)}"]`)).toHaveCount(0);
  });

  test("a copy of a program is refused until its identifier, name and summary are its own", async ({ page }) => {
    test.setTimeout(180_000);
    await withoutPreview(page);
    page.on("dialog", (dialog) => void dialog.accept());
    const saved = cms.git("status", "--porcelain");
    await openEntry(page, cms.origin, `programs/entries/${original.data.slug}`);
    await expect(page.locator(arabicOnly('[id^="name-field-"]')).first()).toHaveValue(original.data.name, {
      timeout: 90_000,
    });
    // An entry with nothing to save shows «منشور», whose menu offers the copy.
    await page.getByRole("button", { name: "منشور", exact: true }).click();
    await page.getByRole("menuitem", { name: "إنشاء نسخة" }).click();
    await expect(page).toHaveURL(/\/new$/);
    await expect(page.locator(arabicOnly('[id^="name-field-"]')).first()).toHaveValue(original.data.name);
    await publish(page);
    const banner = page.locator("#save-problems");
    await expect(banner).toBeVisible({ timeout: 30_000 });
    for (const field of ["المعرّف", "الاسم", "الملخص"])
      await expect(banner.getByRole("button", { name: field, exact: true })).toBeVisible();
    expect(cms.git("status", "--porcelain")).toBe(saved);
  });

  test("a notice whose end has already passed is refused before it is saved", async ({ page }) => {
    test.setTimeout(180_000);
    await withoutPreview(page);
    const saved = cms.git("status", "--porcelain");
    await openEntry(page, cms.origin, "notices/entries/notices");
    await page.getByRole("button", { name: /^إضافة / }).click({ timeout: 90_000 });
    await page.locator(arabicOnly('input[id^="title-field-"]')).last().fill("تنبيه كُتب بعد انتهائه");
    await page.locator(arabicOnly('textarea[id^="text-field-"]')).last().fill("تُعقد المحاضرات عن بُعد.");
    await page.locator(arabicOnly('[id^="level-field-"]')).last().click();
    await page.getByRole("option", { name: "إعلان", exact: true }).click();
    // Yesterday's morning, on any clock.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.locator(arabicOnly('input[id^="start-field-"]')).last().fill(`${day}T08:00`);
    await page.locator(arabicOnly('input[id^="end-field-"]')).last().fill(`${day}T10:00`);
    await publish(page);
    const banner = page.locator("#save-problems");
    await expect(banner).toContainText("انتهى وقت ظهور هذا التنبيه قبل حفظه", { timeout: 30_000 });
    expect(cms.git("status", "--porcelain")).toBe(saved);
  });
});
