/**
 * One address flooding the site with requests for paths that do not exist (each one a 404 an
 * instance must render), run as a process of its own so that its work does not slow the test's
 * own clients, whose timings it is there to disturb:
 *
 *   node --import tsx scripts/deploy-harness/flood.ts ORIGIN LOCAL_ADDRESS CONNECTIONS MAX_REQUESTS SECONDS [REFUSALS LONGEST]
 *
 * with the run's certificate in FLOOD_CA (PEM). Loopback only (LoopbackClient). It stops after
 * MAX_REQUESTS answers or SECONDS, whichever comes first, and prints one line of JSON: the answers
 * by status, and how long it ran. With REFUSALS and LONGEST it goes on after SECONDS, up to LONGEST
 * seconds, until nginx has refused it (429) that many times: until the limit's burst is spent every
 * request is a page an instance renders, so on a loaded machine the flood's pace is the renders'
 * pace, and a flood cut at a fixed few seconds may end before anything is refused (CI, with 19% of
 * the host's time taken by others: 94 requests in 5 s, none refused).
 */
import { LoopbackClient } from "./loopback-client.ts";

const [origin, localAddress, connections, maxRequests, seconds, refusals, longest] = process.argv.slice(2);
const client = new LoopbackClient(
  origin,
  localAddress,
  process.env.FLOOD_CA ? Buffer.from(process.env.FLOOD_CA) : undefined,
);
const statuses: Record<string, number> = {};
const started = performance.now();
const planned = started + Number(seconds) * 1000;
const deadline = started + Number(longest ?? seconds) * 1000;
let sent = 0;

/** Whether to send another: within the budget and the time, or past the time while too little was refused. */
function goOn(): boolean {
  const now = performance.now();
  const refusedEnough = refusals === undefined || (statuses["429"] ?? 0) >= Number(refusals);
  return sent < Number(maxRequests) && now < deadline && (now < planned || !refusedEnough);
}

/** One connection's loop: a new unknown path each time, until the budget or the time is spent. */
async function lane() {
  while (goOn()) {
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
