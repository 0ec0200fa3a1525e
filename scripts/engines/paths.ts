/**
 * Where the engines' programs are (Debian's packages), each overridable by an environment variable:
 * read by the drivers and by `npm run check:system` (system-programs.ts), which must not load the
 * drivers' libraries to find them.
 */

/** Firefox ESR (package `firefox-esr`), which speaks WebDriver BiDi itself. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
/** WebKitGTK's WebDriver (package `webkit2gtk-driver`). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
/** The browser WebKitWebDriver starts: MiniBrowser, shipped with the WebKitGTK library (not on PATH). */
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
