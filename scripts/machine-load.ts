/**
 * How fast and how free the machine a gate ran on was, so that its times can be read against
 * another machine's (these machines are shared, and a busy one takes twice as long).
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, setPriority } from "node:os";
import { median, thousands } from "./bench/stats.ts";

/**
 * The loop of Lighthouse's first benchmark index, run in Node's V8 (lighthouse-core's
 * `ultradumbBenchmark`): iterations a second of building a 10,000-character string, over half a
 * second (in the tens of thousands here, not on the scale of the benchmark index Lighthouse reports now). Higher is faster; it reads one core, and drops when other work shares it.
 */
export function benchmarkLoop(ms = 500): number {
  const start = Date.now();
  let iterations = 0;
  while (Date.now() - start < ms) {
    let s = "";
    for (let j = 0; j < 10_000; j++) s += "a";
    if (s.length !== 10_000) throw new Error("unreachable");
    iterations++;
  }
  return Math.round(iterations / ((Date.now() - start) / 1000));
}

/** The machine's CPU time so far, all cores (Linux: /proc/stat's first line, in ticks); `undefined` elsewhere. */
export interface CpuTimes {
  total: number;
  idle: number;
  /** Time a virtual machine's cores waited for the host: work of other machines, not ours. */
  steal: number;
}

export function cpuTimes(): CpuTimes | undefined {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal (guest times are counted in user already).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
  } catch {
    return undefined;
  }
}

/** One line on the machine between two readings: its cores, how busy they were, what the host took. */
export function describeMachine(before: CpuTimes | undefined, after: CpuTimes | undefined, indexes: number[]): string {
  const parts = [`${availableParallelism()} cores`, `benchmark loop ${indexes.map(thousands).join(" → ")}`];
  if (before && after && after.total > before.total) {
    const span = after.total - before.total;
    const percent = (ticks: number) => `${Math.round((100 * ticks) / span)}%`;
    parts.push(`cores busy ${percent(span - (after.idle - before.idle))} of the time`);
    parts.push(`${percent(after.steal - before.steal)} taken by the host (steal)`);
  }
  return `machine: ${parts.join(", ")}`;
}

/**
 * CPU time (user + system, seconds) used so far by the processes `pids` and their children (one
 * level: nginx's workers under its master), from /proc; 0 for a process that is gone or elsewhere.
 */
export function processCpuSeconds(pids: number[]): number {
  const TICKS_PER_S = 100; // USER_HZ on Linux
  const stat = (pid: number) => {
    try {
      // The command name, in parentheses, may hold spaces: fields are counted after its end.
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      return text.slice(text.lastIndexOf(")") + 2).split(" ");
    } catch {
      return undefined;
    }
  };
  const wanted = new Set(pids);
  let children: number[];
  try {
    children = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => !wanted.has(pid) && wanted.has(Number(stat(pid)?.[1])));
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of [...wanted, ...children]) {
    const fields = stat(pid);
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_S;
}

/**
 * The host's speed through a run. These virtual machines share their host: on the same two cores
 * the loop has read from about 7,000 to 35,000 on different days, with almost nothing counted as
 * steal, and within a minute it swings by half. Two readings, at a gate's start and end, miss what
 * happens in between; so a small process reads the loop every few seconds for a tenth of a second,
 * at the highest priority, so that the gate's own work (both cores busy) does not slow the reading:
 * what it reads is the host, not us. Without the right to raise its priority it does not run (at a
 * normal priority it would read the gate's own load).
 */
export interface HostSampler {
  /** The loop's readings so far. */
  loops: number[];
  stop: () => void;
}

/**
 * Starts the sampling process (every `everyMs`, a loop of `sampleMs`: 100 ms in 5 s is 1% of one
 * core), or says why it cannot. It ends with `stop()`, or by itself once this process is gone.
 */
export function startHostSampler(everyMs = 5000, sampleMs = 100): HostSampler | { unavailable: string } {
  const source = `const loop = ${benchmarkLoop.toString()};
const parent = process.ppid;
const read = () => {
  try { process.kill(parent, 0); } catch { process.exit(0); }
  process.stdout.write(loop(${sampleMs}) + "\\n");
};
read();
setInterval(read, ${everyMs});`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "ignore"] });
  try {
    setPriority(child.pid!, -20);
  } catch (error) {
    child.kill();
    return { unavailable: priorityProblem(error) };
  }
  const loops: number[] = [];
  let rest = "";
  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop()!;
    for (const line of lines) if (Number(line) > 0) loops.push(Number(line));
  });
  // The gate's end is not held up by the sampler.
  child.unref();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  return { loops, stop: () => child.kill() };
}

/**
 * Why the sampler's priority could not be raised, in a word: Node's `setPriority` throws a
 * SystemError whose `code` is `ERR_SYSTEM_ERROR` and whose `info.code` is the system's (`EACCES`).
 */
export function priorityProblem(error: unknown): string {
  const { info, code } = (error ?? {}) as { info?: { code?: string }; code?: string };
  return `could not raise the sampler's priority: ${info?.code ?? code ?? String(error)}`;
}

/** The line on the host's speed through a run: the loop's median and range, or why it was not read. */
export function describeHostSpeed(loops: readonly number[], unavailable?: string): string {
  if (!loops.length) return `host: loop not sampled${unavailable ? ` (${unavailable})` : ""}`;
  return (
    `host: benchmark loop ${thousands(median(loops))} over the run (median of ${loops.length} readings at high ` +
    `priority, range ${thousands(Math.min(...loops))}–${thousands(Math.max(...loops))})`
  );
}
