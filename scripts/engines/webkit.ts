/**
 * WebKitGTK (Debian's `webkit2gtk-driver`: the engine of every browser on an iPhone, in its Linux
 * port) driven over classic W3C WebDriver by selenium-webdriver. `WebKitWebDriver` is the driver;
 * it starts WebKitGTK's MiniBrowser in automation mode, a window on the X display (run.ts starts
 * Xvfb when there is none).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Builder, By, Capabilities, Key, type WebDriver } from "selenium-webdriver";
import { waitUntil, type EngineDriver } from "./driver.ts";
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from "./paths.ts";

const KEYS = { Enter: Key.ENTER, End: Key.END, Tab: Key.TAB, Escape: Key.ESCAPE, Space: Key.SPACE } as const;

/** A free TCP port on the loopback interface, for the driver to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startDriverProcess(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`WebKitWebDriver listening on ${url}`, async () => (await fetch(`${url}/status`)).ok, {
    timeout: 10_000,
    describe: async () => output || "(nothing printed)",
  });
  return { child, url, output: () => output };
}

export async function startWebKit(): Promise<EngineDriver> {
  const server = await startDriverProcess();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities(
        new Capabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
        }),
      )
      .build();
  } catch (error) {
    server.child.kill();
    throw new Error(`WebKitWebDriver did not start MiniBrowser: ${(error as Error).message}\n${server.output()}`, {
      cause: error,
    });
  }
  const capabilities = await driver.getCapabilities();
  const version = `WebKitGTK ${capabilities.getBrowserVersion()}`;
  const run = <T>(fnSource: string, ...args: unknown[]) =>
    driver
      .executeAsyncScript<T | { engineScriptError: string }>(
        `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fnSource})(...${JSON.stringify(args)}))
         .then(done, (e) => done({ engineScriptError: String(e && e.stack || e) }));`,
      )
      .then((result) => {
        if (result && typeof result === "object" && "engineScriptError" in result)
          throw new Error(`in the page: ${result.engineScriptError}`);
        return result as T;
      });

  const engine: EngineDriver = {
    engine: "webkit",
    version,
    /** The window's size is the viewport's plus the window's own frame: set, measured, set again. */
    async setViewport(width, height) {
      for (let resized = 0; ; resized++) {
        const [innerWidth, innerHeight] = await run<[number, number]>(`() => [innerWidth, innerHeight]`);
        if (innerWidth === width && innerHeight === height) return;
        // MiniBrowser's window has a least width (its toolbar): a page narrower than that cannot be
        // had this way, and a journey must not run at another size than it asked for.
        if (resized === 3)
          throw new Error(`WebKit's viewport is ${innerWidth}×${innerHeight}, not the ${width}×${height} asked for.`);
        const rect = await driver.manage().window().getRect();
        await driver
          .manage()
          .window()
          .setRect({ width: rect.width + width - innerWidth, height: rect.height + height - innerHeight });
      }
    },
    async goto(url) {
      await driver.get(url);
    },
    async click(selector) {
      const element = await waitUntil(`an element «${selector}» to click`, async () => {
        const [found] = await driver.findElements(By.css(selector));
        return found && (await found.isDisplayed()) ? found : undefined;
      });
      await element.click();
    },
    async type(text) {
      // One key at a time into whatever has focus, as a keyboard does (the Actions API sends each
      // character as its own key down and up).
      await driver.actions().sendKeys(text).perform();
    },
    async press(key) {
      await driver.actions().sendKeys(KEYS[key]).perform();
    },
    async choose(selector, value) {
      await driver.findElement(By.css(`${selector} option[value="${value}"]`)).click();
    },
    run,
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
    async close() {
      await driver.quit().catch(() => {});
      server.child.kill();
    },
  };
  return engine;
}
