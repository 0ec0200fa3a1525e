/**
 * The hard cases of an office's news item (issue 54): a Word document pasted into its text keeps
 * its heading, paragraphs, lists and link and nothing else, and the editor stays up; a picture
 * chosen for it brings its width and height, read from the file, and asks for its description; and
 * what a screen reader hears of the form's controls is Arabic, never a field's key or Decap's
 * English («حقل list», «Remove …», «No options»).
 */
import { readFileSync, readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { openEntry, startCms, type Cms } from "./cms-support.ts";
import { cmsConfig } from "#app/admin/cms-config.ts";

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

/** A name that is not plain Arabic to the office: Latin outside «…», or a field's key. */
const notArabic = (entry: string) => {
  const name = entry.slice(entry.indexOf("«") + 1, -1);
  if (entry.startsWith("link ") && EXAMPLES.has(name)) return false;
  const outside = name.replace(/«[^»]*»/g, " ");
  return /[A-Za-z]/.test(outside) || name.split(/\s+/).some((word) => KEYS.has(word));
};

test.describe("a news item from Word, with a picture, for the office", () => {
  test.describe.configure({ mode: "serial" });
  let cms: Cms;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    cms = await startCms("fs", 5195, 8195);
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  });
  test.afterAll(async () => {
    await page?.close();
    cms?.stop();
  });

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
    const news = await controlNames(page);
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
    const program = await controlNames(page);
    expect(program.length).toBeGreaterThan(20);
    expect(program.filter(notArabic)).toEqual([]);
  });
});
