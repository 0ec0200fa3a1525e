import { readFileSync } from "node:fs";

/** The table a gate prints at its end (and on a failure): each stage's time and how it ended. */

export interface StageResult {
  name: string;
  state: "passed" | "failed" | "running" | "not run" | "skipped";
  seconds?: number;
  /** CPU seconds (user and system, its processes' and theirs) of the stage, or of its step when stages ran together. */
  cpu?: number;
  /** The stages that ran at the same time as this one, whose CPU time `cpu` includes. */
  cpuWith?: string[];
  /** How a failed stage ended (`exit code 1`, `SIGTERM`). */
  exit?: string;
}

/** `75.2 s`, or `3 min 05 s` from a minute on. */
export function formatSeconds(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/**
 * The stages' names, times and states, one a line, then the gate's wall time (shorter than the
 * stages' sum when some ran at the same time). The CPU time is the stable figure on a machine
 * that other work shares; on a free machine of two cores a stage can use up to twice its time.
 */
export function formatTable(command: string, results: readonly StageResult[], wallSeconds: number): string {
  const width = Math.max(...results.map((r) => r.name.length), "stage".length);
  const lines = results.map((r) => {
    const time = r.seconds === undefined ? "" : formatSeconds(r.seconds);
    const cpu = r.cpu === undefined ? "" : formatSeconds(r.cpu);
    const state =
      (r.state === "failed" && r.exit ? `failed (${r.exit})` : r.state) +
      (r.cpuWith?.length ? `, CPU with ${r.cpuWith.join(", ")}` : "");
    return `  ${r.name.padEnd(width)}  ${time.padStart(10)}  ${cpu.padStart(10)}  ${state}`;
  });
  const cpus = results.filter((r) => r.cpu !== undefined);
  const cpuSum = cpus.length ? formatSeconds(cpus.reduce((total, r) => total + r.cpu!, 0)) : "";
  const sum = results.reduce((total, r) => total + (r.seconds ?? 0), 0);
  const overlap = sum - wallSeconds > 1 ? ` (the stages' times add up to ${formatSeconds(sum)})` : "";
  return [
    `${command}: time per stage`,
    `  ${"stage".padEnd(width)}  ${"time".padStart(10)}  ${"CPU".padStart(10)}  result`,
    ...lines,
    `  ${"in all".padEnd(width)}  ${formatSeconds(wallSeconds).padStart(10)}  ${cpuSum.padStart(10)}${overlap}`,
  ].join("\n");
}

/**
 * CPU seconds used so far by this process's children that have ended, and by theirs (Linux:
 * /proc/self/stat's cutime and cstime); `undefined` elsewhere.
 */
export function childrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // After the command's name in parentheses: state is field 3, cutime 16 and cstime 17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ, which /proc reports times in (100 on every architecture Node runs on). */
const TICKS_PER_SECOND = 100;
