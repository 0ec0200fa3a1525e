/**
 * One address flooding the site with requests for paths that do not exist (each one a 404 an
 * instance must render), run as a process of its own so that its work does not slow the test's
 * own clients, whose timings it is there to disturb:
 *
 *   node --import tsx scripts/deploy-harness/flood.ts ORIGIN LOCAL_ADDRESS CONNECTIONS MAX_REQUESTS MAX_SECONDS
 *
 * with the run's certificate in FLOOD_CA (PEM). Loopback only (LoopbackClient). It stops after
 * MAX_REQUESTS answers or MAX_SECONDS, whichever comes first, and prints one line of JSON: the
 * answers by status, and how long it ran.
 */
import { LoopbackClient } from "./loopback-client.ts";

const [origin, localAddress, connections, maxRequests, maxSeconds] = process.argv.slice(2);
const client = new LoopbackClient(
  origin,
  localAddress,
  process.env.FLOOD_CA ? Buffer.from(process.env.FLOOD_CA) : undefined,
);
const statuses: Record<string, number> = {};
const started = performance.now();
const until = started + Number(maxSeconds) * 1000;
let sent = 0;

/** One connection's loop: a new unknown path each time, until the budget or the time is spent. */
async function lane() {
  while (sent < Number(maxRequests) && performance.now() < until) {
    sent++;
    const path = `/no-such-page-${Math.random().toString(36).slice(2)}`;
    const status = await client.get(path).then(
      (answer) => String(answer.status),
      () => "error",
    );
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: Number(connections) }, lane));
client.close();
console.log(JSON.stringify({ statuses, seconds: (performance.now() - started) / 1000 }));
