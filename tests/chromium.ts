/**
 * The browser of the browser suite and the benchmarks: the system Chromium (Debian package
 * `chromium`, or CHROME_PATH); nothing ever downloads one.
 */
import { existsSync } from "node:fs";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

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
