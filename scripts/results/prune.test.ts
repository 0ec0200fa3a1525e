/**
 * `results:prune` as an operator runs it: the superseded versions go, the current one (and with
 * --keep-previous the one rollback would go back to) stays and still opens.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ITERATIONS, lookUp, pointer, run, sampleFile, stagingDirs, tempRoot, versions } from "./cli-test-helpers.ts";
import { sampleRows } from "./sample-data.ts";

const root = tempRoot();

describe("results:prune", () => {
  it("removes every version but the current one (--keep-previous: and the one before it), under the lock", async () => {
    const dir = join(root.path, "results");
    const published: string[] = [];
    for (const rows of [3, 4, 5]) {
      const r = run(
        "import",
        sampleFile(root.path, `v${rows}.csv`, rows),
        "--results-dir",
        dir,
        "--iterations",
        ITERATIONS,
      );
      expect(r.status).toBe(0);
      published.push(pointer(dir).version);
    }
    const [v1, v2, v3] = published;
    expect(run("rollback", "--results-dir", dir).status).toBe(0); // v3 left behind, v2 current
    mkdirSync(join(dir, ".staging-20270101T000000Z-dead/00"), { recursive: true }); // a killed import's
    writeFileSync(join(dir, ".staging-20270101T000000Z-dead/00/x"), "x");

    // Another process holds the lock (this test's own, alive): nothing is touched.
    writeFileSync(join(dir, ".import.lock"), String(process.pid));
    const locked = run("prune", "--results-dir", dir);
    expect(locked.status).toBe(2);
    expect(locked.err).toMatch(/عملية أخرى/);
    expect(versions(dir)).toEqual([v1, v2, v3]);
    writeFileSync(join(dir, ".import.lock"), "999999999"); // a process long gone: its lock is taken over

    const keep = run("prune", "--results-dir", dir, "--keep-previous");
    expect(keep.err).toBe("");
    expect(keep.status).toBe(0);
    expect(keep.out).toContain(`حُذفت النسخة ${v3}: 6 ملف`); // 5 records and the manifest
    expect(keep.out).toMatch(/حُذفت 1 نسخة سابقة/);
    expect(keep.out).toContain(`بقي: ${v1} (للإرجاع)، ${v2} (الحالية)`);
    expect(keep.out).toMatch(/المساحة المحررة: \d+\.\d (ميغابايت|كيلوبايت) على القرص \(7 ملف/); // and the staging's
    expect(keep.out).toContain(".staging-20270101T000000Z-dead");
    expect(versions(dir)).toEqual([v1, v2]);
    expect(stagingDirs(dir)).toEqual([]);
    expect(pointer(dir).version).toBe(v2);
    const fourth = sampleRows(4)[3]; // only in v2
    expect((await lookUp(dir, fourth.seat, fourth.dob))?.name).toBe(fourth.name);

    const all = run("prune", "--results-dir", dir);
    expect(all.status).toBe(0);
    expect(all.out).toContain(`حُذفت النسخة ${v1}: 4 ملف`);
    expect(all.out).toMatch(/results:rollback/);
    expect(versions(dir)).toEqual([v2]);
    expect(await lookUp(dir, "20270001", "2009-03-14")).toMatchObject({ average: 94.6 });

    const again = run("prune", "--results-dir", dir);
    expect(again.status).toBe(0);
    expect(again.out).toMatch(/لا نسخة سابقة تُحذف/);
    expect(run("rollback", "--results-dir", dir).status).toBe(1);
    expect(versions(dir)).toEqual([v2]);
  }, 60_000);

  it("refuses when nothing is published", () => {
    const r = run("prune", "--results-dir", join(root.path, "empty"));
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/لا نتائج منشورة/);
  }, 30_000);
});
