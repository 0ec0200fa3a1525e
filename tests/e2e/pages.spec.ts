import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  SITE_CHROME,
  SITE_HEADER,
  axe,
  checkEach,
  expectHydrated,
  expectNoAxeViolations,
  messageOf,
  registries,
  registry,
  registryOf,
  sitemapPaths,
  watchConsole,
} from "./support.ts";
import { SITE_PAGES } from "#app/content/pages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { LOCALES, inLocale, localeOfPath, withoutLocale } from "#app/i18n/locales.ts";
import { SHARE_IMAGE, shareImagePath } from "#app/lib/share-image.ts";
import { statSync } from "node:fs";
import { join } from "node:path";

/** The sitemap's pages (the indexable ones), read once; with the two templates, every page checked. */
const indexable = sitemapPaths();
/** The languages the content is written in: each has every page (decision 026). */
const written = LOCALES.filter((l) => registries[l.code as keyof typeof registries]);
const paths = [
  ...indexable,
  ...written.flatMap((l) =>
    [pagePath("/colleges/college-template"), pagePath("/colleges/specialty-template")].map((p) => inLocale(p, l.code)),
  ),
];

/**
 * The specification's routes (SPEC.md §2) that are the site's own pages, each of which must be a page
 * of the site. Its colleges and programs are the content's: the sitemap must list exactly those
 * (below), so a program the university retires or adds changes what is expected, not this list.
 */
const SPEC_ROUTES = [
  "/",
  "/help",
  "/contact-us",
  "/partnerships",
  "/publications",
  "/admission-keys",
  "/president-speech",
  "/high-school-results",
  "/colleges",
];

test("the sitemap lists exactly the pages of the registry in each language, the specification's routes among them", () => {
  // Derived here from the content itself, not from the code that writes the sitemap.
  const expected = written.flatMap((l) => {
    const r = registries[l.code as keyof typeof registries]!;
    return [
      ...SITE_PAGES.map((p) => p.path),
      "/colleges",
      ...r.colleges.map((c) => `/colleges/${c.slug}`),
      ...r.programs.map((p) => `/colleges/${p.college}/${p.slug}`),
      ...r.news.map((n) => `/news/${n.slug}`),
    ].map((path) => inLocale(path, l.code));
  });
  expect([...indexable].sort()).toEqual([...new Set(expected)].sort());
  for (const route of SPEC_ROUTES) expect(indexable, route).toContain(route);
  expect(indexable).not.toContain(pagePath("/colleges/college-template"));
  expect(indexable).not.toContain(pagePath("/colleges/specialty-template"));
});

/**
 * What every page must be: found, in its address's language and direction, titled, shared with its
 * own image, and (where `judge` says) axe-clean. The site's header and footer (SITE_CHROME) differ
 * from page to page only in the section link marked current: axe judges them on a page whose current
 * link is not one of `chromesJudged` (the header's current links of pages already judged whole in
 * this browser page), and on the others only what the page itself holds.
 */
async function checkPage(page: Page, path: string, errors: string[], judged: Judged) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const locale = localeOfPath(path);
  await expect(page.locator("html")).toHaveAttribute("lang", locale.code);
  await expect(page.locator("html")).toHaveAttribute("dir", locale.dir);
  // Latin runs are isolated in right-to-left text only: a left-to-right page's text is not cut up.
  if (locale.dir === "ltr") await expect(page.locator('bdi[dir="ltr"]')).toHaveCount(0);
  const title = await page.title();
  const site = registryOf(path).site.name;
  if (withoutLocale(path) === "/") expect(title).toBe(site);
  else expect(title).toMatch(new RegExp(`^${site} \\| \\S.*$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  if (withoutLocale(path) !== "/")
    await expect(page.getByRole("navigation", { name: messageOf(path, "nav.breadcrumbs") })).toBeVisible();
  // While content/site.yaml marks the content as sample, every page says so in its footer.
  await expect(page.getByRole("contentinfo").getByText(messageOf(path, "footer.sampleContent", { site }))).toHaveCount(
    registry.site.sampleContent ? 1 : 0,
  );
  // Its share image (drawn at build time, in the page's language): the page's own for an indexable page, else the default.
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "");
  expect(image.pathname).toBe(shareImagePath(indexable.includes(path) ? path : null));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const png = await page.request.get(image.pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(png.headers()["content-encoding"]).toBeUndefined();
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  if (await judged.wants(page, path)) {
    const chrome = (
      await page
        .locator(`${SITE_HEADER} a[aria-current="page"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    ).join(" ");
    await expectNoAxeViolations(page, { exclude: judged.chromes.has(chrome) ? SITE_CHROME : [] });
    judged.chromes.add(chrome);
  }
  await checkProgramPage(page, path);
  expect(errors).toEqual([]);
}

/**
 * A program page (`/colleges/it/iti`) in either language, read while it is open: its name once on
 * the English page (the English twin line is for the Arabic page, under the Arabic name), and a
 * graduate program's call to action about its own admission, not Tawjihi averages. By the
 * program's degree level in the content (degrees.yaml).
 */
async function checkProgramPage(page: Page, path: string) {
  const [, colleges, college, slug] = withoutLocale(path).split("/");
  const program = registryOf(path).programs.find((p) => p.college === college && p.slug === slug);
  if (colleges !== "colleges" || !program) return;
  const english = localeOfPath(path).code === "en";
  const header = page.locator("#page-title").locator("xpath=..");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(program.name);
  if (english) {
    await expect(header.getByText(program.name, { exact: true })).toHaveCount(1);
    await expect(page.locator('main bdi[lang="en"]')).toHaveCount(0);
  } else await expect(header.locator('bdi[lang="en"]')).toHaveText(program.nameEn);
  const level = registryOf(path).degrees.find((d) => d.code === program.degree)?.level;
  const cta = page.locator("aside").getByText(messageOf(path, "program.cta.text", { level: "graduate" }));
  await expect(cta).toHaveCount(level === "graduate" ? 1 : 0);
  if (level === "graduate")
    await expect(page.locator("#admission")).not.toContainText(messageOf(path, "program.admission.caption"));
}

/**
 * The pages of a kind (every program, every college, every news item in a language) are one
 * template that their content fills more or less: axe judges such a page only when it holds a shape
 * of markup that no page of its kind judged before it, a shape being an element's tag with one of
 * its classes or one of its role, ARIA, lang, dir, scope, alt or href attributes. Each page outside
 * those kinds is a kind of its own, always judged. Pages of a kind share a batch, largest first, so
 * each shape is judged once and most of a kind's pages only load (decision 025).
 */
function kindOf(path: string): string {
  const [first, ...rest] = withoutLocale(path).split("/").filter(Boolean);
  const kind =
    first === "colleges" && rest.length === 2
      ? "program"
      : first === "colleges" && rest.length === 1 && !rest[0].endsWith("-template")
        ? "college"
        : first === "news" && rest.length === 1
          ? "news item"
          : null;
  return kind ? `${localeOfPath(path).code} ${kind}` : path;
}

class Judged {
  /** The header's current links judged with the header and footer, in this browser page. */
  readonly chromes = new Set<string>();
  private readonly shapes = new Map<string, Set<string>>();

  /** Whether the page on screen holds a shape its kind has not had judged (and, if so, they are now). */
  async wants(page: Page, path: string): Promise<boolean> {
    const onPage = await page.evaluate(() => {
      const kept = /^(role|lang|dir|scope|alt|href|aria-.*)$/;
      const found = new Set<string>();
      for (const element of document.body.querySelectorAll("*")) {
        const tag = element.localName;
        found.add(tag);
        for (const name of element.classList) found.add(`${tag}.${name}`);
        for (const { name } of element.attributes) if (kept.test(name)) found.add(`${tag}@${name}`);
      }
      return [...found];
    });
    const kind = kindOf(path);
    const judged = this.shapes.get(kind) ?? new Set<string>();
    this.shapes.set(kind, judged);
    const fresh = onPage.filter((shape) => !judged.has(shape));
    for (const shape of fresh) judged.add(shape);
    return fresh.length > 0;
  }
}

/** The bytes of a page as prerendered: how much of its template its content fills. */
const sizeOf = (path: string) => statSync(join("build/client", path, "index.html")).size;

/**
 * The pages in a few batches (for the two workers), each batch in one browser page (checkEach): a
 * kind's pages together, largest first, and the batches about even in what they cost (a page axe
 * judges costs about four that only load).
 */
const BATCHES = 6;
const kinds = new Map<string, string[]>();
for (const path of paths) kinds.set(kindOf(path), [...(kinds.get(kindOf(path)) ?? []), path]);
const batches = Array.from({ length: BATCHES }, () => ({ paths: [] as string[], cost: 0 }));
for (const members of [...kinds.values()].sort((a, b) => b.length - a.length)) {
  const lightest = batches.reduce((a, b) => (b.cost < a.cost ? b : a));
  lightest.paths.push(...members.toSorted((a, b) => sizeOf(b) - sizeOf(a)));
  lightest.cost += 4 + members.length - 1;
}
batches.forEach(({ paths: batchPaths }, batch) => {
  test(`every page, batch ${batch + 1} of ${BATCHES} (${batchPaths.length} pages)`, async ({ page }) => {
    test.setTimeout(batchPaths.length * 30_000);
    const errors = watchConsole(page);
    const judged = new Judged();
    await checkEach(batchPaths, async (path) => {
      errors.length = 0;
      // Each page as a first look at it: motion as the visitor's settings have it (axe turns it off).
      await page.emulateMedia({ reducedMotion: null });
      await checkPage(page, path, errors, judged);
    });
  });
});

// The pages' axe checks pass only if axe judges their text: out of the box it skips Arabic words as
// icon ligatures (decision 018). A pale paragraph must fail, or those checks have stopped looking.
test("axe judges Arabic text: a pale Arabic paragraph on a page fails colour contrast", async ({ page }) => {
  await page.goto("/help");
  await expectHydrated(page);
  await page.locator("main").evaluate((main) => {
    const pale = document.createElement("p");
    pale.id = "pale";
    pale.textContent = "نصٌّ باهت لا يكاد يُقرأ";
    pale.style.cssText = "color: #999; background: #fff";
    main.append(pale);
  });
  const { violations } = await axe(page).withRules(["color-contrast"]).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual(["#pale"]);
});
