/**
 * The production server as the browser benchmarks meet it: its own process on loopback, with the
 * sample results set published by the project's own script into a temporary folder, so the results
 * page and the home page's banner behave as on a live site. Needs a build.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "#scripts/start-server.ts";

export async function startBenchServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-server-"));
  const env: NodeJS.ProcessEnv = { ...process.env, RESULTS_DIR: join(dir, "data") };
  delete env.NODE_ENV;
  execFileSync(process.execPath, ["--import", "tsx", "scripts/results/sample.ts", "--publish-if-empty"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = await startServer(process.cwd(), env);
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
