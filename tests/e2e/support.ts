/** Shared helpers for the browser suite. */
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { parse } from "yaml";

/** The university's name, from the content (the only place it is written). */
export const SITE_NAME: string = parse(readFileSync("content/site.yaml", "utf8")).name;

/** Every path listed in the built sitemap.xml, as site-relative paths. */
export function sitemapPaths(): string[] {
  const xml = readFileSync("build/client/sitemap.xml", "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
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

/** Zero axe violations for the WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export async function expectNoAxeViolations(page: Page) {
  // Judge the settled page: scroll reveals off (a section mid-fade would be judged at half
  // contrast; with reduced motion the same content shows at once), running transitions done.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

/** The React Router data router the app exposes on window, for navigations a test cannot click. */
export async function clientNavigate(page: Page, to: string) {
  await page.locator(".route-overlay[data-ready]").waitFor({ state: "attached" });
  await page.evaluate((path) => (window as unknown as { __reactRouterDataRouter: { navigate(p: string): Promise<void> } }).__reactRouterDataRouter.navigate(path), to);
}
