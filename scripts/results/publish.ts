/**
 * Publishes validated rows as a new version of the results, all or nothing (decision 011's layout,
 * app/features/results/published.ts):
 *
 *   1. every record is sealed into RESULTS_DIR/.staging-{version}/ by worker threads;
 *   2. the files are flushed to disk, manifest.json is written and fsynced;
 *   3. the staging folder is renamed to versions/{version} (one rename: complete or absent);
 *   4. current.json is replaced by rename from a fsynced temporary file.
 *
 * Until step 4 the previous version stays the one served. Killed before it, an import leaves at
 * most a `.staging-*` folder (never served, removed by the next import) or an unnamed version;
 * SIGINT and SIGTERM remove the staging folder before exiting with 130.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { toBase64Url, type DerivationParams } from "#app/features/results/record-crypto.ts";
import type { PublishedVersion } from "#app/features/results/published.ts";
import {
  listVersions,
  pointerFile,
  readPointer,
  removeStaleStaging,
  STAGING_PREFIX,
  takeLock,
  versionsDir,
} from "./results-dir.ts";
import { WORKER_ENTRY } from "./runtime.ts";
import type { SealInput, SealTotals } from "./seal.ts";
import type { BatchReply, BatchRequest, WorkerSetup } from "./worker.ts";

/**
 * PBKDF2-SHA-256 iterations of a published version (stored in it: a browser pays them once per
 * lookup, the server's thread pool once per no-JavaScript lookup). About 5 ms of a core per
 * derivation was the aim, within an import of 100,000 rows in 5 minutes (issue 27); the import
 * decides. Measured on this project's 2-core machine (Node 20, 2026-11-25; other work ran on the
 * machine throughout, load average 3–6, so figures varied by a third from run to run):
 * - `npm run bench:derivation` (three runs, the best rounds of each), one deriveMaster at a time /
 *   a core's time each with every core busy (cores ÷ derivations per second): 1,000: 0.4–0.5 ms /
 *   0.4–0.6 ms; 5,000: 1.4–1.9 / 1.4–1.9; 10,000: 2.8–3.3 / 2.9–3.8; 12,000: 3.3–3.8 / 3.3–4.5;
 *   15,000: 4.0–4.7 / 4.1–6.4; 20,000: 5.4–6.0 / 5.4–8.9 (0.1–0.3 ms per call + 0.27–0.30 µs per
 *   iteration; with more load around the measurement, up to 0.41 µs);
 * - `npm run bench:results`, the whole 100,000-row import: 12,000 in 274 s (365 rows/s; 450 s of
 *   CPU: 225 s on two idle cores); 15,000, the count nearest 5 ms, in 351 s on a nearly quiet
 *   machine (550 s of CPU), over the limit; 18,000 in 495 s (624 s of CPU: over even on two idle
 *   cores). So 12,000, with some margin for a machine not quite quiet;
 * - Chromium 156 (`npm run bench:derivation`, crypto.subtle, median of 20): 2.2–3.5 ms at 12,000,
 *   so about 11–18 ms on a low-end phone (5×, decision 011), far under the 300 ms allowed.
 */
export const DEFAULT_ITERATIONS = 12_000;

/** Rows per message to a worker: large enough that messaging is noise, small for even progress. */
const MAX_BATCH = 250;

export interface PublishOptions {
  resultsDir: string;
  rows: readonly SealInput[];
  releaseAt: Date;
  closesAt: Date;
  sample: boolean;
  iterations: number;
  /** Worker threads; default one per core the process may use. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  /** Said once the staging folder of a killed import has been removed. */
  onStaleStaging?: (names: string[]) => void;
}

export interface PublishSummary {
  pointer: PublishedVersion;
  files: number;
  bytes: number;
  ms: number;
  workers: number;
  /** A SIGINT or SIGTERM that came while the version was being switched in (it was finished). */
  lateSignal?: string;
}

/** `20270722T064512Z-3f9a`: the UTC second, strictly after every version already there. */
export function newVersionId(resultsDir: string, now = new Date()): string {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const last = listVersions(resultsDir).at(-1);
  let at = now;
  if (last && stamp(at) <= last.slice(0, 16)) {
    // Two imports within one second: the id order must stay the publication order (rollback).
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(last)!;
    at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) + 1000);
  }
  return `${stamp(at)}-${randomBytes(2).toString("hex")}`;
}

/** Writes a file and forces it to disk before returning. */
function writeDurably(path: string, text: string): void {
  const fd = openSync(path, "wx");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename inside `dir` durable (Linux; elsewhere a folder cannot be opened, and that is fine). */
function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // not supported on this system
  }
}

/**
 * Flushes the many record files in one call (`sync -f`: syncfs of their file system) instead of
 * one fsync per file, which measured 1.5–3.6 ms each here: minutes for 100,000 files.
 */
function flushFileSystem(dir: string): void {
  if (spawnSync("sync", ["-f", dir]).status !== 0) spawnSync("sync");
}

/** Points current.json at `pointer`: a temporary file beside it, fsynced, renamed over it. */
export function writePointer(resultsDir: string, pointer: PublishedVersion): void {
  const temp = join(resultsDir, `.current-${pointer.version}-${process.pid}.json.tmp`);
  rmSync(temp, { force: true });
  writeDurably(temp, JSON.stringify(pointer, null, 2) + "\n");
  renameSync(temp, pointerFile(resultsDir));
  syncDir(resultsDir);
}

/** Seals `rows` with the workers; rejects on the first failure. */
function sealWithWorkers(
  rows: readonly SealInput[],
  setup: WorkerSetup,
  count: number,
  onProgress: (done: number) => void,
  track: (workers: Worker[]) => void,
): Promise<SealTotals> {
  const batch = Math.max(1, Math.min(MAX_BATCH, Math.ceil(rows.length / (count * 4))));
  const workers = Array.from(
    { length: Math.max(1, Math.min(count, Math.ceil(rows.length / batch))) },
    () => new Worker(WORKER_ENTRY, { workerData: setup }),
  );
  track(workers);
  const totals: SealTotals = { files: 0, bytes: 0 };
  let next = 0;
  let pending = 0;
  const done = new Promise<SealTotals>((resolve, reject) => {
    const send = (worker: Worker) => {
      if (next >= rows.length) return;
      const request: BatchRequest = { id: next, rows: rows.slice(next, next + batch) };
      next += request.rows.length;
      pending++;
      worker.postMessage(request);
    };
    for (const worker of workers) {
      worker.on("message", (reply: BatchReply) => {
        pending--;
        if ("error" in reply) return reject(new Error(reply.error));
        totals.files += reply.files;
        totals.bytes += reply.bytes;
        onProgress(totals.files);
        send(worker);
        if (!pending && next >= rows.length) resolve(totals);
      });
      worker.on("error", reject);
      worker.on("exit", (code) => code && reject(new Error(`a worker stopped with code ${code}`)));
      // Two batches each, so a worker never waits for the next one to arrive.
      send(worker);
      send(worker);
    }
    if (!rows.length) resolve(totals);
  });
  return done.finally(() => Promise.all(workers.map((w) => w.terminate())));
}

export async function publishVersion(options: PublishOptions): Promise<PublishSummary> {
  const { resultsDir, rows } = options;
  const started = performance.now();
  const release = takeLock(resultsDir);
  const stale = removeStaleStaging(resultsDir);
  if (stale.length) options.onStaleStaging?.(stale);
  mkdirSync(versionsDir(resultsDir), { recursive: true });

  const version = newVersionId(resultsDir);
  const staging = join(resultsDir, STAGING_PREFIX + version);
  const params: DerivationParams = { salt: toBase64Url(randomBytes(16)), iterations: options.iterations };
  let workers: Worker[] = [];
  let committing = false;
  let renamed = false;
  let lateSignal: string | undefined;
  let aborting = false;

  const cleanUp = () => {
    // Retries: a write that was under way when the workers stopped may land while this removes.
    rmSync(staging, { recursive: true, force: true, maxRetries: 5 });
    release();
  };
  const onSignal = async (signal: NodeJS.Signals) => {
    if (committing) {
      lateSignal = signal; // a few milliseconds from done: finishing is the safe way out
      return;
    }
    aborting = true;
    await Promise.all(workers.map((w) => w.terminate()));
    cleanUp();
    console.error(`\nأُوقف الاستيراد (${signal}): حُذف ما كُتب منه، والنتائج المنشورة من قبل باقية كما هي.`);
    process.exit(130);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    mkdirSync(staging);
    for (let i = 0; i < 256; i++) mkdirSync(join(staging, i.toString(16).padStart(2, "0")));
    const count = options.workers ?? availableParallelism();
    const totals = await sealWithWorkers(
      rows,
      { params, dir: staging },
      count,
      (done) => options.onProgress?.(done, rows.length),
      (w) => (workers = w),
    );
    flushFileSystem(staging);

    committing = true;
    const pointer: PublishedVersion = {
      version,
      ...params,
      releaseAt: options.releaseAt.toISOString(),
      closesAt: options.closesAt.toISOString(),
      sample: options.sample,
      rows: rows.length,
      publishedAt: new Date().toISOString(),
    };
    writeDurably(join(staging, "manifest.json"), JSON.stringify(pointer, null, 2) + "\n");
    syncDir(staging);
    renameSync(staging, join(versionsDir(resultsDir), version));
    renamed = true;
    syncDir(versionsDir(resultsDir));
    writePointer(resultsDir, pointer);
    release();
    return {
      pointer,
      ...totals,
      ms: performance.now() - started,
      workers: workers.length,
      lateSignal,
    };
  } catch (error) {
    // Stopped workers fail the batches they had: the signal handler cleans up and exits.
    if (aborting) await new Promise<never>(() => {});
    // A version that never became current is not kept: rollback must only find published ones.
    if (renamed && readPointer(resultsDir)?.version !== version)
      rmSync(join(versionsDir(resultsDir), version), { recursive: true, force: true });
    cleanUp();
    throw error;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
