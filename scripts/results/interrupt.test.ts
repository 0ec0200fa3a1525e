/**
 * All or nothing: an import killed (SIGKILL) or interrupted (SIGINT) while it writes leaves the
 * previous version online; the next import removes what a killed one left.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  countFiles,
  ITERATIONS,
  lookUp,
  nodeArgs,
  pointer,
  run,
  sampleFile,
  stagingDirs,
  tempRoot,
  testEnv,
  versions,
} from "./cli-test-helpers.ts";

const root = tempRoot();

/** Starts a slow import (the real iteration count) and resolves once it has written some records. */
async function startAndWait(dir: string, file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs("import", [file, "--results-dir", dir, "--iterations", "3000"]), {
    stdio: "ignore",
    env: testEnv(),
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const staging = stagingDirs(dir)[0];
    if (staging && countFiles(join(dir, staging)) >= 20) return child;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the import never got under way");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
  );

describe("an import that dies halfway", () => {
  it("SIGKILL: the previous version stays current; the next import removes the leftovers", async () => {
    const dir = join(root.path, "results");
    expect(
      run("import", sampleFile(root.path, "before.csv", 5), "--results-dir", dir, "--iterations", ITERATIONS).status,
    ).toBe(0);
    const before = pointer(dir);

    const child = await startAndWait(dir, sampleFile(root.path, "large.csv", 3000));
    const killed = stagingDirs(dir)[0].slice(".staging-".length);
    child.kill("SIGKILL");
    await exited(child);

    expect(pointer(dir)).toEqual(before);
    expect(versions(dir)).toEqual([before.version]); // the killed version never reached versions/
    expect(stagingDirs(dir)).toEqual([`.staging-${killed}`]);
    expect(await lookUp(dir, "20270001", "2009-03-14")).toMatchObject({ average: 94.6 });

    const next = run("import", sampleFile(root.path, "after.csv", 6), "--results-dir", dir, "--iterations", ITERATIONS);
    expect(next.status).toBe(0);
    expect(next.out).toContain(`.staging-${killed}`);
    expect(stagingDirs(dir)).toEqual([]);
    expect(pointer(dir)).toMatchObject({ rows: 6 });
    expect(versions(dir)).toEqual([before.version, pointer(dir).version]);
  }, 60_000);

  it("SIGINT: the import removes what it wrote and exits 130", async () => {
    const dir = join(root.path, "results"); // the previous test's: its last import is current
    const before = pointer(dir);

    const child = await startAndWait(dir, sampleFile(root.path, "large2.csv", 3000));
    child.kill("SIGINT");
    expect(await exited(child)).toBe(130);
    expect(stagingDirs(dir)).toEqual([]);
    expect(existsSync(join(dir, ".import.lock"))).toBe(false);
    expect(pointer(dir)).toEqual(before);
    expect(versions(dir)).toHaveLength(2);
  }, 60_000);
});
