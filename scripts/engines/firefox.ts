/**
 * Firefox (Debian's `firefox-esr`) driven over WebDriver BiDi by puppeteer-core: no driver of its
 * own to download or start, the browser speaks the protocol itself. Headless.
 */
import puppeteer, { type KeyInput } from "puppeteer-core";
import type { EngineDriver } from "./driver.ts";
import { FIREFOX_PATH } from "./paths.ts";

export async function startFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      // The site's first language is the visitor's: the browser asks for Arabic, as the suite's Chromium does.
      "intl.accept_languages": "ar-PS, ar",
      // No first-run pages, updates or telemetry competing for the two cores.
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "browser.shell.checkDefaultBrowser": false,
    },
  });
  const version = await browser.version();
  const page = await browser.newPage();

  return {
    engine: "firefox",
    version,
    setViewport: (width, height) => page.setViewport({ width, height }),
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    async click(selector) {
      await page.locator(selector).setTimeout(10_000).click();
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key) {
      // Puppeteer names the space bar by the character it types.
      await page.keyboard.press((key === "Space" ? " " : key) as KeyInput);
    },
    async choose(selector, value) {
      await page.select(selector, value);
    },
    run: <T>(fnSource: string, ...args: unknown[]) =>
      page.evaluate(`(${fnSource})(...${JSON.stringify(args)})`) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot({ type: "png" })),
    close: () => browser.close(),
  };
}
