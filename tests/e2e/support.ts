/** Shared helpers for the browser suite. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type axeCore from "axe-core";
import { buildRegistries, type Registry } from "#app/content/registry.ts";
import { localeOfPath } from "#app/i18n/locales.ts";
import { formatMessage, type MessageValues } from "#app/i18n/format-message.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { WAITING_BLOCKS } from "#app/components/ui/render-when-near.ts";

/** The site's content in each language it is written in, read and checked as the build reads it. */
export const registries = buildRegistries(readContentFiles());
/** The site's content in Arabic (the default locale's). */
export const registry = registries.ar;

/** The content a page at `path` shows: its language's (decision 026: the URL chooses it). */
export function registryOf(path: string): Registry {
  return registries[localeOfPath(path).code as keyof typeof registries] ?? registry;
}

/** An interface message as the page at `path` shows it, in its language. */
export function messageOf(path: string, key: string, values?: MessageValues): string {
  const locale = localeOfPath(path).code;
  const messages = JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<string, string>;
  return formatMessage(messages[key], values, locale);
}

/** The university's name, from the content (the only place it is written). */
export const SITE_NAME: string = registry.site.name;

/** Every `<loc>` of a sitemap, as written (absolute URLs). */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
}

/** Every path listed in the built sitemap.xml, as site-relative paths. */
export function sitemapPaths(): string[] {
  return sitemapUrls(readFileSync("build/client/sitemap.xml", "utf8")).map((url) => new URL(url).pathname);
}

/**
 * Checks each item in one test, a step named by the item: every item is checked even when one
 * fails, and the test then fails with every failure, each named. For a check run on many pages,
 * one test (one browser page) instead of a test each: a new context and renderer per page, every
 * script compiled afresh, took twice the CPU (122 against 57 CPU-seconds for 13 college pages), on
 * a suite its machine's two cores hold back.
 */
export async function checkEach(items: readonly string[], check: (item: string) => Promise<void>) {
  const failures: string[] = [];
  for (const item of items)
    await test.step(item, async () => {
      try {
        await check(item);
      } catch (error) {
        failures.push(`${item}: ${(error as Error).message}`);
      }
    });
  expect(failures).toEqual([]);
}

/** Collects console errors and uncaught exceptions for the life of the page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * Every block whose layout waits until it comes near (WAITING_BLOCKS) is laid out now. Set until a
 * second look finds none left to set: a block React renders anew (the root rendered again after
 * hydration, say) comes back without the style, and the footer waits on most pages.
 */
export async function layOutWaitingBlocks(page: Page) {
  await expect
    .poll(() =>
      page.locator(WAITING_BLOCKS).evaluateAll((els) => {
        const waiting = (els as HTMLElement[]).filter((el) => el.style.contentVisibility !== "visible");
        waiting.forEach((el) => (el.style.contentVisibility = "visible"));
        return waiting.length;
      }),
    )
    .toBe(0);
}

/**
 * axe-core's minified build (564 KB), not `axeCore.source` (the 1.27 MB commented one): it is sent
 * to and compiled in every page a check judges, 43 ms less CPU a page.
 */
const AXE_MINIFIED = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core, told that no text on the site is an icon ligature. To tell an icon font's ligature
 * ("menu" drawn as one glyph) from text, axe draws a text's first letter alone and then the whole
 * text, and skips the text from colour-contrast when the two differ: every Arabic word does (its
 * first letter takes another form inside the word), so axe silently judged almost no Arabic text on
 * these pages (5 elements of /help, all Latin or digits). The site draws its icons as SVG, so the
 * answer to "is this an icon ligature?" is no for every text: axe keeps that answer per font once a
 * font has shown it three times (`fonts[family]` in its cache); here every font has shown it.
 */
const AXE_SOURCE = `${AXE_MINIFIED}
(() => {
  const cache = window.axe._cache;
  const get = cache.get;
  const noLigatures = new Proxy({}, { get: () => ({ occurrences: 3, numLigatures: 0 }) });
  cache.get = function (key, creator) {
    return key === "fonts" ? noLigatures : get.call(this, key, creator);
  };
})();`;

/**
 * An axe run on the page, in the page itself. Since axe 4.3 the default run collects each frame's
 * results and joins them in a blank page it opens for the purpose, so that a cross-origin frame
 * cannot read the others. The site's pages have no frames (and `frame-tested` would report one
 * that axe could not enter), and that blank page (a new renderer, and axe compiled again in it)
 * was a third of every check's time: about 1.3 of 3.3 s here, on some 80 checks a run. Legacy
 * mode is axe's documented way to run without it.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options(VIOLATIONS_ONLY);
}

/**
 * Only the violations in full: by default axe also describes every element that passed a rule (a
 * unique selector and an excerpt of its HTML each), which nothing here reads; skipped, an every-page
 * check took 1.28 s of axe a page instead of 1.63 (axe's documented `resultTypes`).
 */
const VIOLATIONS_ONLY = { resultTypes: ["violations"] } satisfies axeCore.RunOptions;

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe's run in the page, with the same source and options as `axe()`: AxeBuilder's analysis sends
 * and evaluates axe's half megabyte twice per page (0.19 s the second time), this once.
 */
async function runAxe(page: Page, options: axeCore.RunOptions, exclude: string[][] = []): Promise<axeCore.AxeResults> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ options, exclude }) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(exclude.length ? { exclude } : document, options),
    { options: { ...VIOLATIONS_ONLY, ...options }, exclude },
  );
}

/**
 * The site's header and footer (the layout's banner and contentinfo), as axe names what it leaves
 * out. They are the same on every page but for which section link is current, and every section
 * link is drawn the same way.
 */
export const SITE_HEADER = "body > header";
export const SITE_CHROME = [[SITE_HEADER], ["body > footer"]];

/**
 * Zero axe violations for the WCAG 2.0, 2.1 and 2.2 A and AA rules, on the whole page or without
 * what `exclude` names (axe's CSS selectors).
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[][] } = {}) {
  // Judge the settled page: scroll reveals off (a section mid-fade would be judged at half
  // contrast; with reduced motion the same content shows at once), running transitions done.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Judge every block as a reader who scrolls to it sees it; skipped, axe would not judge its text.
  await layOutWaitingBlocks(page);
  const { violations } = await runAxe(page, { runOnly: { type: "tag", values: WCAG_AA } }, exclude);
  expect(
    violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/**
 * The page has hydrated: its scripts start after the first paint (app/shell/scripts-after-paint.ts),
 * so a test of what only the app does (client navigation, preloading, live filters) waits for it.
 * The sign is one a visitor sees: the header's search becomes a button that opens the dialog.
 */
export async function expectHydrated(page: Page) {
  await expect(page.getByRole("banner").locator("search button")).toHaveCount(1);
}

/**
 * The app has started: the route overlay is mounted, and with it the site's link handling
 * (LinkNavigation, in the same commit), so a click on a link is followed inside the app from now
 * on. The overlay says so on its element (`data-ready`), for these tests.
 */
export async function expectAppStarted(page: Page) {
  await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
}

/** In the page: the link a test follows to an address (window.linkTo, set by `installLinkTo`). */
export type LinkToWindow = Window & { linkTo(to: string): HTMLAnchorElement };

/**
 * Gives the page `linkTo(to)`: the link to follow to `to` (an address as an `href` writes it, with
 * its query and fragment). One of the page's own links to it when the page shows one (the header's
 * menu comes first), else a link added for the test at the start of the main content's first
 * block kept as the server wrote it (components/ui/Kept.tsx): such a block follows a click on any
 * link inside it, as it does those of the content. A block keeps its server HTML only on the page
 * the document was loaded on, so an address no link names can be reached only from that page;
 * from another, the browser would load the link as a document, which `clientNavigate` reports.
 * Installed in the page because some navigations start at an instant only the page can catch.
 */
export async function installLinkTo(page: Page) {
  await page.evaluate(() => {
    (window as unknown as LinkToWindow).linkTo = (to) => {
      const own = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
        (a) => a.getAttribute("href") === to && a.checkVisibility(),
      );
      if (own) return own;
      const block = document.querySelector("main [data-kept]");
      if (!block) throw new Error(`${location.pathname} has no link to ${to}, and no kept block to add one to`);
      const added = document.createElement("a");
      added.href = to;
      added.textContent = to;
      added.style.display = "block"; // a line of its own: beside another, bidi would mix their boxes
      block.prepend(added);
      return added;
    };
  });
}

/** The page's window is marked: a document load since would have replaced it. */
type MarkedWindow = Window & { sameDocument?: true };

/** Marks the page's window, for `expectSameDocument`. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as MarkedWindow).sameDocument = true));
}

/** The page is the document `markDocument` marked: what happened since was not a document load. */
export async function expectSameDocument(page: Page) {
  const marked = await page.evaluate(() => (window as unknown as MarkedWindow).sameDocument);
  expect(marked, "the same document as before: no page load since").toBe(true);
}

/**
 * Brings the mouse to the link to `to` (`installLinkTo`), as a visitor's comes to it, once the app
 * has started; returns where it is. A link in view (the sticky header's menu) is pointed at where
 * it is: Playwright's own hover and click scroll an element into view first, and Chromium moves
 * the page for a sticky element that is already in view (408 px on /help scrolled halfway), which
 * would change the position a page is left at.
 */
export async function pointAtLink(page: Page, to: string): Promise<{ x: number; y: number }> {
  await expectAppStarted(page);
  await installLinkTo(page);
  const link = await page.evaluateHandle((to) => (window as unknown as LinkToWindow).linkTo(to), to);
  try {
    // Where it is once the page is still (blocks that come near are laid out and may move it), with
    // nothing over it (the sticky header): the mouse will be on the link itself. One out of view or
    // under the header is brought to the middle, as a reader scrolls to it.
    let point = { x: 0, y: 0 };
    await expect
      .poll(async () => {
        const box = (await link.boundingBox())!;
        point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        return link.evaluate((a, { x, y }) => {
          if (a.contains(document.elementFromPoint(x, y))) return true;
          a.scrollIntoView({ block: "center" });
          return false;
        }, point);
      }, `a link to ${to}, in view and uncovered`)
      .toBe(true);
    const { x, y } = point;
    await page.mouse.move(x, y);
    return { x, y };
  } finally {
    await link.dispose();
  }
}

/**
 * Clicks the link to `to` as a visitor does (`pointAtLink`), and returns when the click is done,
 * not when the navigation is: for a test that watches it happen.
 */
export async function followLink(page: Page, to: string) {
  const { x, y } = await pointAtLink(page, to);
  await page.mouse.click(x, y);
}

/**
 * A client navigation to `to`, for a test of where it leads (an address no menu names, a page
 * that fails): clicks a link to it (`followLink`), waits for the address bar to show it, and checks
 * that the page got there inside the app, not by loading a document.
 */
export async function clientNavigate(page: Page, to: string) {
  await expectAppStarted(page);
  await markDocument(page);
  await followLink(page, to);
  await expect(page).toHaveURL((url) => url.href === new URL(to, url).href);
  await expectSameDocument(page);
}
