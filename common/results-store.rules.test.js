// @ts-check
/**
 * The results store's rules, on a results folder made here (the store never opens a record, so
 * any bytes do) and a clock the test moves: one version served, failing closed.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resultsStore } from "./results-store.js";

const HOUR = 3_600_000;
const T0 = Date.parse("2027-07-22T07:00:00Z");
const FOLDER = "ab";
const NAME = "c".repeat(30);

/** @type {string} */
let dir;
/** @type {number} */
let clock;
/** @type {string[]} */
let logged;
/** The number of pointer writes, so each gets its own modification time. */
let writes = 0;

const version = (
  /** @type {string} */ id,
  /** @type {Partial<import("./results.js").PublishedVersion>} */ over = {},
) => ({
  version: id,
  salt: "AAAAAAAAAAAAAAAAAAAAAA",
  iterations: 1000,
  releaseAt: new Date(T0).toISOString(),
  closesAt: new Date(T0 + 1000 * HOUR).toISOString(),
  sample: false,
  rows: 1,
  publishedAt: new Date(T0 - HOUR).toISOString(),
  ...over,
});

/** Writes a version's folder (its manifest and one record) as the import would. */
function publishVersion(/** @type {ReturnType<typeof version>} */ v, manifest = JSON.stringify(v)) {
  mkdirSync(path.join(dir, "versions", v.version, FOLDER), { recursive: true });
  writeFileSync(path.join(dir, "versions", v.version, "manifest.json"), manifest);
  writeFileSync(path.join(dir, "versions", v.version, FOLDER, NAME), `record of ${v.version}`);
}

/** Points current.json at `text` (a version, or anything), with a modification time of its own. */
function point(/** @type {unknown} */ value) {
  const file = path.join(dir, "current.json");
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
  const mtime = new Date(Date.UTC(2027, 0, 1) + ++writes * 1000);
  utimesSync(file, mtime, mtime);
  clock += 1001; // the store looks at the file again at most once a second
}

const V1 = "20270721T180000Z-0001";
const V2 = "20270721T190000Z-0002";

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "results-store-"));
  clock = T0 - HOUR;
  logged = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = () => resultsStore(dir, { now: () => clock, log: (m) => logged.push(m) });
const record = async (/** @type {ReturnType<typeof store>} */ s, /** @type {string} */ v) =>
  (await s.record(v, FOLDER, NAME))?.toString();

describe("one version served", () => {
  it("before its release moment: no record, and the pointer says only when", async () => {
    publishVersion(version(V1));
    point(version(V1));
    const s = store();
    expect(await record(s, V1)).toBeUndefined();
    expect(await s.publicPointer()).toEqual({
      releaseAt: version(V1).releaseAt,
      closesAt: version(V1).closesAt,
      sample: false,
    });
    clock = T0;
    expect(await record(s, V1)).toBe(`record of ${V1}`);
    expect(await s.publicPointer()).toMatchObject({ version: V1, salt: version(V1).salt, iterations: 1000 });
  });

  it("a re-import postpones the release: the earlier version is not served at its own moment", async () => {
    publishVersion(version(V1));
    point(version(V1));
    publishVersion(version(V2, { releaseAt: new Date(T0 + 24 * HOUR).toISOString() }));
    point(version(V2, { releaseAt: new Date(T0 + 24 * HOUR).toISOString() }));
    const s = store();
    clock = T0 + HOUR;
    expect(await record(s, V1)).toBeUndefined();
    expect(await record(s, V2)).toBeUndefined();
    expect((await s.publicPointer())?.salt).toBeUndefined();
    clock = T0 + 25 * HOUR;
    expect(await record(s, V2)).toBe(`record of ${V2}`);
  });

  it("a rollback withdraws the version rolled away from", async () => {
    publishVersion(version(V1));
    publishVersion(version(V2));
    point(version(V2));
    const s = store();
    clock = T0 + HOUR;
    expect(await record(s, V2)).toBe(`record of ${V2}`);
    point(version(V1));
    clock += 1001;
    expect(await record(s, V2)).toBeUndefined();
    expect(await record(s, V1)).toBe(`record of ${V1}`);
  });

  it("after the season closes, records answer like misses", async () => {
    publishVersion(version(V1));
    point(version(V1));
    const s = store();
    clock = Date.parse(version(V1).closesAt);
    expect(await record(s, V1)).toBeUndefined();
    expect(await s.state()).toBe("closed");
  });

  it("a malformed path is a miss", async () => {
    publishVersion(version(V1));
    point(version(V1));
    const s = store();
    clock = T0;
    for (const [v, folder, name] of [
      [V1, "AB", NAME],
      [V1, FOLDER, "../manifest.json"],
      ["..", FOLDER, NAME],
      [V1, FOLDER, NAME + "0"],
    ])
      expect(await s.record(v, folder, name)).toBeUndefined();
  });
});

describe("failing closed", () => {
  it.each([
    ["a pointer that does not parse", "{ not json", undefined],
    ["a release moment that is not a moment", version(V1, { releaseAt: "soon" }), undefined],
    ["a close before the release", version(V1, { closesAt: new Date(T0 - HOUR).toISOString() }), undefined],
    ["no salt", { ...version(V1), salt: undefined }, undefined],
    ["a manifest that does not parse", version(V1), "{"],
    [
      "a manifest that disagrees (another release moment)",
      version(V1),
      JSON.stringify(version(V1, { releaseAt: new Date(T0 - 5 * HOUR).toISOString() })),
    ],
  ])("%s serves nothing, and is logged once", async (_, pointer, manifest) => {
    publishVersion(version(V1), manifest);
    point(pointer);
    const s = store();
    clock = T0 + HOUR;
    expect(await record(s, V1)).toBeUndefined();
    expect(await s.publicPointer()).toBeUndefined();
    clock += 5000;
    expect(await record(s, V1)).toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/serving no results until it is fixed/);
  });

  it("nothing published is no problem: nothing served, nothing logged", async () => {
    const s = store();
    expect(await s.pointer()).toBeUndefined();
    expect(await record(s, V1)).toBeUndefined();
    expect(logged).toEqual([]);
  });
});

describe("the cache", () => {
  it("never keeps a miss: a record that appears later is served", async () => {
    mkdirSync(path.join(dir, "versions", V1), { recursive: true });
    writeFileSync(path.join(dir, "versions", V1, "manifest.json"), JSON.stringify(version(V1)));
    point(version(V1));
    const s = store();
    clock = T0;
    expect(await record(s, V1)).toBeUndefined();
    publishVersion(version(V1));
    expect(await record(s, V1)).toBe(`record of ${V1}`);
  });

  it("is bounded: with room for one record, the older one is read from disk again", async () => {
    publishVersion(version(V1));
    writeFileSync(path.join(dir, "versions", V1, FOLDER, "d".repeat(30)), "second");
    point(version(V1));
    const s = resultsStore(dir, { now: () => clock, cacheEntries: 1 });
    clock = T0;
    expect(await record(s, V1)).toBe(`record of ${V1}`);
    expect((await s.record(V1, FOLDER, "d".repeat(30)))?.toString()).toBe("second");
    // The first is no longer cached: changed on disk, its new bytes are read.
    writeFileSync(path.join(dir, "versions", V1, FOLDER, NAME), "changed");
    expect(await record(s, V1)).toBe("changed");
  });
});
