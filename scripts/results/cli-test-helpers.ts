/**
 * For the tests that run the results commands as an operator does, each in its own process (as
 * `npm run` does), on temporary folders, with few PBKDF2 iterations and a fixed clock (the import
 * refuses a release moment already past). Not a test file itself.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import iconv from "iconv-lite";
import { afterAll, beforeAll } from "vitest";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import type { PublishedVersion } from "#app/features/results/published.ts";
import { deriveMaster, openRecord, recordPath } from "#app/features/results/record-crypto.ts";
import { sampleCsv, sampleRows } from "./sample-data.ts";

export const { streams } = buildRegistry(readContentFiles());
export const ITERATIONS = "10";
/**
 * The clock the import checks release moments against (RESULTS_TEST_NOW): before the season's
 * announcement in content/admission.yaml (2027-07-22 10:00), whatever the real date.
 */
export const CLOCK = "2027-05-01T09:00:00.000Z";

/** A temporary folder for the file's tests, removed after them: `root.path`. */
export function tempRoot(): { path: string } {
  const root = { path: "" };
  beforeAll(() => {
    root.path = mkdtempSync(join(tmpdir(), "results-test-"));
  });
  afterAll(() => rmSync(root.path, { recursive: true, force: true }));
  return root;
}

/** `node --import tsx scripts/results/{name}.ts …`: what the npm scripts run, without npm. */
export const nodeArgs = (name: string, args: string[]) => [
  "--import",
  "tsx",
  join("scripts", "results", `${name}.ts`),
  ...args,
];

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
