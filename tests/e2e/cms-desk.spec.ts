/**
 * The office's desk in the CMS (`npm run cms`, file mode, on a copy of the working tree): one
 * server and one copy for four walks that touch different files, one after the other (a server's
 * start and its first page cost some 10 CPU-seconds; decision 025):
 *
 * 1. The rarer tasks of an admission officer: a delete that others point at is refused and names
 *    them; a program is retired by its field, and its page then says so while the lists leave it
 *    out; a copy is refused until what must be its own is; a notice whose end has passed is
 *    refused. First, while the copy is as the working tree has it.
 * 2. The CMS's own interface as the university's office sees it (app/admin/office-chrome.ts): the
 *    login screen names the university, the interface reads right to left, list headings put their
 *    count after their words, the preview's buttons keep off the page they preview, no button that
 *    does nothing, the admission, questions and applicants' files, a partner and a publication
 *    preview as their pages (a file that is no page has no preview pane), and a jump by address
 *    from one entry to another opens the other entry.
 * 3. The hard cases of an office's news item (issue 54): a Word document pasted into its text keeps
 *    its heading, paragraphs, lists and link and nothing else, and the editor stays up; the
 *    headings menu offers the levels the page shows, each a different one; a picture
 *    chosen for it brings its width and height, read from the file, and asks for its description;
 *    what a screen reader hears of the form's controls is Arabic, never a field's key or
 *    Decap's English («حقل list», «Remove …», «No options»).
 * 4. Files the CMS did not write and cannot read (app/admin/unreadable-file.ts): a news file whose
 *    front matter is JavaScript (`---js`) is never run, and the list names it by why; a notices
 *    file a hand edit broke is never written over from its empty form. Last: they plant files.
 *
 * Subjects are chosen by what they are in the content. Each walk has its own browser page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { readContentFiles } from "#app/content/files.node.ts";
import { SINGLE_FILES, folderOfFile } from "#app/content/content-files.ts";
import { cmsConfig } from "#app/admin/cms-config.ts";
import { PROSE_ALLOW_LIST } from "#app/content/markdown.ts";
import { collegePath, programPath } from "#app/lib/paths.ts";
import { arabicOnly, openEntry, publish, publishSaved, startCms, withoutPreview, type Cms } from "./cms-support.ts";
import { messageOf, registry } from "./support.ts";

// One chain: the walks share the copy, and the first expects it as the working tree has it.
test.describe.configure({ mode: "serial" });
let cms: Cms;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  cms = await startCms("fs", 5192, 8192);
});
test.afterAll(() => cms?.stop());

/** What a front matter run as JavaScript would set on the CMS's page. */
const RAN = "__frontMatterRan";

/** A walk's own browser page, opened before its first test and closed after its last. */
function walkPage(viewport: { width: number; height: number }, use: (page: Page) => void) {
  let opened: Page | undefined;
  test.beforeAll(async ({ browser }) => use((opened = await browser.newPage({ viewport }))));
  test.afterAll(async () => {
    await opened?.close();
  });
}

/** Adds a notice at the end of the notices form, as an officer fills it in: shown on `day` from 08:00 to 10:00. */
async function addNotice(page: Page, title: string, day: string) {
  await page.getByRole("button", { name: /^إضافة / }).click({ timeout: 90_000 });
  await page.locator(arabicOnly('input[id^="title-field-"]')).last().fill(title);
  await page.locator(arabicOnly('textarea[id^="text-field-"]')).last().fill("تُعقد المحاضرات عن بُعد.");
  await page.locator(arabicOnly('[id^="level-field-"]')).last().click();
  await page.getByRole("option", { name: "إعلان", exact: true }).click();
  await page.locator(arabicOnly('input[id^="start-field-"]')).last().fill(`${day}T08:00`);
  await page.locator(arabicOnly('input[id^="end-field-"]')).last().fill(`${day}T10:00`);
}

// 1. The rarer tasks.
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
    // Yesterday's morning, on any clock.
    await addNotice(page, "تنبيه كُتب بعد انتهائه", new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await publish(page);
    const banner = page.locator("#save-problems");
    await expect(banner).toContainText("انتهى وقت ظهور هذا التنبيه قبل حفظه", { timeout: 30_000 });
    expect(cms.git("status", "--porcelain")).toBe(saved);
  });
});

// 2. The interface.
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
  // One page for the whole walk, as an officer would have it: Decap takes seconds of CPU to load,
  // and each test goes on from where the last one left off.
  let page: Page;
  walkPage({ width: 1280, height: 800 }, (opened) => (page = opened));

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

  test("the admission file's preview is the admission page's year as the form has it: its calendar, scholarships and documents, and its English page", async () => {
    test.setTimeout(120_000);
    interface Admission {
      dates: { label: string; en?: { label: string } }[];
      scholarships: { name: string; conditions: string }[];
      documents: string[];
    }
    const admission = parse(files[SINGLE_FILES.admission.file]) as Admission;
    await openEntry(page, cms.origin, "lists/entries/admission");
    const preview = page.frameLocator("#preview-pane");
    const arabic = preview.locator('[data-preview-language="ar"]');
    await expect(arabic.locator("h1")).toHaveText(messageOf("/", "page.admission-keys"), { timeout: 60_000 });
    for (const text of [
      ...admission.dates.map((d) => d.label),
      ...admission.scholarships.flatMap((s) => [s.name, s.conditions]),
      ...admission.documents,
    ])
      await expect(arabic).toContainText(text);
    // A label typed into the form is in the preview before any save.
    const label = page.locator(arabicOnly('input[id^="label-field-"]')).first();
    await expect(label).toHaveValue(admission.dates[0].label);
    const typed = `${admission.dates[0].label} (موعد معدّل)`;
    await label.fill(typed);
    await expect(arabic.getByText(typed, { exact: true })).toBeVisible();
    // Under it, the English page, left to right, in English.
    const english = preview.locator('[data-preview-language="en"]');
    await expect(english).toHaveAttribute("dir", "ltr");
    await expect(english.locator("h1")).toHaveText(messageOf("/en", "page.admission-keys"));
    await expect(english).toContainText(admission.dates.find((d) => d.en)!.en!.label);
    expect(await english.innerText()).not.toMatch(/[\u0600-\u06FF]/);
  });

  test("the questions file's preview is the help page with every answer open, and its English page", async () => {
    test.setTimeout(120_000);
    interface Faq {
      groups: { title: string; questions: { question: string; answer: string[]; en?: { question: string } }[] }[];
    }
    const faq = parse(files[SINGLE_FILES.faq.file]) as Faq;
    // The admission form's label is left unsaved: the change is given up when the CMS asks.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await openEntry(page, cms.origin, "lists/entries/faq");
    const preview = page.frameLocator("#preview-pane");
    const arabic = preview.locator('[data-preview-language="ar"]');
    await expect(arabic.locator("h1")).toHaveText(messageOf("/", "page.help"), { timeout: 90_000 });
    expect(asked).not.toBe("");
    await expect(arabic.locator("h2")).toHaveText(faq.groups.map((g) => g.title));
    const questions = faq.groups.flatMap((g) => g.questions);
    await expect(arabic.locator("details[open] > summary > span:first-child")).toHaveText(
      questions.map((q) => q.question),
    );
    for (const q of questions) await expect(arabic.getByText(q.answer[0], { exact: true })).toBeVisible();
    const english = preview.locator('[data-preview-language="en"]');
    await expect(english.locator("h1")).toHaveText(messageOf("/en", "page.help"));
    await expect(english).toContainText(questions.find((q) => q.en)!.en!.question);
  });

  test("a partner's and a publication's previews are their entries as their pages list them, under the page's title, and in English; the page for applicants from abroad is its page", async () => {
    test.setTimeout(120_000);
    interface Entry {
      name?: string;
      title?: string;
      description?: string;
      abstract?: string;
      en?: { name?: string; title?: string; abstract?: string };
    }
    // Of each folder, an entry written in English too.
    const written = (folder: "partners" | "publications") =>
      Object.entries(files)
        .filter(([file]) => folderOfFile(file)?.name === folder)
        .map(([file, text]) => ({
          slug: file
            .split("/")
            .pop()!
            .replace(/\.yaml$/, ""),
          data: parse(text) as Entry,
        }))
        .find((e) => e.data.en)!;
    const partner = written("partners");
    const publication = written("publications");
    const preview = page.frameLocator("#preview-pane");
    const arabic = preview.locator('[data-preview-language="ar"]');
    const english = preview.locator('[data-preview-language="en"]');

    // A file that is no page (the university's settings) opens with no preview pane beside its form.
    await openEntry(page, cms.origin, "lists/entries/site");
    await expect(page.locator(arabicOnly('input[id^="name-field-"]')).first()).toHaveValue(registry.site.name, {
      timeout: 90_000,
    });
    await expect(page.locator("#preview-pane")).toHaveCount(0);

    await openEntry(page, cms.origin, `partners/entries/${partner.slug}`);
    await expect(arabic.locator("h1")).toHaveText(messageOf("/", "page.partnerships"), { timeout: 90_000 });
    await expect(arabic.locator("h2")).toHaveText(partner.data.name!);
    await expect(arabic).toContainText(partner.data.description!);
    await expect(english.locator("h2")).toHaveText(partner.data.en!.name!);

    await openEntry(page, cms.origin, `publications/entries/${publication.slug}`);
    await expect(arabic.locator("h1")).toHaveText(messageOf("/", "page.publications"), { timeout: 90_000 });
    await expect(arabic.locator("h2")).toHaveText(publication.data.title!);
    // Its abstract open, to be read.
    await expect(arabic.getByText(publication.data.abstract!)).toBeVisible();
    await expect(english.locator("h2")).toHaveText(publication.data.en!.title!);
    await expect(english.getByText(publication.data.en!.abstract!)).toBeVisible();

    // The page for applicants from abroad: its office and its paragraphs, as its file has them.
    interface International {
      office: { name: string; email: string; en: { name: string } };
      instruction: { text: string[] };
    }
    const international = parse(files[SINGLE_FILES.international.file]) as International;
    await openEntry(page, cms.origin, "international/entries/international");
    await expect(arabic.locator("h1")).toHaveText(messageOf("/", "page.international-applicants"), {
      timeout: 90_000,
    });
    for (const text of [international.office.name, international.office.email, ...international.instruction.text])
      await expect(arabic).toContainText(text);
    await expect(english.locator("h1")).toHaveText(messageOf("/en", "page.international-applicants"));
    await expect(english).toContainText(international.office.en.name);

    // Back to the first program, for the tests after this one.
    await openEntry(page, cms.origin, `programs/entries/${first}`);
    await expect(page.locator(arabicOnly('input[id^="name-field-"]')).first()).toHaveValue(program(first).name, {
      timeout: 90_000,
    });
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

  test("a jump by address from a new entry's form to an entry, of another folder or its own, shows that entry's values", async () => {
    test.setTimeout(180_000);
    const name = page.locator(arabicOnly('input[id^="name-field-"]')).first();
    // Ending where the last test left the page, at the second program, for the tests after it.
    for (const [from, slug] of [
      ["programs", first],
      ["publications", second],
    ] as const) {
      await page.evaluate((to) => (window.location.hash = to), `#/collections/${from}/new`);
      await expect(page.locator(arabicOnly('input[id^="slug-field-"]')).first()).toHaveValue("", { timeout: 60_000 });
      // Decap drew the entry with no values (and, from another folder's form, some fields in its widgets).
      await page.evaluate((to) => (window.location.hash = to), `#/collections/programs/entries/${slug}`);
      await expect(name).toHaveValue(program(slug).name, { timeout: 90_000 });
      await expect(page.locator(arabicOnly('input[id^="nameEn-field-"]')).first()).toHaveValue(program(slug).nameEn);
    }
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

// 3. A news item from Word.
const WORD = readFileSync("tests/fixtures/clipboard/word.html", "utf8");
const PICTURE = "tests/fixtures/clipboard/lab-photo.png";
/** The picture's size, read from its PNG header (bytes 16–23: width, height), not by the page. */
const picture = readFileSync(PICTURE);
const SIZE = { width: picture.readUInt32BE(16), height: picture.readUInt32BE(20) };

/** Every field key of every form: a name a screen reader must never say. */
const KEYS = new Set<string>();
/**
 * The examples the hints quote after «مثل» (decision 032's quoted examples): Decap makes an e-mail
 * address or a web address in a hint a link, whose name is then the example itself.
 */
const EXAMPLES = new Set<string>();
const collect = (fields: unknown) => {
  for (const f of (fields as { name: string; hint?: string; fields?: unknown; field?: { fields?: unknown } }[]) ?? []) {
    KEYS.add(f.name);
    for (const m of (f.hint ?? "").replace(/[\u2068\u2069]/g, "").matchAll(/مثل\s+([^\s،؛«»]+?)[.،؛]?(?=\s|$)/g))
      EXAMPLES.add(m[1]);
    collect(f.fields);
    collect(f.field?.fields);
  }
};
for (const c of cmsConfig({ kind: "local", url: "http://127.0.0.1:1/api/v1", workflow: false }).collections as {
  fields?: unknown;
  files?: { fields: unknown }[];
}[]) {
  collect(c.fields);
  for (const f of c.files ?? []) collect(f.fields);
}

/**
 * The accessible names of the page's controls, as the accessibility tree gives them; not the
 * preview's (a frame showing the site's page, the content's own words and addresses).
 */
async function controlNames(page: Page): Promise<string[]> {
  const lines: string[] = [];
  let frame: number | undefined;
  for (const line of (await page.locator("body").ariaSnapshot()).split("\n")) {
    const indent = line.search(/\S/);
    if (frame !== undefined && indent > frame) continue;
    frame = /^\s*- iframe\b/.test(line) ? indent : undefined;
    lines.push(line);
  }
  const tree = lines.join("\n");
  // Names the tree leaves out but a screen reader may still say: every aria-label and title.
  const labels = await page.evaluate(() =>
    // Not inside the text being edited: a pasted link's title is its address, the officer's content.
    [...document.querySelectorAll("[aria-label], [title]")]
      .filter((el) => !el.closest("[data-slate-editor]"))
      .flatMap((el) =>
        ["aria-label", "title"].filter((a) => el.getAttribute(a)).map((a) => `${a} «${el.getAttribute(a)}»`),
      ),
  );
  return [
    ...labels,
    ...[
      ...tree.matchAll(
        /^\s*- (generic|button|textbox|combobox|checkbox|switch|link|group|region|listbox|option|spinbutton|img|tab|menuitem|dialog|status|alert) "((?:[^"\\]|\\.)*)"/gm,
      ),
    ].map((m) => `${m[1]} «${m[2]}»`),
  ];
}

/** What every menu of the form holds once opened (the text's toolbar, the publish and account menus). */
async function menuItems(page: Page): Promise<string[]> {
  const items: string[] = [];
  const menus = page.locator('[aria-haspopup="true"]').filter({ visible: true });
  for (let i = 0; i < (await menus.count()); i++) {
    await menus.nth(i).click();
    const names = await page.getByRole("menuitem").filter({ visible: true }).allTextContents();
    items.push(...names.map((name) => `menuitem «${name.trim()}»`));
    await page.keyboard.press("Escape");
  }
  return items;
}

/** A name that is not plain Arabic to the office: Latin outside «…», or a field's key. */
const notArabic = (entry: string) => {
  const name = entry.slice(entry.indexOf("«") + 1, -1);
  if (entry.startsWith("link ") && EXAMPLES.has(name)) return false;
  const outside = name.replace(/«[^»]*»/g, " ");
  return /[A-Za-z]/.test(outside) || name.split(/\s+/).some((word) => KEYS.has(word));
};

test.describe("a news item from Word, with a picture, for the office", () => {
  let page: Page;
  walkPage({ width: 1366, height: 768 }, (opened) => (page = opened));

  test("a Word document pasted into the text keeps its heading, paragraphs, lists and link, and the editor stays", async () => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await openEntry(page, cms.origin, "news/new");
    const editor = page.locator('[data-slate-editor="true"]:visible').first();
    await expect(editor).toBeVisible({ timeout: 90_000 });
    await editor.click();
    await page.evaluate((html) => {
      const clipboard = new DataTransfer();
      clipboard.setData("text/html", html);
      clipboard.setData("text/plain", "افتتاح مختبر الحاسوب الجديد");
      const target = document.activeElement!;
      const paste = new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true });
      target.dispatchEvent(paste);
      // What the browser does next when no one took the paste: the editor's own insertion.
      if (!paste.defaultPrevented)
        target.dispatchEvent(
          new InputEvent("beforeinput", {
            inputType: "insertFromPaste",
            dataTransfer: clipboard,
            bubbles: true,
            cancelable: true,
          }),
        );
    }, WORD);

    await expect(editor.getByRole("heading", { name: "افتتاح مختبر الحاسوب الجديد" })).toBeVisible();
    await expect(editor.locator("ul > li")).toHaveText(["أربعون حاسوبًا حديثًا", "شبكة سريعة"]);
    await expect(editor.locator("ol > li")).toHaveText(["التسجيل يبدأ الأحد", "الدوام من 8 إلى 3"]);
    await expect(editor.getByText("كلية الهندسة")).toBeVisible();
    await expect(editor.getByText("للاستفسار: اضغط هنا أو اكتب <b> كما هي.")).toBeVisible();
    await expect(editor.locator("img, [style*='mso'], o\\:p")).toHaveCount(0);
    await expect(editor).not.toContainText("·");
    await expect(page.getByText("حدث خطأ")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the headings menu offers each level the site shows as a heading, and no two the same", async () => {
    // What the page shows as headings: the prose's allow-list (the site's, not the CMS's).
    const siteHeadings = PROSE_ALLOW_LIST.allowedTags.filter((tag) => /^h[1-6]$/.test(tag)).sort();
    const paragraph = page
      .locator('[data-slate-editor="true"]:visible')
      .first()
      .getByText(/^للاستفسار/);
    const levels = page.getByRole("button", { name: "العناوين" });
    await levels.click();
    const offered = await page.getByRole("menuitem").filter({ visible: true }).allTextContents();
    await page.keyboard.press("Escape");
    const made: string[] = [];
    for (const name of offered) {
      await paragraph.click();
      await levels.click();
      await page.getByRole("menuitem", { name, exact: true }).click();
      made.push(await paragraph.evaluate((el) => el.closest("h1, h2, h3, h4, h5, h6, p")!.tagName.toLowerCase()));
    }
    expect(made.toSorted()).toEqual(siteHeadings);
  });

  test("a picture chosen for the item brings its width and height, read from the file, and a description field", async () => {
    test.setTimeout(90_000);
    await page.getByRole("button", { name: "اختيار صورة" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("رفع", { exact: true }).click();
    await (await chooser).setFiles(PICTURE);
    await page.getByRole("button", { name: "اختيار المحدد" }).click();
    await expect(
      page.getByText(`مقاس الصورة كما قُرئ منها: العرض ${SIZE.width} بكسل، والارتفاع ${SIZE.height} بكسل.`),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole("textbox", { name: "وصف الصورة" }).fill("طلبة في المختبر الجديد");
  });

  test("every control of the news form and of a program's form is named in Arabic, never by a key or in English", async () => {
    test.setTimeout(200_000);
    // The news form the tests above filled (opened here when this test runs alone).
    if (!(await page.locator('[data-slate-editor="true"]:visible').count())) {
      await openEntry(page, cms.origin, "news/new");
      await expect(page.locator('[data-slate-editor="true"]:visible').first()).toBeVisible({ timeout: 90_000 });
    }
    const news = [...(await controlNames(page)), ...(await menuItems(page))];
    expect(news.length).toBeGreaterThan(20);
    expect(news.filter(notArabic)).toEqual([]);

    // A program's form, with its lists and picks from other lists.
    const slug = readdirSync("content/programs")
      .filter((f) => f.endsWith(".yaml"))
      .sort()[0]
      .slice(0, -".yaml".length);
    page.once("dialog", (dialog) => void dialog.accept());
    await openEntry(page, cms.origin, `programs/entries/${slug}`);
    await expect(page.getByRole("button", { name: /إضافة/ }).first()).toBeVisible({ timeout: 90_000 });
    const program = [...(await controlNames(page)), ...(await menuItems(page))];
    expect(program.length).toBeGreaterThan(20);
    expect(program.filter(notArabic)).toEqual([]);
  });
});

// 4. Files the CMS did not write: a hand edit, a branch pushed from elsewhere.
test.describe("a file the CMS cannot read", () => {
  let page: Page;
  walkPage({ width: 1366, height: 768 }, (opened) => (page = opened));

  test("a news file whose front matter is written as JavaScript («---js») is not run when the list opens; the list shows the rest, and it by why", async () => {
    test.setTimeout(120_000);
    // What gray-matter (Decap's own Markdown format) would run through eval: it marks the page.
    const planted = "content/news/front-matter-script.md";
    cms.write(planted, `---js\n{ slug: "front-matter-script", title: (window.${RAN} = "ran", "عنوان") }\n---\nنص.\n`);
    try {
      // The news item listed first (the registry's news are the newest first).
      const newest = registry.news[0];
      // A fresh load of the list, logged in first when this test runs alone.
      const list = `${cms.origin}/admin/#/collections/news`;
      const login = page.getByRole("button", { name: "تسجيل الدخول" });
      const listed = page.getByText(newest.title).first();
      page.once("dialog", (dialog) => void dialog.accept());
      await page.goto("about:blank");
      await page.goto(list);
      await expect(login.or(listed)).toBeVisible({ timeout: 90_000 });
      if (await login.isVisible()) {
        await login.click();
        await page.goto(list);
      }
      await expect(listed).toBeVisible({ timeout: 90_000 });
      expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], RAN)).toBeUndefined();
      // Not «:» with an empty form behind it: the office sees which item is broken and why, and
      // no empty date before it (the list's line is the whole text: `exact`).
      await expect(
        page.getByText("تعذّرت قراءة هذا الملف: لا يبدأ الملف بترويسة YAML بين سطرَي «---»", { exact: true }),
      ).toBeVisible();
    } finally {
      cms.remove(planted);
    }
  });

  test("a notices file whose YAML a hand edit broke opens saying why, and is never written over from its form", async () => {
    test.setTimeout(180_000);
    const file = "content/notices.yaml";
    // A colon left inside an unquoted value, on the file's second line: the YAML no longer reads.
    const lines = cms.git("show", `HEAD:${file}`).split("\n");
    cms.write(file, [lines[0], "تنبيه: عاجل: اليوم", ...lines.slice(1)].join("\n"));
    const broken = cms.git("diff");
    try {
      await openEntry(page, cms.origin, "notices/entries/notices");
      // As it opens, the preview says why there is nothing to show, and whom to ask.
      await expect(page.frameLocator("#preview-pane").getByText("غير صالحة في السطر 2 من الملف")).toBeVisible({
        timeout: 90_000,
      });
      // The form shows no notices; the officer adds one, for tomorrow, and publishes.
      await addNotice(
        page,
        "تنبيه أضيف إلى ملف تعذّرت قراءته",
        new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      );
      await publish(page);
      const banner = page.locator("#save-problems");
      await expect(banner).toContainText("لم يُحفظ شيء: لا يمكن حفظ هذا الملف من النموذج", { timeout: 30_000 });
      await expect(banner).toContainText("غير صالحة في السطر 2 من الملف");
      await expect(banner).toContainText("اطلب من مكتب الموقع الإلكتروني إصلاح الملف");
      // Every notice the file held is still in it: nothing was written.
      expect(cms.git("diff")).toBe(broken);
    } finally {
      cms.git("checkout", "--", file);
    }
  });
});
