/**
 * A worker thread of the import: receives batches of rows, seals and writes them, answers with
 * the batch's totals. The derivation parameters and the staging folder come once, in workerData.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { DerivationParams } from "#app/features/results/record-crypto.ts";
import { sealRows, type SealInput } from "./seal.ts";

export interface WorkerSetup {
  params: DerivationParams;
  dir: string;
}
export interface BatchRequest {
  id: number;
  rows: SealInput[];
}
export type BatchReply = { id: number; files: number; bytes: number } | { id: number; error: string };

const { params, dir } = workerData as WorkerSetup;

parentPort!.on("message", async ({ id, rows }: BatchRequest) => {
  try {
    const totals = await sealRows(rows, params, dir);
    parentPort!.postMessage({ id, ...totals } satisfies BatchReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) } satisfies BatchReply);
  }
});
