/**
 * The CMS as an editor uses it: `npm run cms` (scripts/cms/dev.ts) on a copy of the working tree,
 * the forms at /admin, a save, and what it did to the files and to the page.
 *
 * The copy is a git repository, so what a save changed is what `git` says changed. The CMS saves
 * through its local proxy (decap-server) in file mode, straight into the copy's content/ (the git
 * mode, the editorial workflow, is cms-git.spec.ts's, on ports of its own).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { differences, moveTo, openEntry, publish, publishSaved, PROGRAM, startCms, type Cms } from "./cms-support.ts";
import { parse } from "yaml";
import { zonedDay, zonedInstant } from "#app/lib/zoned-time.ts";
import { fieldsOf } from "#app/content/schema-tree.ts";
import { programSchema } from "#app/content/schema.ts";
import { OFFICE_TIME_ZONE, officeNow } from "#app/admin/forms/office-clock.ts";
import { slugFromTitle } from "#app/admin/forms/slug-from-title.ts";

const ADMISSION = "content/admission.yaml";

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
    // The scientific stream's minimum for Information Technology: 65 → 66.5, typed with a comma as
    // people type it (the number field reads it as the site's own inputs do).
    await openEntry(page, cms.origin, "programs/entries/iti");
    const minimum = page.locator('input[id^="minimum-field-"]').first();
    await expect(minimum).toHaveValue("65", { timeout: 90_000 });
    await minimum.fill("66,5");
    await publish(page);
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });

    // The first day of the admission calendar's first period.
    await openEntry(page, cms.origin, "lists/entries/admission");
    // The results season's start comes first in the form; the calendar's first period is next.
    const start = page.locator('input[id^="start-field-"]').nth(1);
    const oldStart = (cms.before(ADMISSION) as { dates: { start: string }[] }).dates[0].start;
    await expect(start).toHaveValue(oldStart, { timeout: 60_000 });
    const newStart = `${Number(oldStart.slice(0, 4)) + 1}${oldStart.slice(4)}`;
    await start.fill(newStart);
    await publish(page);
    await expect(page.getByText("تم حفظ التغييرات")).toBeVisible({ timeout: 30_000 });

    // Only those two files changed, each in the line of its value and in its `updated` date, which
    // the save stamps with today's day (unless it already was today), and nothing else.
    expect(cms.git("status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([
      ` M ${ADMISSION}`,
      ` M ${PROGRAM}`,
    ]);
    const today = zonedDay(new Date(), "Asia/Hebron");
    for (const [file, value] of [
      [PROGRAM, "admission.minimums.0.minimum"],
      [ADMISSION, "dates.0.start"],
    ] as const) {
      const stamped = (cms.before(file) as { updated: string }).updated !== today;
      const lines = stamped ? 2 : 1;
      expect(cms.git("diff", "--numstat", "--", file).trim()).toMatch(new RegExp(`^${lines}\t${lines}\t`));
      expect(differences(cms.before(file), cms.after(file)).sort()).toEqual(
        stamped ? [value, "updated"].sort() : [value],
      );
      expect((cms.after(file) as { updated: string }).updated).toBe(today);
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

  test("what the build would refuse is never written: the notice at the top names the field in the form's words, and the form is scrolled to it", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Leaving a form with unsaved changes asks first.
    page.on("dialog", (dialog) => void dialog.accept());
    const saved = cms.git("status", "--porcelain");
    const banner = page.locator("#save-problems");
    const program = cms.after(PROGRAM) as { creditHours: number; admission: { minimums: unknown[] } };
    const words = (name: string) => fieldsOf(programSchema).find((f) => f.name === name)!.words.title!;

    // A study plan that no longer sums to its credit hours.
    await openEntry(page, cms.origin, "programs/entries/iti");
    const hours = page.locator('input[id^="creditHours-field-"]');
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
    const second = page.locator('input[id^="minimum-field-"]').nth(1);
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
    await expect(page.locator('input[id^="title-field-"]')).toBeVisible({ timeout: 90_000 });
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
      await page.locator('input[id^="title-field-"]').last().fill(title);
      await page.locator('textarea[id^="text-field-"]').last().fill("تُعقد محاضرات اليوم عن بُعد في مواعيدها المعتادة.");
      await page.locator('[id^="level-field-"]').last().click();
      await page.getByRole("option", { name: "إعلان", exact: true }).click();
      const start = page.locator('input[id^="start-field-"]').last();
      const before = officeNow(new Date());
      await start.locator("..").getByRole("button", { name: "الآن" }).click();
      const after = officeNow(new Date());
      const picked = await start.inputValue();
      expect([before, after]).toContain(picked);
      // An hour later on the same clocks.
      const end = officeNow(
        new Date(zonedInstant(picked.slice(0, 10), picked.slice(11), OFFICE_TIME_ZONE).getTime() + 3_600_000),
      );
      await page.locator('input[id^="end-field-"]').last().fill(end);
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

  test("an officer creates one entry of every folder and edits one of every file through the forms", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // No form asks anything on the way (unsaved changes, a backup to restore): each is declined and reported.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const root = cms.git("rev-parse", "--show-toplevel").trim();
    /** A content file as it is now in the copy: its data, or a Markdown file's front matter. */
    const read = (file: string) => {
      const text = readFileSync(join(root, file), "utf8");
      return parse(file.endsWith(".md") ? text.split(/^---$/m)[1] : text) as Record<string, unknown>;
    };
    const at = (data: unknown, path: string) =>
      path.split(".").reduce((value, key) => (value as Record<string, unknown>)[key], data) as string;
    const filesOf = (dir: string) => cms.git("ls-files", dir).split("\n").filter(Boolean);
    const statusBefore = cms.git("status", "--porcelain").split("\n").filter(Boolean);
    const year = String(zonedDay(new Date(), OFFICE_TIME_ZONE).slice(0, 4));
    const created: { file: string; from?: string; changed?: string[] }[] = [];

    // A program and a college, by the copy of an existing one («إنشاء نسخة»), under a new name: the
    // first program that is not featured (a copy would be a second featured one), and the first college.
    const program = filesOf("content/programs").find((file) => !read(file).featured)!;
    const college = filesOf("content/colleges").sort((a, b) => Number(read(a).order) - Number(read(b).order))[0];
    const lastOrder = Math.max(...filesOf("content/colleges").map((file) => Number(read(file).order)));
    const campus = { name: " في فرع الخليل", nameEn: ", Hebron Campus" };
    const newCollegeName = `${at(read(college), "name")}${campus.name}`;
    for (const [index, source] of [program, college].entries()) {
      const folder = source.split("/")[1];
      const data = read(source);
      const hash = `${folder}/entries/${String(data.slug)}`;
      if (index === 0) await openEntry(page, cms.origin, hash);
      else await moveTo(page, hash);
      const name = page.locator('input[id^="name-field-"]').first();
      await expect(name).toHaveValue(String(data.name), { timeout: 90_000 });
      await page.getByRole("button", { name: "منشور", exact: true }).click();
      await page.getByRole("menuitem", { name: "إنشاء نسخة" }).click();
      await expect(page).toHaveURL(new RegExp(`#/collections/${folder}/new$`));
      // The copy starts with the original's slug; emptied, the save makes it from the English name.
      const slug = page.locator('input[id^="slug-field-"]');
      await expect(slug).toHaveValue(String(data.slug), { timeout: 30_000 });
      await slug.fill("");
      await name.fill(`${String(data.name)}${campus.name}`);
      const nameEn = `${String(data.nameEn)}${campus.nameEn}`;
      await page.locator('input[id^="nameEn-field-"]').first().fill(nameEn);
      const changed = ["slug", "name", "nameEn", "updated"];
      if (folder === "colleges") {
        // Listed after the others.
        await page.locator('input[id^="order-field-"]').fill(String(lastOrder + 1));
        changed.push("order");
      }
      await publishSaved(page);
      created.push({ file: `content/${folder}/${slugFromTitle({ nameEn })}.yaml`, from: source, changed });
      await expect(page).toHaveURL(new RegExp(`#/collections/${folder}/entries/${slugFromTitle({ nameEn })}$`));
    }

    // A news item from scratch, about the new college; its slug is made from its Arabic title.
    await moveTo(page, "news/new");
    const newsTitle = "الجامعة تستقبل طلبتها الجدد في يوم تعريفي";
    const title = page.locator('input[id^="title-field-"]');
    await expect(title).toHaveValue("", { timeout: 30_000 });
    await title.fill(newsTitle);
    await page.locator('input[id^="date-field-"]').locator("..").getByRole("button", { name: "اليوم" }).click();
    await page
      .locator('textarea[id^="summary-field-"]')
      .fill("استقبلت الجامعة طلبتها الجدد في يوم تعريفي جالوا فيه الحرم وتعرّفوا إلى كلياتهم ومكتباتها.");
    await page.locator('[id^="category-field-"]').click();
    await page.getByRole("option", { name: "فعاليات", exact: true }).click();
    await page.locator('[id^="college-field-"]').click();
    // The list shows a few colleges at a time: typed words find the one meant.
    await page.keyboard.type(campus.name.trim());
    await page.getByRole("option", { name: newCollegeName, exact: true }).click();
    await page.locator('.cms-editor-visual [contenteditable="true"]').click();
    await page.keyboard.insertText(
      "جال الطلبة الجدد في الحرم مع أدلّاء من طلبة السنوات الأعلى، ثم التقوا عمداء كلياتهم.",
    );
    await publishSaved(page);
    created.push({ file: `content/news/${slugFromTitle({ title: newsTitle })}.md` });

    // A publication, titled in English as published.
    await moveTo(page, "publications/new");
    const publicationTitle = "Teaching Arabic Reading with Short Stories in the First Grades";
    await expect(title).toHaveValue("", { timeout: 30_000 });
    await title.fill(publicationTitle);
    await page.getByRole("button", { name: /^إضافة / }).click();
    await page.locator('input[id^="authors-field-"]').last().fill("د. سلمى الخطيب");
    await page.locator('[id^="college-field-"]').click();
    // The list shows a few colleges at a time: typed words find the one meant.
    await page.keyboard.type(campus.name.trim());
    await page.getByRole("option", { name: newCollegeName, exact: true }).click();
    await page.locator('input[id^="year-field-"]').fill(year);
    await page.locator('[id^="type-field-"]').click();
    await page.getByRole("option", { name: "تقرير", exact: true }).click();
    await page.locator('input[id^="venue-field-"]').fill("منشورات الجامعة، رام الله");
    await page
      .locator('textarea[id^="abstract-field-"]')
      .fill("يعرض التقرير تجربة تعليم القراءة بالقصص القصيرة في الصفوف الأولى ونتائجها في مدارس رام الله.");
    await publishSaved(page);
    created.push({ file: `content/publications/${slugFromTitle({ title: publicationTitle })}.yaml` });

    // A partner, named in Arabic.
    await moveTo(page, "partners/new");
    const partnerName = "مركز الأمل للتأهيل";
    const partner = page.locator('input[id^="name-field-"]');
    await expect(partner).toHaveValue("", { timeout: 30_000 });
    await partner.fill(partnerName);
    await page.locator('[id^="type-field-"]').click();
    await page.getByRole("option", { name: "صحية", exact: true }).click();
    await page.locator('input[id^="country-field-"]').fill("فلسطين");
    await page.locator('input[id^="since-field-"]').fill(year);
    await page
      .locator('textarea[id^="description-field-"]')
      .fill("يتعاون المركز مع الجامعة في برامج التأهيل والعلاج الطبيعي.");
    await page
      .locator('textarea[id^="benefits-field-"]')
      .fill("تدريب ميداني لطلبة العلوم الطبية والصحية في أقسام المركز.");
    await publishSaved(page);
    created.push({ file: `content/partners/${slugFromTitle({ name: partnerName })}.yaml` });

    // One value in each file, and in the first page (pages are fixed: edited, never added): words added to
    // a text, or to the first item of a list (opened first: long items start closed), whose own date of
    // last change is set to today, as its hint asks.
    const page0 = filesOf("content/pages")[0];
    const edits = [
      {
        file: page0,
        hash: `pages/entries/${page0.replace(/^content\/pages\/|\.md$/g, "")}`,
        path: "description",
        more: " وتُراجع هذه الصفحة كل عام.",
      },
      {
        file: "content/site.yaml",
        hash: "lists/entries/site",
        path: "hoursNote",
        more: " وفي رمضان يبدأ الدوام في التاسعة صباحًا.",
      },
      {
        file: ADMISSION,
        hash: "lists/entries/admission",
        path: "equivalenceStreams",
        more: " وتُرفق المعادلة بطلب الالتحاق.",
      },
      { file: "content/streams.yaml", hash: "lists/entries/streams", path: "streams.0.inText", more: " في التوجيهي" },
      {
        file: "content/degrees.yaml",
        hash: "lists/entries/degrees",
        path: "degrees.0.name",
        more: " (درجة جامعية أولى)",
      },
      { file: "content/faq.yaml", hash: "lists/entries/faq", path: "groups.0.title", more: " والتسجيل" },
      {
        file: "content/news.yaml",
        hash: "lists/entries/newsPage",
        path: "lead",
        more: " وتُنشر فيها الأخبار أولًا بأول.",
      },
      {
        file: "content/notices.yaml",
        hash: "notices/entries/notices",
        path: "notices.0.text",
        more: " وتُعلن أي تغييرات على صفحة الأخبار.",
      },
      {
        file: "content/templates/college.yaml",
        hash: "templates/entries/templateCollege",
        path: "summary",
        more: " ويُراجع هذا النص كل عام.",
      },
      {
        file: "content/templates/program.yaml",
        hash: "templates/entries/templateProgram",
        path: "summary",
        more: " ويُراجع هذا النص كل عام.",
      },
    ];
    const before = Object.fromEntries(edits.map(({ file }) => [file, read(file)]));
    for (const { file, hash, path, more } of edits) {
      await moveTo(page, hash);
      const [list, , key = path] = path.split(".");
      const value = at(before[file], path);
      const field = page.locator(`[id^="${key}-field-"]:is(input, textarea)`).first();
      const item = page.locator(`[id^="${list}-field-"]`).first().locator(":scope > div:nth-child(2) > div").first();
      if (key !== path) {
        // The list's first item, opened by the button at the head of its bar.
        await expect(item).toBeVisible({ timeout: 30_000 });
        if (!(await field.isVisible())) await item.getByRole("button").first().click();
      }
      await expect(field).toHaveValue(value, { timeout: 30_000 });
      await field.fill(`${value}${more}`);
      // An item's own date of last change: today, as its hint asks.
      const updated = item.locator('input[id^="updated-field-"]');
      if (key !== path && (await updated.count()))
        await updated.first().locator("..").getByRole("button", { name: "اليوم" }).click();
      await publishSaved(page);
    }

    // Exactly the new files and the changed ones, besides what the tests before changed.
    const expected = [...created.map(({ file }) => `?? ${file}`), ...edits.map(({ file }) => ` M ${file}`)];
    expect(cms.git("status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual(
      [...new Set([...statusBefore, ...expected])].sort(),
    );
    // Each new file is named after its slug; a copy differs from its original in its names only.
    for (const { file, from, changed } of created) {
      const data = read(file);
      expect(file).toBe(`${file.slice(0, file.lastIndexOf("/"))}/${String(data.slug)}.${file.split(".").at(-1)}`);
      if (from) expect(changed).toEqual(expect.arrayContaining(differences(read(from), data)));
    }
    // Each edit changed its value, and at most the dates of last change besides.
    for (const { file, path, more } of edits) {
      const after = read(file);
      expect(at(after, path)).toBe(`${at(before[file], path)}${more}`);
      for (const changed of differences(before[file], after))
        expect([path, "updated"]).toContain(changed.replace(/^.*\.updated$/, "updated"));
    }
    expect(dialogs).toEqual([]);
  });

  test("what the CMS wrote passes the gate: content:format --check and content:check", () => {
    const root = cms.git("rev-parse", "--show-toplevel").trim();
    for (const script of ["scripts/content-format.ts", "scripts/content-check.ts"])
      execFileSync(process.execPath, ["--import", "tsx", script, ...(script.includes("format") ? ["--check"] : [])], {
        cwd: root,
        stdio: "pipe",
      });
  });
});
