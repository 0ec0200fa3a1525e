/**
 * The programs `npm test` needs from the system rather than from npm: the browser (Chromium's
 * headless shell; the benchmarks' full Chromium is not part of the gate), the other engines the
 * student's journeys run in (Firefox ESR; WebKitGTK's WebDriver and its MiniBrowser, on Xvfb's
 * display), Java for the
 * HTML checker, and the parts IT runs in front of the site (nginx, Redis; openssl for the
 * certificate), which the deploy tests start for real. Found on PATH, and in the sbin folders, which Debian leaves off a normal user's
 * PATH (nginx is /usr/sbin/nginx). Nothing here installs anything.
 */
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { HEADLESS_SHELL_PATH } from "#tests/chromium.ts";
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from "#scripts/engines/paths.ts";

export interface SystemProgram {
  /** The command, as the error names it. */
  name: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** What needs it. */
  neededBy: string;
  /** The gates that need it: `npm test` (full) needs them all, `npm run test:content` the browser and Java. */
  gates: readonly ("full" | "content")[];
  /** Its path, or undefined when it is not installed. */
  find: () => string | undefined;
}

const SBIN = ["/usr/local/sbin", "/usr/sbin", "/sbin"];

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A command's path: on PATH, else in the sbin folders; undefined when there is none. */
export function findCommand(command: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(delimiter).filter(Boolean), ...SBIN];
  return dirs.map((dir) => join(dir, command)).find(isExecutable);
}

export const SYSTEM_PROGRAMS: readonly SystemProgram[] = [
  {
    name: `chromium-headless-shell (${HEADLESS_SHELL_PATH}, or set HEADLESS_SHELL_PATH)`,
    debianPackage: "chromium-headless-shell",
    neededBy: "the browser tests",
    gates: ["full", "content"],
    find: () => (isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : undefined),
  },

  {
    name: `firefox-esr (${FIREFOX_PATH}, or set FIREFOX_PATH)`,
    debianPackage: "firefox-esr",
    neededBy: "the student's journeys in Firefox (npm run test:engines)",
    gates: ["full"],
    find: () => (isExecutable(FIREFOX_PATH) ? FIREFOX_PATH : undefined),
  },
  {
    name: `WebKitWebDriver (${WEBKIT_DRIVER_PATH}, or set WEBKIT_DRIVER_PATH) and its MiniBrowser (${MINIBROWSER_PATH}, or set MINIBROWSER_PATH)`,
    debianPackage: "webkit2gtk-driver",
    neededBy: "the student's journeys in WebKit (npm run test:engines)",
    gates: ["full"],
    // The driver and the browser it starts, which the package's library dependency installs.
    find: () => (isExecutable(WEBKIT_DRIVER_PATH) && isExecutable(MINIBROWSER_PATH) ? WEBKIT_DRIVER_PATH : undefined),
  },
  {
    name: "Xvfb",
    debianPackage: "xvfb",
    neededBy: "the student's journeys in WebKit, whose window needs an X display (npm run test:engines)",
    gates: ["full"],
    find: () => findCommand("Xvfb"),
  },

  {
    name: "java",
    debianPackage: "default-jre-headless",
    neededBy: "the Nu Html Checker (npm run test:html)",
    gates: ["full", "content"],
    find: () => findCommand("java"),
  },
  {
    name: "nginx",
    debianPackage: "nginx",
    neededBy: "the deploy tests: the site behind nginx as deploy/ configures it",
    gates: ["full"],
    find: () => findCommand("nginx"),
  },
  {
    name: "redis-server",
    debianPackage: "redis-server",
    neededBy: "the deploy tests: the rate limit's counts shared by several instances",
    gates: ["full"],
    find: () => findCommand("redis-server"),
  },
  {
    name: "openssl",
    debianPackage: "openssl",
    neededBy: "the deploy tests: a self-signed certificate for nginx, made for each run",
    gates: ["full"],
    find: () => findCommand("openssl"),
  },
];

/** The one command that installs every program `npm test` needs (Debian, Ubuntu). */
export const INSTALL_ALL = `apt-get install -y ${SYSTEM_PROGRAMS.map((p) => p.debianPackage).join(" ")}`;

/** The path of `name` (nginx, redis-server…), or an error that says which package to install. */
export function requireProgram(name: string): string {
  const program = SYSTEM_PROGRAMS.find((p) => p.name === name);
  const path = program ? program.find() : findCommand(name);
  if (path) return path;
  const pkg = program?.debianPackage ?? name;
  throw new Error(
    `${name} not found (on PATH or in ${SBIN.join(", ")}). On Debian or Ubuntu: sudo apt-get install -y ${pkg}`,
  );
}
