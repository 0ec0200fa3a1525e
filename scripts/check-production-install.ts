/**
 * `npm run test:production-install`: what a production deploy holds must start the server.
 * Copies package.json, package-lock.json, server/, common/ and build/ to a temporary directory, installs
 * the production dependencies only (`npm ci --omit=dev`), starts `node server/index.js` there on a
 * free loopback port without NODE_ENV, and asks for a page (200) and an unknown path (404). A
 * package the server or the server build loads at run time but that is a devDependency fails
 * here, not on the production machine. Needs a build.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "./start-server.ts";

/** What a production machine holds: the server, the module it shares with the app (common/), the build. */
const DEPLOYED = ["package.json", "package-lock.json", "server", "common", "build"];

if (!existsSync("build/server/index.js")) {
  console.error("No production build in build/: run `npm run build` first.");
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "production-install-"));
try {
  for (const entry of DEPLOYED) cpSync(entry, join(dir, entry), { recursive: true });

  const started = performance.now();
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], {
    cwd: dir,
    encoding: "utf8",
  });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stdout}${install.stderr}`);
  const installS = ((performance.now() - started) / 1000).toFixed(1);

  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  let server: RunningServer | undefined;
  try {
    server = await startServer(dir, env);
    const { origin } = server;
    const statuses = await Promise.all(
      ["/", "/colleges/nope"].map(async (path) => (await fetch(origin + path)).status),
    );
    if (statuses[0] !== 200 || statuses[1] !== 404)
      throw new Error(`/ answered ${statuses[0]}, /colleges/nope ${statuses[1]}`);
    // The no-JavaScript results lookup, which the server answers with the app's code (nothing published here).
    const lookup = await fetch(origin + "/high-school-results", {
      method: "POST",
      body: new URLSearchParams({ seat: "20270001", day: "14", month: "3", year: "2009" }),
    });
    if (lookup.status !== 200) throw new Error(`the results lookup (POST) answered ${lookup.status}`);
    if (!server.output().includes("in production mode")) throw new Error("the server did not start in production mode");
    console.log(
      `Production install: npm ci --omit=dev in ${installS} s; the server started in production mode; / 200, /colleges/nope 404, the results lookup 200.`,
    );
  } catch (error) {
    throw new Error(
      `The server of a production install failed: ${(error as Error).message}\n${server?.output() ?? ""}`,
    );
  } finally {
    await server?.stop();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
