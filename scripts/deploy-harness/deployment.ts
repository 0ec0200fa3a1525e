/**
 * A whole run: its temporary folder (nginx's prefix, cache, logs and temporary files, Redis's
 * folder, the certificate, the published results), then the certificate, Redis, the instances and
 * nginx in that order (each needs the one before), and what a test reads of it.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningServer } from "#scripts/start-server.ts";
import { requireProgram } from "#scripts/system-programs.ts";
import { makeCertificate } from "./certificate.ts";
import { instanceEnv, siteValues } from "./configuration.ts";
import { LoopbackClient } from "./loopback-client.ts";
import { startInstances, startNginx, startRedis, stopParts, type Parts } from "./parts.ts";
import { freePort } from "./processes.ts";

export interface DeploymentOptions {
  /** Instances of the server behind nginx (default 2). */
  instances?: number;
  /** Added to every instance's environment (RESULTS_RATE_LIMIT…). */
  serverEnv?: NodeJS.ProcessEnv;
  /** Values for deploy/render-nginx.mjs over the harness's own (rates…). */
  nginxValues?: Record<string, string>;
  /** nginx's worker processes (default 2, as on the 2-core machine). */
  nginxWorkers?: number;
  /** The project to serve (default: this working copy, with its build). */
  cwd?: string;
}

export interface Deployment {
  /** The temporary folder of the whole run. */
  dir: string;
  /** RESULTS_DIR of every instance (empty at start). */
  resultsDir: string;
  /** nginx over TLS: https://127.0.0.1:{port}. */
  origin: string;
  /** nginx's plain-HTTP port: http://127.0.0.1:{port} (redirects). */
  httpOrigin: string;
  redisUrl: string;
  /** The self-signed certificate the clients trust. */
  ca: Buffer;
  /** The instances, in nginx's upstream order. */
  instances: RunningServer[];
  /** The environment every instance was started with (to start another like them). */
  serverEnv: NodeJS.ProcessEnv;
  /** A client of nginx from one loopback address. */
  client: (localAddress: string) => LoopbackClient;
  accessLog: () => string;
  /** The site's own error log (the template's ERROR_LOG, at warn): nginx's main one is at Debian's level. */
  errorLog: () => string;
  redisOutput: () => string;
  /** The server side's processes (nginx's master, Redis, the instances), to read their CPU time. */
  pids: () => number[];
  /** Runs `during` with Redis stopped (SIGSTOP: its connections stay open, it answers nothing), then lets it go on. */
  stallRedis: <T>(during: () => Promise<T>) => Promise<T>;
  stop: () => Promise<void>;
}

/**
 * Starts Redis, the instances and nginx; resolves when nginx answers through to an instance.
 * On any failure it stops what it had started and rejects.
 */
export async function startDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  const nginxBin = requireProgram("nginx");
  const redisBin = requireProgram("redis-server");
  const cwd = options.cwd ?? process.cwd();
  const dir = mkdtempSync(join(tmpdir(), "deploy-"));
  // nginx's workers run as another user when the master is root: they must reach their files.
  chmodSync(dir, 0o755);
  const resultsDir = join(dir, "results");
  const prefix = join(dir, "nginx");
  mkdirSync(resultsDir);
  mkdirSync(join(prefix, "temp"), { recursive: true });
  mkdirSync(join(dir, "redis"));

  const parts: Parts = { dir, instances: [] };
  const stop = () => stopParts(parts);

  try {
    const { cert, key } = makeCertificate(dir);

    const redisUrl = await startRedis(parts, redisBin);

    const serverEnv = instanceEnv(redisUrl, resultsDir, options.serverEnv);
    await startInstances(parts, cwd, serverEnv, options.instances ?? 2);
    const { instances } = parts;

    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const origins = instances.map((instance) => new URL(instance.origin).host);
    await startNginx(parts, nginxBin, {
      prefix,
      values: {
        ...siteValues({ prefix, httpPort, httpsPort, cert, key, origins, siteFiles: join(cwd, "build", "client") }),
        ...options.nginxValues,
      },
      workers: options.nginxWorkers ?? 2,
      httpsPort,
    });

    const ca = readFileSync(cert);
    const origin = `https://127.0.0.1:${httpsPort}`;
    const read = (file: string) => {
      try {
        return readFileSync(join(prefix, file), "utf8");
      } catch {
        return "";
      }
    };
    const redis = parts.redis!;
    return {
      dir,
      resultsDir,
      origin,
      httpOrigin: `http://127.0.0.1:${httpPort}`,
      redisUrl,
      ca,
      instances,
      serverEnv,
      client: (localAddress) => new LoopbackClient(origin, localAddress, ca),
      accessLog: () => read("access.log"),
      errorLog: () => read("site-error.log"),
      redisOutput: () => redis.output(),
      pids: () =>
        [parts.nginx?.process.pid, redis.process.pid, ...instances.map((instance) => instance.pid)].filter(
          (pid): pid is number => pid !== undefined,
        ),
      stallRedis: async (during) => {
        redis.process.kill("SIGSTOP");
        try {
          return await during();
        } finally {
          redis.process.kill("SIGCONT");
        }
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
