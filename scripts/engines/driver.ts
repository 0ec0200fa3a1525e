/**
 * The few actions the engine journeys need (journeys.ts), one interface that each browser engine's
 * driver implements: Firefox over WebDriver BiDi (firefox.ts, puppeteer-core) and WebKitGTK over
 * classic W3C WebDriver (webkit.ts, selenium-webdriver). The journeys are written once over it, as a
 * student acts: open an address, click, type key by key, choose an option, and read what the page
 * shows. Code that runs in the page is passed as the source of a function (`run`), not as a
 * function: what tsx compiles may call helpers of its own that the page does not have.
 */

export interface EngineDriver {
  /** The engine's name in messages and screenshots' names: "firefox", "webkit". */
  readonly engine: string;
  /** The browser's own name and version, for the run's first line. */
  readonly version: string;
  /** The viewport (the page's width and height in CSS pixels, not the window's). */
  setViewport(width: number, height: number): Promise<void>;
  /** Opens an address as a typed one (no referrer) and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Clicks the first element `selector` matches, where a pointer would (its centre). */
  click(selector: string): Promise<void>;
  /** Types `text` one key at a time into the focused element. */
  type(text: string): Promise<void>;
  /** Presses one key: "Enter", "End", "Tab", "Space". */
  press(key: "Enter" | "End" | "Tab" | "Escape" | "Space"): Promise<void>;
  /** Chooses an option of a <select> by its value, as a pointer picks it from the list. */
  choose(selector: string, value: string): Promise<void>;
  /** Runs `fnSource` (a function's source, as text) in the page with JSON arguments; its result, awaited. */
  run<T>(fnSource: string, ...args: unknown[]): Promise<T>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A journey's step failed: which engine, which journey, which step, and why. */
export class JourneyError extends Error {
  constructor(
    readonly engine: string,
    readonly journey: string,
    readonly step: string,
    readonly cause: Error,
  ) {
    // A driver's error may carry no message (WebKitWebDriver's, at times); then its name says what
    // kind of error it was.
    super(`${engine}, journey «${journey}», step «${step}»: ${cause.message || `${cause.name} (no message)`}`);
  }
}

/** How long a condition may take to hold before a step fails: generous, for a busy machine. */
export const WAIT_MS = 15_000;

/**
 * Waits until `check` returns a value other than false/undefined/null, and returns it; fails with
 * `what` and the last value seen (`describe` of it) after `timeout` ms.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | false | undefined | null>,
  { timeout = WAIT_MS, describe }: { timeout?: number; describe?: () => Promise<string> } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: Error | undefined;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== undefined && value !== null) return value;
      lastError = undefined;
    } catch (error) {
      lastError = error as Error;
    }
    if (Date.now() > deadline) {
      const seen = describe ? ` (seen: ${await describe().catch((e: Error) => e.message)})` : "";
      throw new Error(`${what}: not so after ${timeout} ms${seen}${lastError ? `; ${lastError.message}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text of the first element `selector` matches, as shown (innerText, trimmed); null when none. */
export const textOf = (driver: EngineDriver, selector: string) =>
  driver.run<string | null>(`(s) => document.querySelector(s)?.innerText.trim() ?? null`, selector);

/** An attribute of the first element `selector` matches; null when none or unset. */
export const attributeOf = (driver: EngineDriver, selector: string, name: string) =>
  driver.run<string | null>(`(s, n) => document.querySelector(s)?.getAttribute(n) ?? null`, selector, name);

/** Waits until `selector` matches an element, and returns nothing. */
export const waitForElement = (driver: EngineDriver, selector: string, what = `an element «${selector}»`) =>
  waitUntil(what, () => driver.run<boolean>(`(s) => document.querySelector(s) !== null`, selector));

/** Waits until the first element `selector` matches reads `expected` (innerText, trimmed). */
export const waitForText = (driver: EngineDriver, selector: string, expected: string) =>
  waitUntil(`«${selector}» reads «${expected}»`, async () => (await textOf(driver, selector)) === expected, {
    describe: async () => `«${await textOf(driver, selector)}»`,
  });
