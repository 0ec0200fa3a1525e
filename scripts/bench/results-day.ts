/**
 * `npm run bench:results-day`: how many students results day can take on this machine, as IT runs
 * the site (deploy/): nginx over TLS in front of two instances of the production server sharing
 * Redis, all started on loopback by scripts/deploy-harness.ts with the production limits. It
 * publishes ROWS invented students (default 2,000) with the import's own code at its
 * DEFAULT_ITERATIONS, so a lookup costs what it costs on the day, and works out every student's
 * record path before the clock starts.
 *
 * Then it plays results day in steps of STEP seconds (default 20), each at a steady arrival rate
 * of students a second, each student from a loopback address of its own on a new TLS connection,
 * as phones would: nine in ten with JavaScript ask for the pointer, their record, and (if they
 * passed) the admission answer (POST /admission-answer.json); one in ten, without JavaScript,
 * posts the lookup form (POST /high-school-results, a derivation on the server). Meanwhile one
 * guesser (127.0.0.9) asks for random record names, GUESS_RATE a second (default 200) with at most
 * GUESSERS requests in flight (default 8): paced, since a guesser as fast as loopback allows
 * measures this machine's client more than the site (on the day the guesser's CPU is elsewhere).
 *
 * The rates: RATES="40,60,80" plays those; otherwise it searches, from START (default 40 a second),
 * each step a quarter faster than the last, until a step does not hold, or MAX (default 400). A
 * step holds when every student's answer is 2xx and the 99th percentile of their requests is at
 * most HOLD_P99_MS (default 1,000). The answer is the fastest rate that held.
 *
 * For each step it prints the rate, the requests, p50 and p99 of each kind, the failures, and
 * where the cores went: the client (this process, every student and the guesser), the server side
 * (nginx, Redis, the instances, from /proc) and the machine as a whole, so that the server's own
 * capacity can be read off a run whose client shares its cores. It prints the machine's benchmark
 * loop before and after. Bounded: at most MAX_IN_FLIGHT students at once (default 500; one who
 * would exceed it starts late, and the lateness is printed), each step ends at twice its length
 * plus 30 s whatever is left. Loopback only. Needs a build, nginx and redis-server. Not part of
 * `npm test`.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { DEFAULT_ITERATIONS } from "#scripts/results/publish.ts";
import { benchmarkLoop, cpuTimes, describeMachine, processCpuSeconds } from "#scripts/machine-load.ts";
import { thousands } from "#scripts/bench/stats.ts";
import {
  guessUrl,
  loopbackAddress,
  publishSample,
  recordUrlOf,
  startDeployment,
  type Answer,
} from "#scripts/deploy-harness.ts";

const ROWS = Number(process.env.ROWS || 2_000);
const STEP_S = Number(process.env.STEP || 20);
const START = Number(process.env.START || 40);
const MAX = Number(process.env.MAX || 400);
const HOLD_P99_MS = Number(process.env.HOLD_P99_MS || 1_000);
const MAX_IN_FLIGHT = Number(process.env.MAX_IN_FLIGHT || 500);
const GUESSERS = Number(process.env.GUESSERS || 8);
const GUESS_RATE = Number(process.env.GUESS_RATE || 200);
const RATES = (process.env.RATES ?? "").split(",").filter(Boolean).map(Number);
const GUESSER_ADDRESS = "127.0.0.9";
/** Students are 127.0.1.1 onwards, 250 to a /24; a later step uses the same addresses again. */
const ADDRESSES = 250 * 254;

for (const [name, value, max] of [
  ["ROWS", ROWS, 100_000],
  ["STEP", STEP_S, 600],
  ["START", START, 5_000],
  ["MAX", MAX, 5_000],
  ["HOLD_P99_MS", HOLD_P99_MS, 60_000],
  ["MAX_IN_FLIGHT", MAX_IN_FLIGHT, 5_000],
  ["GUESSERS", GUESSERS, 100],
  ["GUESS_RATE", GUESS_RATE, 10_000],
  ...RATES.map((rate) => ["RATES", rate, 5_000] as const),
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name}=${value}: expected a whole number from 1 to ${max}`);
    process.exit(2);
  }
}

type Kind = "pointer" | "record" | "answer" | "lookup (no JS)";
const KINDS: Kind[] = ["pointer", "record", "answer", "lookup (no JS)"];

class Tally {
  readonly ms: number[] = [];
  readonly statuses = new Map<string, number>();
  add(status: string, ms?: number) {
    if (ms !== undefined) this.ms.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
  count(match: (status: string) => boolean = () => true) {
    let n = 0;
    for (const [status, count] of this.statuses) if (match(status)) n += count;
    return n;
  }
  percentile(p: number) {
    if (!this.ms.length) return NaN;
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  }
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : thousands(value));
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
/** A bound on a wait that must not keep the process alive once the wait is over. */
const atMost = (time: number) => new Promise((resolve) => setTimeout(resolve, time).unref());

/** What one step measured. */
interface Step {
  rate: number;
  played: number;
  elapsedS: number;
  tallies: Map<Kind, Tally>;
  all: Tally;
  failures: Map<string, number>;
  lateMs: number;
  notStarted: number;
  unfinished: number;
  /** CPU seconds in the step: this process (the clients), the server side (nginx, Redis, instances), the whole machine busy. */
  cpu: { client: number; server: number; busy: number; cores: number };
  holds: boolean;
}

const machineBefore = cpuTimes();
const loops = [benchmarkLoop()];
const loadAtStart = loadavg();
const site = await startDeployment({ instances: 2 });
process.on("SIGINT", () => {
  console.error("\nStopped: stopping nginx, the instances and Redis.");
  void site.stop().finally(() => process.exit(130));
});
try {
  const publishStarted = performance.now();
  const { pointer, students: rows } = await publishSample(site.resultsDir, {
    rows: ROWS,
    releaseAt: new Date(Date.now() - 60_000),
    closesAt: new Date(Date.now() + 86_400_000),
    iterations: DEFAULT_ITERATIONS,
  });
  const publishS = (performance.now() - publishStarted) / 1000;
  const pathsStarted = performance.now();
  const records: string[] = [];
  for (let i = 0; i < rows.length; i += 100)
    records.push(...(await Promise.all(rows.slice(i, i + 100).map((r) => recordUrlOf(pointer, r.seat, r.dob)))));
  const pathsS = (performance.now() - pathsStarted) / 1000;
  // The instances look at the pointer file once a second.
  await sleep(1_100);

  console.log(
    `Results day on this machine: nginx (2 workers, TLS) → 2 instances of the server → Redis, on loopback, ` +
      `production limits; ${availableParallelism()} cores (nproc), ${cpus()[0]?.model ?? "?"}; ` +
      `load average ${loadAtStart.map((l) => l.toFixed(2)).join(" / ")} before starting them; benchmark loop ${loops[0]}.`,
  );
  console.log(
    `Published ${thousands(ROWS)} invented students at ${thousands(pointer.iterations)} PBKDF2 iterations in ${publishS.toFixed(1)} s; ` +
      `their record paths worked out in ${pathsS.toFixed(1)} s, before the clock starts.`,
  );
  console.log(
    `Steps of ${STEP_S} s, each student from its own address on a new TLS connection (9 in 10 with JavaScript: ` +
      `pointer, record, admission answer if passed; 1 in 10 without: the lookup POST), and one guesser ` +
      `(${GUESSER_ADDRESS}), ${GUESS_RATE} guesses a second. A step holds with every answer 2xx and p99 ≤ ${thousands(HOLD_P99_MS)} ms.`,
  );

  const guesses = new Tally();
  /** Which student comes next, across steps (their addresses go round). */
  let nextStudent = 0;

  /** One request of a student: timed, and anything but 2xx is a failure. */
  async function step(
    tally: Tally,
    fail: (what: string) => void,
    kind: Kind,
    address: string,
    call: () => Promise<Answer>,
  ) {
    try {
      const answer = await call();
      tally.add(String(answer.status), answer.ms);
      if (answer.status < 200 || answer.status > 299) fail(`${kind}: ${answer.status}`);
      return answer;
    } catch (error) {
      tally.add("error");
      fail(`${kind}: ${(error as Error).message.replace(address, "…")}`);
      return undefined;
    }
  }

  async function student(i: number, tallies: Map<Kind, Tally>, fail: (what: string) => void) {
    const row = rows[i % rows.length];
    const address = loopbackAddress(i % ADDRESSES);
    const client = site.client(address);
    const play = (kind: Kind, call: () => Promise<Answer>) => step(tallies.get(kind)!, fail, kind, address, call);
    try {
      if (i % 10 === 9) {
        const [year, month, day] = row.dob.split("-");
        await play("lookup (no JS)", () =>
          client.post("/high-school-results", {
            seat: row.seat,
            day: String(Number(day)),
            month: String(Number(month)),
            year,
          }),
        );
        return;
      }
      const found = await play("pointer", () => client.get("/results/current.json"));
      if (!found || found.status !== 200) return;
      const record = await play("record", () => client.get(records[i % records.length]));
      if (!record || record.status !== 200 || row.average === undefined) return;
      await play("answer", () =>
        client.post("/admission-answer.json", { stream: row.stream, average: String(row.average) }),
      );
    } finally {
      client.close();
    }
  }

  /** Plays `rate` students a second for STEP_S seconds. */
  async function playStep(rate: number): Promise<Step> {
    const students = rate * STEP_S;
    const tallies = new Map<Kind, Tally>(KINDS.map((kind) => [kind, new Tally()]));
    const failures = new Map<string, number>();
    const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
    const first = nextStudent;
    const started = performance.now();
    const deadline = started + (2 * STEP_S + 30) * 1000;
    const inFlight = new Set<Promise<void>>();
    let played = 0;
    let lateMs = 0;
    const cpuAt = { client: process.cpuUsage(), server: processCpuSeconds(site.pids()), machine: cpuTimes() };
    while (played < students && performance.now() < deadline) {
      const now = performance.now() - started;
      while (played < students && (played * 1000) / rate <= now && inFlight.size < MAX_IN_FLIGHT) {
        lateMs = Math.max(lateMs, now - (played * 1000) / rate);
        const one: Promise<void> = student(first + played++, tallies, fail).finally(() => inFlight.delete(one));
        inFlight.add(one);
      }
      await sleep(inFlight.size >= MAX_IN_FLIGHT ? 1 : 5);
    }
    nextStudent = first + played;
    await Promise.race([Promise.all(inFlight), atMost(Math.max(0, deadline - performance.now()))]);
    const elapsedS = (performance.now() - started) / 1000;
    const client = process.cpuUsage(cpuAt.client);
    const machine = cpuTimes();
    const busy =
      machine && cpuAt.machine
        ? (machine.total - machine.idle - (cpuAt.machine.total - cpuAt.machine.idle)) / 100 // ticks → s
        : NaN;
    const all = new Tally();
    for (const tally of tallies.values()) {
      all.ms.push(...tally.ms);
      for (const [status, count] of tally.statuses) all.statuses.set(status, (all.statuses.get(status) ?? 0) + count);
    }
    const unfinished = inFlight.size;
    const notStarted = students - played;
    return {
      rate,
      played,
      elapsedS,
      tallies,
      all,
      failures,
      lateMs,
      notStarted,
      unfinished,
      cpu: {
        client: (client.user + client.system) / 1e6,
        server: processCpuSeconds(site.pids()) - cpuAt.server,
        busy,
        cores: availableParallelism(),
      },
      holds: failures.size === 0 && !notStarted && !unfinished && all.percentile(99) <= HOLD_P99_MS,
    };
  }

  function report(s: Step) {
    const row = (label: string, t: Tally) =>
      `    ${label.padEnd(16)} ${thousands(t.count()).padStart(9)} ${(t.count() / s.elapsedS).toFixed(1).padStart(8)} ` +
      `${ms(t.percentile(50)).padStart(8)} ${ms(t.percentile(99)).padStart(8)} ${thousands(t.count((st) => !/^2\d\d$/.test(st))).padStart(9)}`;
    console.log(
      `\n  ${s.rate} students/s for ${STEP_S} s: ${s.holds ? "HOLDS" : "does not hold"} ` +
        `(p99 ${ms(s.all.percentile(99))} ms, ${s.failures.size ? "failures" : "no failure"})`,
    );
    console.log(
      `    ${"kind".padEnd(16)} ${"requests".padStart(9)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"not 2xx".padStart(9)}`,
    );
    for (const kind of KINDS) console.log(row(kind, s.tallies.get(kind)!));
    console.log(row("all students", s.all));
    const of = (seconds: number) =>
      `${seconds.toFixed(1)} s (${((100 * seconds) / (s.elapsedS * s.cpu.cores)).toFixed(0)}%)`;
    console.log(
      `    CPU of ${s.cpu.cores} cores × ${s.elapsedS.toFixed(1)} s: the clients ${of(s.cpu.client)}, ` +
        `the server side (nginx, Redis, instances) ${of(s.cpu.server)}, the machine busy ${of(s.cpu.busy)}; ` +
        `started late by at most ${thousands(s.lateMs)} ms` +
        (s.notStarted ? `; ${thousands(s.notStarted)} not started` : "") +
        (s.unfinished ? `; ${thousands(s.unfinished)} unfinished` : "") +
        ".",
    );
    if (s.failures.size)
      console.log(
        `    Failures: ${[...s.failures].map(([what, count]) => `${what} ×${thousands(count)}`).join("; ")}.`,
      );
  }

  // The guesser: random names under the version, GUESS_RATE a second over its lanes, all along.
  let guessing = true;
  const guesser = site.client(GUESSER_ADDRESS);
  const guessLane = async () => {
    const every = (1000 * GUESSERS) / GUESS_RATE;
    while (guessing) {
      const sent = performance.now();
      try {
        const answer = await guesser.get(guessUrl(pointer.version));
        // nginx's refusal has no RateLimit header; the instances' has (draft-8).
        const status =
          answer.status === 429 ? (answer.headers["ratelimit-policy"] ? "429 instances" : "429 nginx") : answer.status;
        guesses.add(String(status), answer.ms);
      } catch {
        guesses.add("error");
      }
      await sleep(Math.max(0, every - (performance.now() - sent)));
    }
  };
  const guessLanes = Array.from({ length: GUESSERS }, guessLane);

  const steps: Step[] = [];
  if (RATES.length) {
    for (const rate of RATES) {
      steps.push(await playStep(rate));
      report(steps.at(-1)!);
    }
  } else {
    for (let rate = START; rate <= MAX; rate = Math.max(rate + 1, Math.round(rate * 1.25))) {
      steps.push(await playStep(rate));
      report(steps.at(-1)!);
      if (!steps.at(-1)!.holds) break;
    }
  }
  guessing = false;
  await Promise.race([Promise.all(guessLanes), atMost(15_000)]);
  guesser.close();
  loops.push(benchmarkLoop());

  const held = steps.filter((s) => s.holds).at(-1);
  console.log(
    `\nGuesses all along: ${thousands(guesses.count())}; through to an answer (404, a name tried): ${thousands(guesses.count((s) => s === "404"))}; ` +
      `refused (429): ${thousands(guesses.count((s) => s.startsWith("429")))} ` +
      `(by nginx ${thousands(guesses.count((s) => s === "429 nginx"))}, by the instances ${thousands(guesses.count((s) => s === "429 instances"))})` +
      `; other: ${thousands(guesses.count((s) => s !== "404" && !s.startsWith("429")))}.`,
  );
  console.log(describeMachine(machineBefore, cpuTimes(), loops));
  if (held) {
    const serverShare = held.cpu.server / (held.elapsedS * held.cpu.cores);
    console.log(
      `Held: ${held.rate} students a second (${thousands(held.rate * 600)} in ten minutes) with p99 ${ms(held.all.percentile(99))} ms ` +
        `and no failure, on ${held.cpu.cores} cores shared with the clients; the server side used ` +
        `${(100 * serverShare).toFixed(0)}% of them, ${((1000 * held.cpu.server) / (held.rate * held.elapsedS)).toFixed(1)} ms of CPU a student.`,
    );
  } else console.log(`No step held (the first, ${steps[0]?.rate} students a second, did not).`);
  // What the instances said meanwhile (Redis falling back to memory would loosen the limit).
  const said = site.instances.flatMap((instance, i) =>
    instance
      .output()
      .split("\n")
      .filter((line) => line && !/^Serving on/.test(line))
      .map((line) => `  instance ${i + 1}: ${line}`),
  );
  console.log(said.length ? `The instances said:\n${said.slice(0, 20).join("\n")}` : "The instances said nothing.");
} finally {
  await site.stop();
}
