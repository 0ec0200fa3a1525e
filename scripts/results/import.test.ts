/**
 * The commands as an operator runs them, each in its own process: what is published opens with
 * record-crypto, a bad file publishes nothing, rollback, and the sample set `npm start` publishes.
 * (interrupt.test.ts: an import killed halfway.)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { VERSION_PATTERN, type PublishedVersion } from "#app/features/results/published.ts";
import { fromBase64Url, RECORD_FILE_BYTES } from "#app/features/results/record-crypto.ts";
import { parseResults } from "./read-csv.ts";
import { sampleCsv, sampleRows } from "./sample-data.ts";
import {
  CLOCK,
  countFiles,
  ITERATIONS,
  lookUp,
  pointer,
  run,
  runAt,
  sampleFile,
  stagingDirs,
  streams,
  tempRoot,
  versions,
} from "./cli-test-helpers.ts";

const root = tempRoot();

describe("import, rollback", () => {
  let dir: string;
  let first: PublishedVersion;
  beforeAll(() => {
    dir = join(root.path, "published");
  });

  it("publishes every row of a Windows-1256 export: each record opens with record-crypto", async () => {
    const r = run(
      "import",
      sampleFile(root.path, "first.csv", 40, "windows-1256"),
      "--results-dir",
      dir,
      "--iterations",
      ITERATIONS,
    );
    expect(r.err).not.toMatch(/Error/);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/\(windows-1256\): 40 صف/);
    // When the results will show, said before a single record is written.
    const plan =
      "ستظهر النتائج للطلبة في 2027-07-22 10:00 بتوقيت فلسطين (Asia/Hebron)، " +
      "ويُغلق البحث فيها في 2027-09-30 23:59 بتوقيت فلسطين (Asia/Hebron).";
    expect(r.out).toContain(plan);
    expect(r.out.indexOf(plan)).toBeLessThan(r.out.search(/% \(\d+ من 40 صف\)/));
    // The summary names the folder, which the site reads only if it is its RESULTS_DIR.
    expect(r.out).toContain(
      `  المجلد: ${dir} — لن تظهر النتائج للطلبة ما لم يكن هذا هو المجلد الذي يحدده المتغير RESULTS_DIR في إعدادات الموقع.`,
    );

    first = pointer(dir);
    expect(first.version).toMatch(VERSION_PATTERN);
    expect(fromBase64Url(first.salt)).toHaveLength(16);
    expect(first).toMatchObject({
      iterations: 10,
      rows: 40,
      sample: false,
      releaseAt: "2027-07-22T07:00:00.000Z", // content/admission.yaml: 2027-07-22 10:00 Asia/Hebron
      closesAt: "2027-09-30T20:59:59.999Z",
    });
    expect(JSON.parse(readFileSync(join(dir, "versions", first.version, "manifest.json"), "utf8"))).toEqual(first);
    expect(countFiles(join(dir, "versions", first.version))).toBe(40);
    // Every record file the same length, whatever the name in it.
    const sizes = new Set(
      readdirSync(join(dir, "versions", first.version), { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile() && d.name !== "manifest.json")
        .map((d) => statSync(join(d.parentPath, d.name)).size),
    );
    expect([...sizes]).toEqual([RECORD_FILE_BYTES]);
    expect(stagingDirs(dir)).toEqual([]);
    expect(existsSync(join(dir, ".import.lock"))).toBe(false);

    expect(await lookUp(dir, "20270001", "2009-03-14")).toEqual({
      name: "سلمى خالد الأحمد (تجريبية)",
      stream: "scientific",
      average: 94.6,
      result: "pass",
    });
    expect(await lookUp(dir, "20270003", "2008-06-30")).toEqual({
      name: "عمر سامي النجار (تجريبي)",
      stream: "industrial",
      result: "fail",
    });
    const row = sampleRows(40)[39];
    expect((await lookUp(dir, row.seat, row.dob))?.name).toBe(row.name);
    expect(await lookUp(dir, "20270001", "2009-03-15")).toBeUndefined();
  }, 30_000);

  it("--release, --closes and --sample; the new version becomes current", () => {
    const r = run(
      "import",
      ...[sampleFile(root.path, "second.csv", 12), "--results-dir", dir, "--iterations", ITERATIONS],
      ...["--release", "2027-07-23T09:30", "--closes", "2027-10-15", "--sample"],
    );
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/2027-07-23 09:30 \(Asia\/Hebron\)/);
    expect(pointer(dir)).toMatchObject({
      rows: 12,
      sample: true,
      releaseAt: "2027-07-23T06:30:00.000Z",
      closesAt: "2027-10-15T20:59:59.999Z",
    });
    expect(pointer(dir).version > first.version).toBe(true);
    expect(versions(dir)).toEqual([first.version, pointer(dir).version]);
  }, 30_000);

  it("a file with bad rows: every problem reported, exit 1, nothing published", () => {
    const bad = join(root.path, "bad.csv");
    writeFileSync(
      bad,
      "seat,name,birth_date,stream,average,result\n20270001,A,2009-03-14,scientific,94.6,pass\n" +
        "123,B,2009-03-14,scientific,94.6,pass\n20270001,C,2009-02-30,scientific,,pass\n",
    );
    const before = pointer(dir);
    const r = run("import", bad, "--results-dir", dir, "--iterations", ITERATIONS);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/3 مشكلة/);
    expect(r.err).toContain(`${bad}:3 (العمود seat «رقم الجلوس»)`);
    expect(r.err).toContain(`${bad}:4 (العمود birth_date «تاريخ الميلاد»)`);
    expect(r.err).toContain(`${bad}:4 (العمود average «المعدل»)`);
    expect(pointer(dir)).toEqual(before);
    expect(versions(dir)).toHaveLength(2);
  }, 30_000);

  it("rollback points current.json at the previous version, then refuses: none before it", () => {
    const second = pointer(dir);
    const r = run("rollback", "--results-dir", dir);
    expect(r.status).toBe(0);
    expect(r.out).toContain(second.version);
    expect(pointer(dir)).toEqual(first);

    const again = run("rollback", "--results-dir", dir);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/أقدم نسخة/);
    expect(pointer(dir)).toEqual(first);
    expect(versions(dir)).toEqual([first.version, second.version]); // nothing deleted
  }, 30_000);

  it("rollback refuses when nothing is published", () => {
    const r = run("rollback", "--results-dir", join(root.path, "empty"));
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/لا نتائج منشورة/);
  }, 30_000);
});

describe("the release moment", () => {
  it("one already past is refused, named in Palestine's time; --release now publishes at once", () => {
    const dir = join(root.path, "release");
    const file = sampleFile(root.path, "release.csv", 3);
    const after = "2027-08-01T06:00:00.000Z"; // 09:00 in Hebron, ten days after the announcement
    const late = runAt(after, "import", file, "--results-dir", dir, "--iterations", ITERATIONS);
    expect(late.status).toBe(2);
    expect(late.err).toContain("موعد الإعلان 2027-07-22 10:00 بتوقيت فلسطين (Asia/Hebron)");
    expect(late.err).toContain("قد مضى");
    expect(late.err).toContain("--release now");
    expect(late.out).toBe("");
    expect(existsSync(dir)).toBe(false);

    const given = runAt(
      after,
      "import",
      file,
      "--results-dir",
      dir,
      "--iterations",
      ITERATIONS,
      "--release",
      "2027-08-01T08:59",
    );
    expect(given.status).toBe(2);
    expect(given.err).toMatch(/2027-08-01 08:59 بتوقيت فلسطين \(Asia\/Hebron\) \(--release 2027-08-01T08:59\) قد مضى/);

    const now = runAt(after, "import", file, "--results-dir", dir, "--iterations", ITERATIONS, "--release", "now");
    expect(now.status).toBe(0);
    expect(now.out).toContain("ستظهر النتائج للطلبة فور اكتمال النشر (--release now)");
    expect(pointer(dir)).toMatchObject({ rows: 3, releaseAt: after });
  }, 30_000);

  it("the tests' clock is said whenever it is set", () => {
    const r = run("import", join(root.path, "missing.csv"));
    expect(r.err).toContain(`RESULTS_TEST_NOW على ${CLOCK}`);
  }, 30_000);
});

describe("results:sample", () => {
  it("--publish-if-empty publishes 200 invented rows, open now for a year, once", async () => {
    const dir = join(root.path, "fresh");
    const started = Date.now();
    const r = run("sample", "--publish-if-empty", "--results-dir", dir);
    expect(r.status).toBe(0);
    const p = pointer(dir);
    expect(p).toMatchObject({ rows: 200, sample: true });
    expect(Date.parse(p.releaseAt)).toBeLessThan(started);
    expect(Date.parse(p.releaseAt)).toBeGreaterThan(started - 120_000);
    expect(Date.parse(p.closesAt) - Date.parse(p.releaseAt)).toBeGreaterThan(360 * 86_400_000);
    expect(await lookUp(dir, "20270002", "2009-11-02")).toMatchObject({ stream: "literary", average: 78.5 });

    const again = run("sample", "--publish-if-empty", "--results-dir", dir);
    expect(again.status).toBe(0);
    expect(again.out).toMatch(/تُركت كما هي/);
    expect(pointer(dir)).toEqual(p);
  }, 30_000);

  it("the invented rows are the same every time, whatever the count, in a file the import accepts", () => {
    expect(sampleRows(3000).slice(0, 30)).toEqual(sampleRows(30));
    const text = sampleCsv(sampleRows(30), streams);
    expect(text).toContain("20270001,سلمى خالد الأحمد (تجريبية),14/03/2009,العلمي,94.6,ناجح");
    expect(text).toContain("20270002,يوسف محمود الخطيب (تجريبي),02/11/2009,الأدبي,78.5,ناجح");
    expect(text).toContain("20270003,عمر سامي النجار (تجريبي),30/06/2008,الصناعي,,راسب");
    expect(sampleRows(3000).every((r) => /\(تجريبية?\)$/.test(r.name))).toBe(true);
    expect(parseResults(sampleCsv(sampleRows(3000), streams), streams).problems).toEqual([]);
  });
});

describe("the commands' options, as an officer types them", () => {
  const COMMANDS = ["import", "rollback", "prune", "sample"];

  it("--help and -h say what each command does and name its options; nothing is read or written", () => {
    for (const name of COMMANDS)
      for (const flag of ["--help", "-h"]) {
        const r = run(name, flag, "--results-dir", join(root.path, "never-made"));
        expect(r.status, `${name} ${flag}`).toBe(0);
        expect(r.out).toContain(`الاستعمال: npm run results:${name} -- `);
        expect(r.out).toContain("--results-dir DIR");
        expect(existsSync(join(root.path, "never-made"))).toBe(false);
      }
  }, 30_000);

  it("an unknown option, one without its value, or a word too many: a sentence naming it and the usage, exit 2", () => {
    const cases: [string, string[], string][] = [
      ["prune", ["--keep-previus"], "الخيار --keep-previus لا يعرفه هذا الأمر."],
      ["rollback", ["--results-dir"], "الخيار --results-dir يحتاج إلى قيمة بعده"],
      ["sample", ["--rows", "--out", "x.csv"], "الخيار --rows يحتاج إلى قيمة بعده"],
      ["prune", ["--keep-previous=yes"], "الخيار --keep-previous لا يأخذ قيمة"],
      ["rollback", ["now"], "لا يأخذ هذا الأمر «now»"],
      ["import", ["a.csv", "b.csv"], "«b.csv»"],
    ];
    for (const [name, args, sentence] of cases) {
      const r = run(name, ...args);
      expect(r.status, `${name} ${args.join(" ")}`).toBe(2);
      expect(r.err).toContain(sentence);
      expect(r.err).toContain(`الاستعمال: npm run results:${name}`);
      expect(r.err).not.toMatch(/^\s+at /m); // no stack trace
    }
  }, 30_000);
});
