/**
 * The browsers, from the system (Debian's packages); nothing ever downloads one.
 *
 * - The browser suite runs in Chromium's headless shell (package `chromium-headless-shell`, or
 *   HEADLESS_SHELL_PATH): the same Blink without the full browser's windowing layers, as
 *   Playwright's own Chromium runs headless. pages.spec.ts and shell-overlay.spec.ts took 13% less
 *   CPU in it (233 → 201 CPU-seconds), and the suite is CPU-bound (decision 025).
 * - The benchmarks (Lighthouse, the splash, the key derivation) measure what a visitor's browser
 *   does: the full Chromium (package `chromium`, or CHROME_PATH).
 */
import { existsSync } from "node:fs";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

/** Launch flags: no sandbox or GPU, and no background traffic that would skew what is measured. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** CHROME_PATH, or an error that says how to install Chromium when there is none. */
export function requireChromium(): string {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}. Install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu) ` +
        "or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  }
  return CHROME_PATH;
}

/**
 * The browser suite's flags: the same, and V8 without its optimising compilers (Maglev, TurboFan),
 * which compile hot functions of pages that live a few seconds: 12% less CPU (pages, admission and
 * overlay specs: 203 → 178 CPU-seconds). What the tests check does not depend on them; the
 * benchmarks keep them.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--no-opt --no-maglev"];

/** HEADLESS_SHELL_PATH, or an error that says how to install the headless shell when there is none. */
export function requireHeadlessShell(): string {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    throw new Error(
      `Chromium's headless shell not found at ${HEADLESS_SHELL_PATH}. Install it with ` +
        "`sudo apt-get install -y chromium-headless-shell` (Debian/Ubuntu) or point HEADLESS_SHELL_PATH at one.",
    );
  }
  return HEADLESS_SHELL_PATH;
}
