/**
 * The site as IT runs it (deploy/README.md), started on loopback from the project's own files:
 * redis-server, N instances of the production server (`node server/index.js` with TRUST_PROXY=1,
 * REDIS_URL and RESULTS_DIR), and nginx with deploy/'s configuration rendered by
 * deploy/render-nginx.mjs, over TLS with a self-signed certificate made for the run. Everything
 * lives in one temporary folder (nginx's prefix, cache, logs and temporary files, Redis's folder,
 * the certificate, the published results) and is removed when it stops, which `stop()` does for
 * every part it started, also when starting failed half-way.
 *
 * Used by tests/e2e/deploy.spec.ts and `npm run bench:results-day`. Loopback only: the parts
 * listen on 127.0.0.1, and `LoopbackClient` refuses any other address. A client plays one client
 * address by binding its sockets to it (any of 127.0.0.0/8 works on Linux without setup).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderNginx } from "#deploy/render-nginx.mjs";
import { startServer, type RunningServer } from "./start-server.ts";
import { requireProgram } from "./system-programs.ts";
import { deriveMaster, recordPath } from "#app/features/results/record-crypto.ts";
import type { PublishedVersion } from "#app/features/results/published.ts";
import { parseResults } from "./results/read-csv.ts";
import { publishVersion } from "./results/publish.ts";
import { loadResultsContent } from "./results/report.ts";
import { sampleCsv, sampleRows, type SampleRow } from "./results/sample-data.ts";

const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 10_000;

// --- Loopback clients ---------------------------------------------------------------------------

const LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for an IPv4 address in 127.0.0.0/8. */
export const isLoopback = (address: string) =>
  LOOPBACK.test(address) && address.split(".").every((part) => Number(part) <= 255);

/** A distinct loopback address per number (0 → 127.0.1.1, 249 → 127.0.1.250, 250 → 127.0.2.1…). */
export function loopbackAddress(n: number, base = 1): string {
  const third = base + Math.floor(n / 250);
  if (!Number.isInteger(n) || n < 0 || third > 255) throw new RangeError(`no loopback address for ${n} from ${base}`);
  return `127.0.${third}.${(n % 250) + 1}`;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the answer's last byte. */
  ms: number;
  text: () => string;
  json: <T = Record<string, unknown>>() => T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

/**
 * HTTP(S) requests to a loopback origin from one loopback address, on kept-alive connections (as
 * a browser would): one client is one student's phone, or one guesser.
 */
export class LoopbackClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    readonly origin: string,
    readonly localAddress: string,
    ca?: Buffer,
  ) {
    this.url = new URL(origin);
    if (!isLoopback(this.url.hostname) || !isLoopback(localAddress))
      throw new Error(`loopback only: ${origin} from ${localAddress}`);
    const options = { keepAlive: true, localAddress, ...(ca ? { ca } : {}) };
    this.agent = this.url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const body = options.form ? new URLSearchParams(options.form).toString() : options.body;
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (body !== undefined) headers["content-length"] = Buffer.byteLength(body);
    const started = performance.now();
    const send = this.url.protocol === "https:" ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const req = send(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          localAddress: this.localAddress,
          method,
          path,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: bytes,
              ms: performance.now() - started,
              text: () => bytes.toString("utf8"),
              json: <T>() => JSON.parse(bytes.toString("utf8")) as T,
            });
          });
        },
      );
      req.setTimeout(options.timeoutMs ?? 15_000, () =>
        req.destroy(new Error(`${method} ${path}: no answer in ${options.timeoutMs ?? 15_000} ms`)),
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request("POST", path, { form, headers });
  }

  /** Closes its connections. */
  close() {
    this.agent.destroy();
  }
}

// --- Results --------------------------------------------------------------------------------------

export interface PublishedSample {
  pointer: PublishedVersion;
  /** The invented students, in seat order (the README's three first). */
  students: SampleRow[];
}

/**
 * Publishes `rows` invented students into `resultsDir` with the import's own code (the same checks
 * as a real file, then publishVersion), released and closed at the given moments.
 */
export async function publishSample(
  resultsDir: string,
  options: { rows: number; releaseAt: Date; closesAt: Date; iterations: number; workers?: number },
): Promise<PublishedSample> {
  const { streams } = loadResultsContent();
  const students = sampleRows(options.rows);
  const { rows, problems } = parseResults(sampleCsv(students, streams), streams);
  if (problems.length) throw new Error(`the sample does not pass the import's checks: ${problems[0].message}`);
  const summary = await publishVersion({
    resultsDir,
    rows,
    releaseAt: options.releaseAt,
    closesAt: options.closesAt,
    sample: true,
    iterations: options.iterations,
    workers: options.workers,
  });
  return { pointer: summary.pointer, students };
}

/** A student's record URL under `pointer`'s version, derived as the page derives it. */
export async function recordUrlOf(pointer: PublishedVersion, seat: string, dob: string): Promise<string> {
  return `/results/${pointer.version}/${await recordPath(await deriveMaster(seat, dob, pointer))}`;
}

/** A record URL under `version` that names nobody (a guess). */
export function guessUrl(version: string): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `/results/${version}/${hex.slice(0, 2)}/${hex.slice(2)}`;
}

// --- Processes ------------------------------------------------------------------------------------

/** A free TCP port on 127.0.0.1 (free when asked: the caller binds it at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Children still running, killed outright if this process exits without stopping them. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<string>;
  /** Sends `signal`, waits for the exit (SIGKILL after STOP_TIMEOUT_MS). */
  stop: (signal: NodeJS.Signals) => Promise<string>;
}

function launch(command: string, args: string[]): Child {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<string>((resolve) => {
    child.once("error", (error) => resolve(`failed to start: ${error.message}`));
    child.once("exit", (code, signal) => resolve(signal ? `killed by ${signal}` : `exited with code ${code}`));
  }).finally(() => running.delete(child));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  return { process: child, output: () => output, exited, stop };
}

/** Resolves when `ready()` is true (checked every 50 ms); rejects when the child exits first or in time. */
async function waitFor(child: Child, what: string, ready: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let ended: string | undefined;
  void child.exited.then((how) => (ended = how));
  while (!(await ready())) {
    if (ended) throw new Error(`${what} ${ended}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} not ready in ${START_TIMEOUT_MS} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

// --- The deployment ---------------------------------------------------------------------------------

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
  errorLog: () => string;
  redisOutput: () => string;
  /** Runs `during` with Redis stopped (SIGSTOP: its connections stay open, it answers nothing), then lets it go on. */
  stallRedis: <T>(during: () => Promise<T>) => Promise<T>;
  stop: () => Promise<void>;
}

/** Makes a self-signed certificate for 127.0.0.1 and localhost (one day; never committed). */
function makeCertificate(dir: string): { cert: string; key: string } {
  const openssl = requireProgram("openssl");
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    openssl,
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );
  return { cert, key };
}

/** nginx's own main file for the run: everything it writes stays in `prefix`. */
function nginxMainConfig(prefix: string, siteConfig: string, workers: number): string {
  const p = (name: string) => join(prefix, name);
  return [
    "# Written by scripts/deploy-harness.ts for one run; the site's part is deploy/'s template.",
    `worker_processes ${workers};`,
    "worker_rlimit_nofile 16384;",
    `pid ${p("nginx.pid")};`,
    `error_log ${p("error.log")} warn;`,
    "events { worker_connections 8192; }",
    "http {",
    `    client_body_temp_path ${p("temp/body")};`,
    `    proxy_temp_path ${p("temp/proxy")};`,
    `    fastcgi_temp_path ${p("temp/fastcgi")};`,
    `    uwsgi_temp_path ${p("temp/uwsgi")};`,
    `    scgi_temp_path ${p("temp/scgi")};`,
    `    include ${siteConfig};`,
    "}",
    "",
  ].join("\n");
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

  let redis: Child | undefined;
  let nginx: Child | undefined;
  const instances: RunningServer[] = [];
  const stop = async () => {
    const problems: string[] = [];
    const attempt = async (what: string, step: () => Promise<unknown>) => {
      try {
        await step();
      } catch (error) {
        problems.push(`${what}: ${(error as Error).message}`);
      }
    };
    if (nginx) await attempt("nginx", () => nginx!.stop("SIGQUIT"));
    await Promise.all(instances.map((instance, i) => attempt(`instance ${i}`, () => instance.stop())));
    if (redis) {
      redis.process.kill("SIGCONT"); // a stalled Redis handles SIGTERM only once it runs again
      await attempt("redis-server", () => redis!.stop("SIGTERM"));
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    if (problems.length) throw new Error(`stopping the deployment: ${problems.join("; ")}`);
  };

  try {
    const { cert, key } = makeCertificate(dir);

    const redisPort = await freePort();
    redis = launch(redisBin, [
      "--port",
      String(redisPort),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      join(dir, "redis"),
      "--daemonize",
      "no",
    ]);
    await waitFor(redis, "redis-server", () => /Ready to accept connections/.test(redis!.output()));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      TRUST_PROXY: "1",
      REDIS_URL: redisUrl,
      RESULTS_DIR: resultsDir,
      ...options.serverEnv,
    };
    // Production, as IT runs it; no test-only switches.
    delete serverEnv.NODE_ENV;
    delete serverEnv.FAULT_INJECTION;
    const started = await Promise.allSettled(
      Array.from({ length: options.instances ?? 2 }, () => startServer(cwd, serverEnv)),
    );
    for (const result of started) if (result.status === "fulfilled") instances.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;

    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const siteConfig = join(prefix, "al-ofoq.conf");
    writeFileSync(
      siteConfig,
      renderNginx({
        SERVER_NAME: "localhost",
        LISTEN_ADDRESS: "127.0.0.1",
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        TLS_CERTIFICATE: cert,
        TLS_CERTIFICATE_KEY: key,
        ORIGINS: instances.map((instance) => new URL(instance.origin).host).join(" "),
        CACHE_DIR: join(prefix, "cache"),
        CACHE_MAX_SIZE: "256m",
        ACCESS_LOG: join(prefix, "access.log"),
        ACME_ROOT: join(prefix, "acme"),
        ...options.nginxValues,
      }),
    );
    const mainConfig = join(prefix, "nginx.conf");
    writeFileSync(mainConfig, nginxMainConfig(prefix, siteConfig, options.nginxWorkers ?? 2));
    const args = ["-p", prefix, "-c", mainConfig];
    try {
      execFileSync(nginxBin, ["-t", "-q", ...args], { stdio: "pipe" });
    } catch (error) {
      const { stderr } = error as { stderr?: Buffer };
      throw new Error(`nginx refuses the rendered configuration (${siteConfig}):\n${stderr?.toString() ?? error}`);
    }
    nginx = launch(nginxBin, [...args, "-g", "daemon off;"]);
    await waitFor(nginx, "nginx", () => canConnect(httpsPort));

    const ca = readFileSync(cert);
    const origin = `https://127.0.0.1:${httpsPort}`;
    const read = (file: string) => {
      try {
        return readFileSync(join(prefix, file), "utf8");
      } catch {
        return "";
      }
    };
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
      errorLog: () => read("error.log"),
      redisOutput: () => redis!.output(),
      stallRedis: async (during) => {
        redis!.process.kill("SIGSTOP");
        try {
          return await during();
        } finally {
          redis!.process.kill("SIGCONT");
        }
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
