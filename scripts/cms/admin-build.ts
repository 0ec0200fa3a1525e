/**
 * The CMS's page built for `npm run cms` (`CMS_ADMIN=built`, dev.ts): the production build of the
 * admin (vite.admin.config.ts), saving through the local proxy at a path of the site's own
 * origin (ADMIN_PROXY_PATH, which the dev server forwards to the proxy, admin-dev.ts), so one
 * build serves every port. Built once per mode and working tree: kept in
 * node_modules/.cache/cms-admin/, named by a hash of what the build reads, and reused while that
 * is unchanged; two starts at once build it once (the second waits for the first).
 *
 * Decap's production bundle loads in half the CPU time of the development one, which Vite also
 * bundles on a server's first start (about 35 CPU-seconds here): what the CMS's browser tests use.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** Where the built page finds the local proxy: on the site's own origin, forwarded by the dev server. */
export const ADMIN_PROXY_PATH = "/api/v1";

/** What the admin's build reads: its configuration, the app (admin, content, components), the content, the dependencies. */
const INPUTS = ["vite.admin.config.ts", "package.json", "package-lock.json", "tsconfig.json", "app", "content"];

/** A lock older than this was left by a build that died: taken over. */
const STALE_LOCK_MS = 5 * 60_000;

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)));
}

/** A hash of the inputs' paths and bytes, and the mode. */
export function adminBuildKey(root: string, mode: "fs" | "git"): string {
  const hash = createHash("sha256").update(mode);
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input)))
    hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest("hex").slice(0, 16);
}

function run(root: string, outDir: string, mode: "fs" | "git"): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "-c", "vite.admin.config.ts", "--outDir", outDir],
      {
        cwd: root,
        env: { ...process.env, CMS_LOCAL_URL: ADMIN_PROXY_PATH, CMS_LOCAL_MODE: mode },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`the admin's build failed (${code}):\n${output}`)),
    );
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The built admin for this working tree and mode, built now if it is not yet; returns its folder. */
export async function builtAdmin(root: string, mode: "fs" | "git"): Promise<{ dir: string; built: boolean }> {
  const cache = join(root, "node_modules/.cache/cms-admin");
  const dir = join(cache, `${mode}-${adminBuildKey(root, mode)}`);
  const lock = `${dir}.lock`;
  mkdirSync(cache, { recursive: true });
  for (;;) {
    if (existsSync(join(dir, "index.html"))) return { dir, built: false };
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another start is building it: wait for its result, or take over a lock it left behind.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    const temp = `${dir}.${process.pid}.tmp`;
    rmSync(temp, { recursive: true, force: true });
    await run(root, temp, mode);
    renameSync(temp, dir);
    // Builds for other working trees, made over a day ago, are of no more use.
    for (const name of readdirSync(cache)) {
      const other = join(cache, name);
      if (other !== dir && Date.now() - statSync(other).mtimeMs > 24 * 3_600_000)
        rmSync(other, { recursive: true, force: true });
    }
    return { dir, built: true };
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
