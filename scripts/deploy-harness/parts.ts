/**
 * The steps of starting a run, one per part (Redis, the instances, nginx), and stopping them.
 * Each step records its part in `Parts` the moment it exists, before waiting for it to be ready,
 * so that `stopParts` stops every part that was started, also when starting failed half-way.
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderNginx } from "#deploy/render-nginx.mjs";
import { startServer, type RunningServer } from "#scripts/start-server.ts";
import { nginxMainConfig } from "./configuration.ts";
import { canConnect, freePort, launch, waitFor, type Child } from "./processes.ts";

/** What a run has started so far, and its temporary folder. */
export interface Parts {
  dir: string;
  redis?: Child;
  nginx?: Child;
  instances: RunningServer[];
}

/** Starts redis-server on a free port, without persistence, its folder in the run's; resolves to its URL. */
export async function startRedis(parts: Parts, redisBin: string): Promise<string> {
  const redisPort = await freePort();
  parts.redis = launch(redisBin, [
    "--port",
    String(redisPort),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--dir",
    join(parts.dir, "redis"),
    "--daemonize",
    "no",
  ]);
  await waitFor(parts.redis, "redis-server", () => /Ready to accept connections/.test(parts.redis!.output()));
  return `redis://127.0.0.1:${redisPort}`;
}

/** Starts `count` instances of the production server at once; rejects if any fails (the others are kept, to be stopped). */
export async function startInstances(parts: Parts, cwd: string, serverEnv: NodeJS.ProcessEnv, count: number) {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(cwd, serverEnv)));
  for (const result of started) if (result.status === "fulfilled") parts.instances.push(result.value);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

/**
 * Writes deploy/'s template rendered with `values` and a main file into `prefix`, has nginx test
 * them (a refusal names the file), then starts nginx; resolves once it accepts TLS connections.
 */
export async function startNginx(
  parts: Parts,
  nginxBin: string,
  run: { prefix: string; values: Record<string, string>; workers: number; httpsPort: number },
): Promise<void> {
  const { prefix } = run;
  const siteConfig = join(prefix, "al-ofoq.conf");
  writeFileSync(siteConfig, renderNginx(run.values));
  const mainConfig = join(prefix, "nginx.conf");
  writeFileSync(mainConfig, nginxMainConfig(prefix, siteConfig, run.workers));
  const args = ["-p", prefix, "-c", mainConfig];
  try {
    execFileSync(nginxBin, ["-t", "-q", ...args], { stdio: "pipe" });
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    // nginx's stderr is the message; attached as the cause, execFileSync's error would add only its raw buffers.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`nginx refuses the rendered configuration (${siteConfig}):\n${stderr?.toString() ?? error}`);
  }
  parts.nginx = launch(nginxBin, [...args, "-g", "daemon off;"]);
  await waitFor(parts.nginx, "nginx", () => canConnect(run.httpsPort));
}

/**
 * Stops what was started, front to back (nginx, the instances, Redis), then removes the run's
 * folder; every step is tried, and the problems are reported together at the end.
 */
export async function stopParts(parts: Parts): Promise<void> {
  const { redis, nginx, instances } = parts;
  const problems: string[] = [];
  const attempt = async (what: string, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
    }
  };
  if (nginx) await attempt("nginx", () => nginx.stop("SIGQUIT"));
  await Promise.all(instances.map((instance, i) => attempt(`instance ${i}`, () => instance.stop())));
  if (redis) {
    redis.process.kill("SIGCONT"); // a stalled Redis handles SIGTERM only once it runs again
    await attempt("redis-server", () => redis.stop("SIGTERM"));
  }
  rmSync(parts.dir, { recursive: true, force: true, maxRetries: 3 });
  if (problems.length) throw new Error(`stopping the deployment: ${problems.join("; ")}`);
}
