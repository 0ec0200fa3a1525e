import { renameSync, writeFileSync } from "node:fs";

/** Writes a whole file or nothing: a reader never sees it half-written, even if the process dies. */
export function writeAtomically(path: string, data: string | Uint8Array) {
  writeFileSync(`${path}.${process.pid}.tmp`, data);
  renameSync(`${path}.${process.pid}.tmp`, path);
}
