/**
 * A site built from temporary content, for what the shipped content must never show (a current
 * urgent notice): a copy of the project with some content files replaced, built as `npm run build`
 * builds the site (the fonts already cut, the share images already drawn and, when only the
 * notices differ, the admission answers' padding already measured are reused; without
 * the CMS's page, the results commands and the compressed copies, which its server does without:
 * it compresses on the fly), then served by the production server, on a free port, its clock
 * shifted ahead if asked. The copy lives in the system's temporary folder and is deleted
 * afterwards; the project's own build is never touched.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(".");
/**
 * What a build reads: the code (common/ too: the server and the app share it), the content, the static files, the build and server scripts, and
 * .gitignore (Tailwind skips what git ignores: without it, the server build would also read the
 * client build's output and write a stylesheet of another name than the one the pages link).
 */
const COPIED = [
  ".gitignore",
  "app",
  "common",
  "content",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

export interface FixtureSite {
  dir: string;
  remove: () => void;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(" ")} failed (${code}):\n${errors}`)),
    );
  });
}

/** Copies the project, writes `files` (path → text) over its content, and builds it. */
export async function buildFixtureSite(files: Record<string, string>): Promise<FixtureSite> {
  const dir = mkdtempSync(join(tmpdir(), "al-ofoq-fixture-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const entry of COPIED) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
    await run(process.execPath, ["node_modules/.bin/react-router", "build"], dir);
    // Notices change no admission answer: their padding is the project's build's, not measured again.
    const sameAnswers = Object.keys(files).every((path) => path === "content/notices.yaml");
    await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/postbuild.ts"], dir, {
      PRECOMPRESS: "off",
      ...(sameAnswers ? { PADDING_FROM: join(ROOT, "build/padding.json") } : {}),
    });
    // The sample results, as the suite's own server has them (the home page asks for them), by the
    // project's own build of the command (the fixture's content differs in its notices alone).
    await run(process.execPath, [join(ROOT, "build/results/sample.js"), "--publish-if-empty"], dir, {
      RESULTS_DIR: join(dir, "results"),
    });
    return { dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export interface FixtureServer {
  url: string;
  stop: () => void;
}

/** Serves a fixture site with the production server, its clock `shiftMs` ahead of the real one. */
export function serveFixtureSite(site: FixtureSite, shiftMs = 0): Promise<FixtureServer> {
  return new Promise((done, fail) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", join(ROOT, "tests/e2e/fixture-site/shifted-clock.mjs"), "server/index.js"],
      {
        cwd: site.dir,
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          SHIFT_CLOCK_MS: String(shiftMs),
          RESULTS_DIR: join(site.dir, "results"),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const stop = () => void child.kill("SIGTERM");
    let output = "";
    const timer = setTimeout(() => (stop(), fail(new Error(`the fixture server did not start:\n${output}`))), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const bound = /Serving on (http:\/\/\S+) /.exec(output);
      if (bound) {
        clearTimeout(timer);
        done({ url: bound[1], stop });
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => fail(new Error(`the fixture server stopped (${code}):\n${output}`)));
  });
}
