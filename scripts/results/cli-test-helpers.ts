/**
 * For the tests that run the results commands as an operator does, each in its own process (as
 * `npm run` does), on temporary folders, with few PBKDF2 iterations and a fixed clock (the import
 * refuses a release moment already past). The commands are the bundled ones production runs,
 * built by the build's own configuration (vite.bundle.config.ts) into the tests' temporary folder,
 * where no node_modules is within reach: a package the bundle left out would fail them.
 * Not a test file itself.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import iconv from "iconv-lite";
import { build, mergeConfig, type InlineConfig } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { PublishedVersion } from "#app/features/results/published.ts";
import { deriveMaster, openRecord, recordPath } from "#app/features/results/record-crypto.ts";
import { sampleCsv, sampleRows } from "./sample-data.ts";
import bundleConfig, { BUNDLED_CONTENT } from "./vite.bundle.config.ts";

/** The streams the bundled commands know (the content's). */
export const { streams } = BUNDLED_CONTENT;
export const ITERATIONS = "10";
/**
 * The clock the import checks release moments against (RESULTS_TEST_NOW): before the season's
 * announcement in content/admission.yaml (2027-07-22 10:00), whatever the real date.
 */
export const CLOCK = "2027-05-01T09:00:00.000Z";

/** Where this test file's bundled commands are (set before its tests run: tempRoot). */
let commands = "";

/** Bundles the commands into `outDir` as `npm run build` does into build/results/. */
export async function bundleCommands(outDir: string): Promise<void> {
  await build(mergeConfig(bundleConfig, { configFile: false, logLevel: "error", build: { outDir } }) as InlineConfig);
}

/**
 * A temporary folder for the file's tests, removed after them (`root.path`), with the commands
 * bundled in it.
 */
export function tempRoot(): { path: string } {
  const root = { path: "" };
  beforeAll(async () => {
    root.path = mkdtempSync(join(tmpdir(), "results-test-"));
    commands = join(root.path, "commands");
    await bundleCommands(commands);
  }, 60_000);
  afterAll(() => rmSync(root.path, { recursive: true, force: true }));
  return root;
}

/** `node build/results/{name}.js …`: what the npm scripts run, without npm (the test's bundle). */
export const nodeArgs = (name: string, args: string[]) => [join(commands, `${name}.js`), ...args];

/** The environment of a results command under test: no RESULTS_DIR, the fixed clock. */
export const testEnv = (now = CLOCK) => ({ ...process.env, RESULTS_DIR: "", RESULTS_TEST_NOW: now });

/** Runs a results command to its end, at CLOCK. */
export function run(name: string, ...args: string[]) {
  return runAt(CLOCK, name, ...args);
}

/** Runs a results command to its end, its clock at `now` (ISO 8601). */
export function runAt(now: string, name: string, ...args: string[]) {
  const r = spawnSync(process.execPath, nodeArgs(name, args), { encoding: "utf8", env: testEnv(now) });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** Writes the first `rows` sample rows to `dir/name`, in `encoding`. */
export function sampleFile(dir: string, name: string, rows: number, encoding: "utf8" | "windows-1256" = "utf8") {
  const file = join(dir, name);
  const text = sampleCsv(sampleRows(rows), streams);
  writeFileSync(file, encoding === "utf8" ? text : iconv.encode(text.replace(/^\uFEFF/, ""), "windows-1256"));
  return file;
}

export const pointer = (dir: string) => JSON.parse(readFileSync(join(dir, "current.json"), "utf8")) as PublishedVersion;
export const stagingDirs = (dir: string) => readdirSync(dir).filter((n) => n.startsWith(".staging-"));
export const versions = (dir: string) =>
  existsSync(join(dir, "versions")) ? readdirSync(join(dir, "versions")).sort() : [];
/** Record files under a version or staging folder (one level of `aa/` folders). */
export const countFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .reduce((n, d) => n + readdirSync(join(dir, d.name)).length, 0);

/** Finds a student's record in the current version as the page does, and opens it. */
export async function lookUp(dir: string, seat: string, dob: string) {
  const p = pointer(dir);
  const master = await deriveMaster(seat, dob, p);
  const path = await recordPath(master);
  const file = join(dir, "versions", p.version, path);
  if (!existsSync(file)) return undefined;
  return openRecord(master, path, readFileSync(file));
}
