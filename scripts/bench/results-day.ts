/**
 * `npm run bench:results-day`: results day on this machine, as IT runs the site (deploy/): nginx
 * over TLS in front of two instances of the production server sharing Redis, all started on
 * loopback by scripts/deploy-harness.ts with the production limits. It publishes ROWS invented
 * students (default 2,000) with the import's own code at its DEFAULT_ITERATIONS, so a lookup costs
 * what it costs on the day, and works out every student's record path before the clock starts.
 *
 * Then STUDENTS students (default 10,000) arrive evenly within DURATION seconds (default 60), each
 * from a loopback address of its own (127.0.x.y) on a new TLS connection, as phones would: nine in
 * ten with JavaScript ask for the pointer, their record, and (if they passed) the admission answer
 * (POST /admission-answer.json); one in ten, without JavaScript, posts the lookup form
 * (POST /high-school-results, a derivation on the server). Students outnumber the records: several
 * look up the same one, from different addresses. Meanwhile one guesser (127.0.0.9) asks for
 * random record names as fast as GUESSERS requests in flight allow (default 8).
 *
 * It prints requests per second, the median and 99th percentile latency of each kind, every
 * answer that was not 2xx for a student, how many guesses got through to an answer (404) and how
 * many were refused (429: by nginx, by the instances), the machine's cores and load. The client
 * runs in this one process, on the same cores as everything it measures.
 *
 * Bounded: at most MAX_IN_FLIGHT students at once (default 500; a student who would exceed it
 * starts late, and the lateness is printed), and it stops playing at twice DURATION plus 30 s
 * whatever is left. Loopback only. Needs a build, nginx and redis-server. Not part of `npm test`.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { DEFAULT_ITERATIONS } from "#scripts/results/publish.ts";
import {
  guessUrl,
  loopbackAddress,
  publishSample,
  recordUrlOf,
  startDeployment,
  type Answer,
} from "#scripts/deploy-harness.ts";

const ROWS = Number(process.env.ROWS || 2_000);
const STUDENTS = Number(process.env.STUDENTS || 10_000);
const DURATION_S = Number(process.env.DURATION || 60);
const MAX_IN_FLIGHT = Number(process.env.MAX_IN_FLIGHT || 500);
const GUESSERS = Number(process.env.GUESSERS || 8);
const GUESSER_ADDRESS = "127.0.0.9";
/** Students are 127.0.1.1 onwards, 250 to a /24: at most this many. */
const MAX_STUDENTS = 250 * 254;

for (const [name, value, max] of [
  ["ROWS", ROWS, 100_000],
  ["STUDENTS", STUDENTS, MAX_STUDENTS],
  ["DURATION", DURATION_S, 600],
  ["MAX_IN_FLIGHT", MAX_IN_FLIGHT, 5_000],
  ["GUESSERS", GUESSERS, 100],
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

const n = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => (Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : n(value));
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
/** A bound on a wait that must not keep the process alive once the wait is over. */
const atMost = (time: number) => new Promise((resolve) => setTimeout(resolve, time).unref());

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
      `load average ${loadAtStart.map((l) => l.toFixed(2)).join(" / ")} before starting them.`,
  );
  console.log(
    `Published ${n(ROWS)} invented students at ${n(pointer.iterations)} PBKDF2 iterations in ${publishS.toFixed(1)} s; ` +
      `their record paths worked out in ${pathsS.toFixed(1)} s, before the clock starts.`,
  );
  console.log(
    `Playing ${n(STUDENTS)} students within ${DURATION_S} s, each from its own address on a new TLS connection ` +
      `(9 in 10 with JavaScript: pointer, record, admission answer if passed; 1 in 10 without: the lookup POST), ` +
      `and one guesser (${GUESSER_ADDRESS}) with ${GUESSERS} requests in flight…`,
  );

  const tallies = new Map<Kind, Tally>(KINDS.map((kind) => [kind, new Tally()]));
  const guesses = new Tally();
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

  /** One request of a student: timed, and anything but 2xx is a failure. */
  async function step(kind: Kind, address: string, call: () => Promise<Answer>) {
    const tally = tallies.get(kind)!;
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

  async function student(i: number) {
    const row = rows[i % rows.length];
    const address = loopbackAddress(i);
    const client = site.client(address);
    try {
      if (i % 10 === 9) {
        const [year, month, day] = row.dob.split("-");
        await step("lookup (no JS)", address, () =>
          client.post("/high-school-results", {
            seat: row.seat,
            day: String(Number(day)),
            month: String(Number(month)),
            year,
          }),
        );
        return;
      }
      const found = await step("pointer", address, () => client.get("/results/current.json"));
      if (!found || found.status !== 200) return;
      const record = await step("record", address, () => client.get(records[i % records.length]));
      if (!record || record.status !== 200 || row.average === undefined) return;
      await step("answer", address, () =>
        client.post("/admission-answer.json", { stream: row.stream, average: String(row.average) }),
      );
    } finally {
      client.close();
    }
  }

  // The guesser: random names under the version, as fast as its requests come back.
  let guessing = true;
  const guesser = site.client(GUESSER_ADDRESS);
  const guessLane = async () => {
    while (guessing) {
      try {
        const answer = await guesser.get(guessUrl(pointer.version));
        // nginx's refusal has no RateLimit header; the instances' has (draft-8).
        const status =
          answer.status === 429 ? (answer.headers["ratelimit-policy"] ? "429 instances" : "429 nginx") : answer.status;
        guesses.add(String(status), answer.ms);
      } catch {
        guesses.add("error");
      }
    }
  };

  const started = performance.now();
  const deadline = started + (2 * DURATION_S + 30) * 1000;
  const guessLanes = Array.from({ length: GUESSERS }, guessLane);
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  let lateMs = 0;
  const cpuAtStart = process.cpuUsage();
  while (next < STUDENTS && performance.now() < deadline) {
    const now = performance.now() - started;
    while (next < STUDENTS && (next * DURATION_S * 1000) / STUDENTS <= now && inFlight.size < MAX_IN_FLIGHT) {
      lateMs = Math.max(lateMs, now - (next * DURATION_S * 1000) / STUDENTS);
      const played: Promise<void> = student(next++).finally(() => inFlight.delete(played));
      inFlight.add(played);
    }
    await sleep(inFlight.size >= MAX_IN_FLIGHT ? 1 : 5);
  }
  const notStarted = STUDENTS - next;
  await Promise.race([Promise.all(inFlight), atMost(Math.max(0, deadline - performance.now()))]);
  const unfinished = inFlight.size;
  const elapsedS = (performance.now() - started) / 1000;
  guessing = false;
  await Promise.race([Promise.all(guessLanes), atMost(15_000)]);
  guesser.close();
  const cpu = process.cpuUsage(cpuAtStart);
  const loadAtEnd = loadavg();

  const all = new Tally();
  for (const tally of tallies.values()) {
    all.ms.push(...tally.ms);
    for (const [status, count] of tally.statuses) all.statuses.set(status, (all.statuses.get(status) ?? 0) + count);
  }
  const row = (label: string, t: Tally, bad: number) =>
    `  ${label.padEnd(16)} ${n(t.count()).padStart(9)} ${(t.count() / elapsedS).toFixed(1).padStart(8)} ` +
    `${ms(t.percentile(50)).padStart(8)} ${ms(t.percentile(99)).padStart(8)} ${n(bad).padStart(9)}`;
  const not2xx = (t: Tally) => t.count((s) => !/^2\d\d$/.test(s));
  console.log(
    `\n  ${"kind".padEnd(16)} ${"requests".padStart(9)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"not 2xx".padStart(9)}`,
  );
  for (const kind of KINDS) console.log(row(kind, tallies.get(kind)!, not2xx(tallies.get(kind)!)));
  console.log(row("all students", all, not2xx(all)));
  console.log(
    row(
      "guesses",
      guesses,
      guesses.count((s) => s !== "404"),
    ),
  );
  console.log(
    `\n${n(next)} students played in ${elapsedS.toFixed(1)} s (${(all.count() / elapsedS).toFixed(1)} student requests/s, ` +
      `${((all.count() + guesses.count()) / elapsedS).toFixed(1)} with the guesses); ` +
      `the first request of each includes its TLS handshake. ` +
      `Started late by at most ${n(lateMs)} ms (in-flight cap ${MAX_IN_FLIGHT})` +
      (notStarted ? `; ${n(notStarted)} not started by the deadline` : "") +
      (unfinished ? `; ${n(unfinished)} unfinished at the deadline` : "") +
      ".",
  );
  console.log(
    failures.size
      ? `Students' failures: ${[...failures].map(([what, count]) => `${what} ×${n(count)}`).join("; ")}.`
      : "Students' failures: none (every answer 2xx).",
  );
  console.log(
    `Guesses: ${n(guesses.count())}; through to an answer (404, a name tried): ${n(guesses.count((s) => s === "404"))}; ` +
      `refused (429): ${n(guesses.count((s) => s.startsWith("429")))} ` +
      `(by nginx ${n(guesses.count((s) => s === "429 nginx"))}, by the instances ${n(guesses.count((s) => s === "429 instances"))})` +
      `; other: ${n(guesses.count((s) => s !== "404" && !s.startsWith("429")))}.`,
  );
  console.log(
    `Load average ${loadAtEnd.map((l) => l.toFixed(2)).join(" / ")} (1, 5, 15 min) at the end; ${availableParallelism()} cores; ` +
      `this process (every client) used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in ${elapsedS.toFixed(1)} s.`,
  );
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
