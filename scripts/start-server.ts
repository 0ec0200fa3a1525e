/**
 * Starts the production server (`node server/index.js`) on a free loopback port, for the scripts
 * that check what it serves. Resolves once it prints its "Serving on" line.
 */
import { spawn } from "node:child_process";

const START_TIMEOUT_MS = 30_000;

export interface RunningServer {
  origin: string;
  /** The server's process id (a benchmark reads its CPU time). */
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  /** How the server ended, while a check was still using it (`undefined`: it is running). */
  ended: () => string | undefined;
  stop: () => Promise<void>;
}

export async function startServer(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const server = spawn(process.execPath, ["server/index.js"], {
    cwd,
    env: { ...env, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  let ended: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    server.once("exit", (code, signal) => {
      ended = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve(code);
    }),
  );
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
  };
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "Serving on" line in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      server.stdout.on("data", () => {
        const url = /Serving on (http:\/\/\S+)/.exec(output)?.[1];
        if (url) resolve(url);
      });
      void exited.then((code) => reject(new Error(`the server exited (code ${code})`)));
      void exited.finally(() => clearTimeout(timer));
    });
    return { origin, pid: server.pid!, output: () => output, ended: () => ended, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
}
