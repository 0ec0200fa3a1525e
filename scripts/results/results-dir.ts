/**
 * Where the published results live, and the one-import-at-a-time lock.
 *
 * RESULTS_DIR: `--results-dir`, else the environment's RESULTS_DIR, else `results-data/` in the
 * project root (the server reads the same variable with the same default).
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { VERSION_PATTERN, type PublishedVersion } from "#app/features/results/published.ts";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export function resolveResultsDir(option?: string): string {
  return resolve(option || process.env.RESULTS_DIR || join(PROJECT_ROOT, "results-data"));
}

export const pointerFile = (dir: string) => join(dir, "current.json");
export const versionsDir = (dir: string) => join(dir, "versions");
export const STAGING_PREFIX = ".staging-";

/** The version in use, or undefined when nothing is published. */
export function readPointer(dir: string): PublishedVersion | undefined {
  try {
    return JSON.parse(readFileSync(pointerFile(dir), "utf8")) as PublishedVersion;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Every complete version (a folder under versions/ with its manifest), oldest first. */
export function listVersions(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(versionsDir(dir));
  } catch {
    return [];
  }
  return names
    .filter((v) => VERSION_PATTERN.test(v))
    .filter((v) => {
      try {
        readFileSync(join(versionsDir(dir), v, "manifest.json"));
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

/** What an import killed halfway left behind in `dir`: its staging folder, a pointer not yet renamed. */
export function listStaleStaging(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.startsWith(STAGING_PREFIX) || /^\.current-.*\.tmp$/.test(n));
}

/**
 * Removes what an import killed halfway left behind (its staging folder, or a pointer it had not
 * yet renamed into place); returns their names.
 */
export function removeStaleStaging(dir: string): string[] {
  const stale = listStaleStaging(dir);
  for (const name of stale) rmSync(join(dir, name), { recursive: true, force: true });
  return stale;
}

export class LockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes `RESULTS_DIR/.import.lock` (this process's id) so that two imports, or an import and a
 * rollback, never work on the same folder at once; a lock whose process is gone (killed) is
 * taken over. Returns the release function.
 */
export function takeLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, ".import.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid))
        throw new LockedError(
          `عملية أخرى (رقمها ${pid}) تعمل على ${dir} الآن؛ انتظر انتهاءها، أو احذف ${file} إن لم تكن تعمل.`,
        );
      rmSync(file, { force: true });
    }
  }
  throw new LockedError(`تعذّر أخذ القفل ${file}`);
}

/**
 * Runs a maintenance command (a rollback, a prune) under the folder's lock and sets the exit
 * code: its own, or 2 with the lock's message when an import or another command holds the folder.
 * A folder that is not there has nothing to change, and is not created just to be locked.
 */
export function runLocked(dir: string, command: () => number): void {
  let release: (() => void) | undefined;
  try {
    release = existsSync(dir) ? takeLock(dir) : undefined;
    process.exitCode = command();
  } catch (error) {
    if (!(error instanceof LockedError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    release?.();
  }
}
