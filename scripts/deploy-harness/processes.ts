/**
 * The child processes of a run (redis-server, nginx) and the ports they listen on: started with
 * their output kept (shown when one fails to start), waited for until ready, stopped with a
 * signal and, past a timeout, killed. Any child still running when this process exits is killed,
 * so a crashed test leaves nothing listening.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 10_000;

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

export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<string>;
  /** Sends `signal`, waits for the exit (SIGKILL after STOP_TIMEOUT_MS). */
  stop: (signal: NodeJS.Signals) => Promise<string>;
}

export function launch(command: string, args: string[]): Child {
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
export async function waitFor(child: Child, what: string, ready: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let ended: string | undefined;
  void child.exited.then((how) => (ended = how));
  while (!(await ready())) {
    if (ended) throw new Error(`${what} ${ended}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} not ready in ${START_TIMEOUT_MS} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** True once something accepts connections on 127.0.0.1:`port`. */
export const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
