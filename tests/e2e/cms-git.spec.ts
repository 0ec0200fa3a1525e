/**
 * The CMS's editorial workflow as the offices use it: `npm run cms` with MODE=git (scripts/cms/dev.ts)
 * on a git copy of the working tree, where a save is a draft committed on a branch of its own, a
 * reviewer sets it ready, and publishing merges it into main. On ports of its own (cms-files.spec.ts,
 * the file mode, uses others), so the two can run at once. The one CMS test with the admin page
 * from source, as `npm run cms` serves it by default (the others use its build, cms-support.ts).
 */
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { openEntry, PROGRAM, startCms, type Cms, arabicOnly } from "./cms-support.ts";

test.describe("npm run cms with MODE=git: the editorial workflow", () => {
  test.describe.configure({ mode: "serial" });
  let cms: Cms;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cms = await startCms("git", 5191, 8191, { admin: "source" });
  });
  test.afterAll(() => cms?.stop());

  test("a change is saved as a draft on a branch of its own, set ready by a reviewer, and published into main", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    page.on("dialog", (dialog) => void dialog.accept());
    const original = cms.git("show", `main:${PROGRAM}`);
    const minimumOn = (ref: string) =>
      (parse(cms.git("show", `${ref}:${PROGRAM}`)) as { admission: { minimums: { minimum: number }[] } }).admission
        .minimums[0].minimum;

    // A dean's office drafts: the save is a commit on cms/programs/iti; main is untouched.
    await openEntry(page, cms.origin, "programs/entries/iti");
    const minimum = page.locator(arabicOnly('input[id^="minimum-field-"]')).first();
    await expect(minimum).toHaveValue("65", { timeout: 90_000 });
    await minimum.fill("67");
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });
    expect(cms.git("branch", "--list", "cms/*").trim()).toBe("cms/programs/iti");
    expect(minimumOn("cms/programs/iti")).toBe(67);
    expect(cms.git("show", `main:${PROGRAM}`)).toBe(original);

    // The web office reviews: ready, then publish, which merges the branch into main.
    await page.getByRole("button", { name: "الحالة: مسودة" }).click();
    await page.getByRole("menuitem", { name: "جاهز للنشر" }).click();
    await expect(page.getByRole("button", { name: "الحالة: جاهز للنشر" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page.getByRole("menuitem", { name: "النشر الآن" }).click();
    await expect.poll(() => minimumOn("main"), { timeout: 30_000 }).toBe(67);
    // The proxy merges, then deletes the branch: two steps, so the branch may outlive the merge a moment.
    await expect.poll(() => cms.git("branch", "--list", "cms/*").trim(), { timeout: 30_000 }).toBe("");
  });
});
