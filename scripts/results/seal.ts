/**
 * Seals rows into record files: the one step the import repeats 100,000 times, run inside the
 * workers (worker.ts). Each row goes through record-crypto as the page will read it back.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { deriveMaster, recordPath, sealRecord, type DerivationParams } from "#app/features/results/record-crypto.ts";
import type { ResultRow } from "./read-csv.ts";

/** What a worker needs of a row (the line number stays behind). */
export type SealInput = Pick<ResultRow, "seat" | "dob" | "record">;

export interface SealTotals {
  files: number;
  bytes: number;
}

/**
 * Rows in flight at once in one worker: every WebCrypto call and every file write runs on libuv's
 * thread pool, so pending ones keep its threads busy while this thread does the calls' own work
 * (measured on 100,000 rows: 16 kept both cores busier than 4 or 8).
 */
const IN_FLIGHT = 16;

/** Writes each row's sealed record under `dir` (its 256 folders already made). */
export async function sealRows(rows: readonly SealInput[], params: DerivationParams, dir: string): Promise<SealTotals> {
  const totals: SealTotals = { files: 0, bytes: 0 };
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const { seat, dob, record } = rows[next++];
      const master = await deriveMaster(seat, dob, params);
      const path = await recordPath(master);
      const sealed = await sealRecord(master, path, record);
      // `wx`: two rows never share a file (duplicate seats are refused before this; a clash of
      // 128-bit names would be a bug worth stopping for).
      await writeFile(join(dir, path), sealed, { flag: "wx" });
      totals.files++;
      totals.bytes += sealed.byteLength;
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, lane));
  return totals;
}
