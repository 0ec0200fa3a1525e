/**
 * `npm run bench:load`: requests per second and latency of the production server on this
 * machine, for a prerendered page, its payload, a filtered (server-rendered) page and a 404.
 * The server runs as it does in production, in its own process (`node server/index.js`, no
 * NODE_ENV, so production mode), on a free loopback port; autocannon drives it from this one.
 * Bounded in time (DURATION seconds per target, default 10). Needs a build. Not part of `npm test`.
 */
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";

const DURATION_S = Number(process.env.DURATION || 10);
const CONNECTIONS = 50;
const TARGETS = [
  { label: "prerendered page", path: "/colleges/it/iti", status: 200 },
  { label: "payload", path: "/colleges/it/iti.data", status: 200 },
  { label: "filtered render", path: "/publications?type=article&year=2024", status: 200 },
  { label: "404 render", path: "/colleges/nope", status: 404 },
];

/** Starts the server in its own process and resolves with its origin once it listens. */
async function startServer() {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ["server/index.js"], { env, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /Serving on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    void exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });
  return { origin, stop: () => (child.kill("SIGTERM"), exited) };
}

const server = await startServer();
try {
  console.log(
    `Production server in its own process; ${DURATION_S} s per target, ${CONNECTIONS} connections, ` +
      `Accept-Encoding "br, gzip" as browsers send it; ${availableParallelism()} cores, ` +
      `load average ${loadavg()[0].toFixed(1)} at start.`,
  );
  for (const { label, path, status } of TARGETS) {
    const r = await autocannon({
      url: server.origin + path,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": "br, gzip" },
    });
    // Every answer should have the target's status: a 404 target counts its 4xx as expected.
    const expected = status === 404 ? r["4xx"] : r["2xx"];
    const unexpected = r.requests.total - expected + r.errors + r.timeouts;
    console.log(
      `  ${label.padEnd(17)} ${path.padEnd(38)} ${Math.round(r.requests.average).toString().padStart(6)} req/s` +
        `   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms` +
        `   not ${status}: ${unexpected}`,
    );
  }
} finally {
  await server.stop();
}
