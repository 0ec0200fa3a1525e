/**
 * `npm run test:drill [-- --seed N] [--keep]`: the content drill. Copies the project, makes the
 * edits a university makes to its content in a year (edits.ts) as the CMS would write them, moves
 * the clock into next year, and runs on the copy what must pass after any such year: the content
 * check, the build, the unit tests and the admission, search and notices browser tests.
 *
 * The clock is moved in every Node process of the drill (tests/e2e/fixture-site/shifted-clock.mjs,
 * loaded through NODE_OPTIONS), so the content check, the build, the tests and the test server all
 * believe it is next year. The copy is deleted when the drill passes and kept (its path printed)
 * when it fails, for a look at what broke.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { readContentFiles } from "#app/content/files.node.ts";
import { officeToday } from "#app/admin/forms/office-clock.ts";
import { applyEdits, reseeded } from "./apply.ts";
import { DRILL_CLOCK_DAYS, DRILL_EDITS } from "./edits.ts";

const ROOT = resolve(".");
const args = process.argv.slice(2);
const seedAt = args.indexOf("--seed");
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : 0;
if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number, not "${args[seedAt + 1]}"`);
const keep = args.includes("--keep");

const SHIFT_MS = DRILL_CLOCK_DAYS * 86_400_000;
/** The drill's moment next year (what the notices' windows are counted from), and the office's day then: what the CMS stamps on a save. */
const moment = Date.now() + SHIFT_MS;
const today = officeToday(new Date(moment));

/** The project's files as git sees them (committed, or new and not ignored), without what is built. */
function projectFiles(): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split("\0").filter((f) => f && existsSync(join(ROOT, f)));
}

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "content-drill-"));
  for (const file of projectFiles()) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  // The fonts cut for this project's characters: the build keeps them when nothing they depend on changed.
  if (existsSync(join(ROOT, "app/generated")))
    cpSync(join(ROOT, "app/generated"), join(dir, "app/generated"), { recursive: true });
  return dir;
}

/** Writes the edited content into the copy: changed files rewritten, retired ones deleted. */
function editContent(dir: string): string[] {
  const before = readContentFiles(dir);
  const after = applyEdits(before, reseeded(DRILL_EDITS, seed), today, moment);
  const report: string[] = [];
  for (const [file, text] of Object.entries(after))
    if (before[file] !== text) {
      writeFileSync(join(dir, file), text);
      if (before[file] === undefined) report.push(`+ ${file}`);
    }
  for (const file of Object.keys(before))
    if (after[file] === undefined) {
      rmSync(join(dir, file));
      report.push(`- ${file}`);
    }
  const changed = Object.keys(after).filter((f) => before[f] !== undefined && before[f] !== after[f]).length;
  return [`${changed} files changed`, ...report];
}

interface Stage {
  name: string;
  command: string[];
  /** The stages that must pass before this one starts (none: it starts at once). */
  after?: string[];
}

/**
 * `npm run build` without the CMS's page (vite.admin.config.ts), read from package.json so the two
 * never part: the page bundles the same content through the same registry as the site
 * (app/admin/registry-snapshot.ts), so what the edits could break the site's build breaks first,
 * and the page cost the drill 9 CPU-seconds.
 */
const SITE_BUILD = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { build: string } }
).scripts.build
  .split(" && ")
  .filter((step) => !step.includes("vite.admin.config.ts"))
  .join(" && ");

/**
 * The drill's stages, each started as soon as those it comes after have passed. The content's
 * checks, the build and the unit tests start together: the tests read the content and the code,
 * never the build, and the build validates the content as it reads it (one after the other the
 * build and the tests took 24 s and 26 s; side by side, 44 s in all). The browser tests need the
 * build alone, so they start when it ends, beside the unit tests' last files (decision 025): the
 * results commands' tests among them wait on locks and child processes, leaving a core to spare.
 */
const BUILD = "build (the site's)";
const STAGES: Stage[] = [
  { name: "content:check", command: ["npm", "run", "-s", "content:check"] },
  { name: "content:format --check", command: ["npm", "run", "-s", "content:format", "--", "--check"] },
  { name: BUILD, command: ["sh", "-c", SITE_BUILD] },
  { name: "unit tests", command: ["npx", "vitest", "run"] },
  {
    name: "admission, search and notices in the browser",
    // The tests of what the site answers from its content (playwright.config.ts).
    command: ["npx", "playwright", "test", "--project=drill"],
    after: [BUILD],
  },
];

const dir = copyProject();
console.log(`Content drill (seed ${seed}) in ${dir}: the office's edits of a year, and the clock moved to ${today}.`);
for (const line of editContent(dir)) console.log(`  ${line}`);

const env = {
  ...process.env,
  CI: "true",
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ""} --import ${join(ROOT, "tests/e2e/fixture-site/shifted-clock.mjs")}`.trim(),
  SHIFT_CLOCK_MS: String(SHIFT_MS),
  // The moment the edits were made at: notices.spec.ts counts the posted notices' windows from it.
  DRILL_MOMENT_MS: String(moment),
  // The build's commands (react-router, vite, tsx) as npm run finds them: the site's build runs them itself.
  PATH: `${join(dir, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
  // The copy is built to test its content, not to be served: no Brotli and gzip copies (postbuild.ts).
  PRECOMPRESS: "off",
  // Its own port: the drill may run beside the project's own browser tests.
  E2E_PORT: process.env.DRILL_E2E_PORT ?? "3190",
};
const times: string[] = [];

/** Runs a stage in the copy; its output is kept and printed whole when it ends, so that no two stages' lines are mixed. */
function runStage(stage: Stage): Promise<boolean> {
  const started = performance.now();
  const child = spawn(stage.command[0], stage.command.slice(1), { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((done) =>
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n── drill: ${stage.name}\n${output.trimEnd()}`);
      times.push(`  ${stage.name.padEnd(38)} ${seconds.toFixed(1).padStart(6)} s`);
      done(code === 0);
    }),
  );
}

/** Each stage's run, started once the stages it comes after have passed (false if one failed: not run). */
const runs = new Map<string, Promise<boolean>>();
const notRun: string[] = [];
for (const stage of STAGES)
  runs.set(
    stage.name,
    Promise.all((stage.after ?? []).map((name) => runs.get(name)!)).then((passed) =>
      passed.every(Boolean) ? runStage(stage) : (notRun.push(`«${stage.name}»`), false),
    ),
  );
console.log(`\n── drill: ${STAGES.map((stage) => stage.name).join(", ")}; each printed when it ends`);
const passed = await Promise.all(STAGES.map((stage) => runs.get(stage.name)!));
const failed = STAGES.filter((_, i) => !passed[i])
  .map((stage) => `«${stage.name}»`)
  .filter((name) => !notRun.includes(name));
if (failed.length > 0) {
  console.error(
    `\n${times.join("\n")}\nThe content drill failed at ${failed.join(" and ")} (seed ${seed})${notRun.length ? `, before ${notRun.join(" and ")}` : ""}; the copy is kept in ${dir}.`,
  );
  process.exit(1);
}
console.log(`\n${times.join("\n")}\nThe content drill passed (seed ${seed}).`);
if (!keep) rmSync(dir, { recursive: true, force: true });
