/**
 * A second production server of a build, its clock shifted ahead: what a visitor meets when the
 * pages were built before a notice ended or began (notices.spec.ts, run in the content drill on the
 * drill's build). Started on a free port with the suite's sample results (playwright.config.ts's
 * RESULTS_DIR), and stopped by the spec.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";

const ROOT = resolve(".");

export interface FixtureServer {
  url: string;
  stop: () => void;
}

/** Serves the build in `dir` with the production server, its clock `shiftMs` ahead of the real one. */
export function serveFixtureSite(dir: string, shiftMs = 0): Promise<FixtureServer> {
  return new Promise((done, fail) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", join(ROOT, "tests/e2e/fixture-site/shifted-clock.mjs"), "server/index.js"],
      {
        cwd: dir,
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          // The whole shift (the drill's own included): shifted-clock.mjs moves the clock once.
          SHIFT_CLOCK_MS: String(shiftMs),
          RESULTS_DIR: join(dir, "build/e2e-results"),
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
