/**
 * `npm test` and `npm run test:content`: a gate is a list of stages (gate-stages.ts), each an npm
 * script that also runs alone (`npm run lint`, …). The stages run in order and the gate stops at
 * the first that fails, naming it; at the end, and on a failure, a table of each stage's time.
 * Stages listed together as one step run at the same time, their output held and printed whole as
 * each ends.
 *
 *   tsx scripts/gate.ts [full|content] [--from <stage>] [--list]
 *
 *   full | content  the gate: `npm test` (default) or `npm run test:content`
 *   --from <stage>  start at that stage (a developer rerunning from what failed; CI never does)
 *   --list          print the gate's steps and stop
 */
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { GATES, stageCommand, stageName, stageScript, stagesOf, type Gate, type Stage } from "./gate-stages.ts";
import { childrenCpuSeconds, formatSeconds, formatTable, type StageResult } from "./gate-table.ts";
import { cpuTimes, describeHostSpeed, describeMachine, benchmarkLoop, startHostSampler } from "./machine-load.ts";

const args = process.argv.slice(2);
const fromAt = args.indexOf("--from");
const gateArg = args.find((a, i) => !a.startsWith("--") && (fromAt < 0 || i !== fromAt + 1)) ?? "full";
const gate: Gate | undefined = (GATES as Record<string, Gate>)[gateArg];
if (!gate) {
  console.error(`No gate «${gateArg}»: the gates are ${Object.keys(GATES).join(", ")}.`);
  process.exit(2);
}
const { command, steps } = gate;
const stages = steps.flatMap(stagesOf);

if (args.includes("--list")) {
  for (const step of steps) console.log(stagesOf(step).map(stageCommand).join("  +  "));
  process.exit(0);
}

let first = 0;
if (fromAt >= 0) {
  const wanted = args[fromAt + 1];
  first = steps.findIndex((step) => stagesOf(step).some((stage) => stageName(stage) === wanted));
  if (first < 0) {
    console.error(`${command}: no stage «${wanted}»; the stages are ${stages.map(stageName).join(", ")}.`);
    process.exit(2);
  }
}

/** npm itself, the one that started this gate (no shell, no second lookup on PATH). */
const npmCli = process.env.npm_execpath ?? "";
const npm: { file: string; args: string[] } = /npm-cli\.js$/.test(npmCli)
  ? { file: process.execPath, args: [npmCli] }
  : { file: "npm", args: [] };

const skipped = steps.slice(0, first).flatMap(stagesOf).length;
const results = new Map<Stage, StageResult>(
  stages.map((stage, i) => [stage, { name: stageName(stage), state: i < skipped ? "skipped" : "not run" }]),
);
const running = new Set<ChildProcess>();

/** Runs one stage; with `hold`, its output is kept and printed whole when it ends. */
function runStage(stage: Stage, hold: boolean): Promise<boolean> {
  const result = results.get(stage)!;
  result.state = "running";
  const started = performance.now();
  const { script, args } = stageScript(stage);
  const stdio: StdioOptions = hold ? ["ignore", "pipe", "pipe"] : "inherit";
  const child: ChildProcess = spawn(npm.file, [...npm.args, "run", script, ...(args.length ? ["--", ...args] : [])], {
    stdio,
  });
  running.add(child);
  const held: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  return new Promise((done) => {
    const end = (exit?: string) => {
      running.delete(child);
      result.seconds = (performance.now() - started) / 1000;
      result.state = exit ? "failed" : "passed";
      result.exit = exit;
      // A stage's line after its output (before it, for output that was held).
      const line = `── ${result.name}: ${result.state} in ${formatSeconds(result.seconds)} ──\n`;
      process.stdout.write(hold ? `\n${line}${Buffer.concat(held).toString()}` : line);
      done(!exit);
    };
    child.on("error", (error) => end(error.message));
    child.on("close", (code, signal) => end(code === 0 ? undefined : (signal ?? `exit code ${code}`)));
  });
}

/** The machine at the start (and, in the report, at the end): a gate's times read against it. */
const startLoop = benchmarkLoop();
const cpuAtStart = cpuTimes();
const gateStarted = performance.now();
/** The host's speed through the gate, read every few seconds (machine-load.ts). */
const host = startHostSampler();

function report(ok: boolean) {
  const wall = (performance.now() - gateStarted) / 1000;
  if ("stop" in host) host.stop();
  console.log(`\n${formatTable(command, [...results.values()], wall)}`);
  console.log(describeMachine(cpuAtStart, cpuTimes(), [startLoop, benchmarkLoop()]));
  console.log(
    describeHostSpeed("loops" in host ? host.loops : [], "unavailable" in host ? host.unavailable : undefined),
  );
  if (ok) return;
  const failed = stages.filter((stage) => results.get(stage)!.state === "failed");
  const notRun = stages.filter((stage) => results.get(stage)!.state === "not run").map(stageName);
  console.error(
    `\n${command} FAILED at ${failed.map((stage) => `«${stageName(stage)}» (${stageCommand(stage)}: ${results.get(stage)!.exit})`).join(" and ")}.` +
      (notRun.length ? `\nNot run: ${notRun.join(", ")}.` : "") +
      (failed[0]
        ? `\nRerun it alone with \`${stageCommand(failed[0])}\`, or the gate from there with ` +
          `\`${command} -- --from '${stageName(failed[0])}'\`.`
        : ""),
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    for (const result of results.values()) if (result.state === "running") result.state = "failed";
    console.error(`\n${command}: stopped by ${signal}.`);
    report(false);
    process.exit(130);
  });

let ok = true;
for (const step of steps.slice(first)) {
  const together = stagesOf(step);
  const cpuBefore = childrenCpuSeconds();
  const passed = await Promise.all(together.map((stage) => runStage(stage, together.length > 1)));
  const cpuAfter = childrenCpuSeconds();
  // Stages that ran together share their step's CPU time: it is written on the last of them.
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const last = results.get(together.at(-1)!)!;
    last.cpu = cpuAfter - cpuBefore;
    if (together.length > 1) last.cpuWith = together.slice(0, -1).map(stageName);
  }
  if (passed.includes(false)) {
    ok = false;
    break;
  }
}
report(ok);
process.exit(ok ? 0 : 1);
