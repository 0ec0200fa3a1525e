/**
 * `npm run bench:load`: requests per second and latency of the production server on this
 * machine, for a prerendered page, a filtered (server-rendered) page and a payload.
 * Loopback only, bounded in time. Needs a build. Not part of `npm test`.
 */
import autocannon from "autocannon";
import { createApp } from "../../server/app.js";
import { listen } from "../../server/listen.js";

const DURATION_S = Number(process.env.DURATION || 10);
const { server, url: base } = await listen(await createApp());
try {
  console.log(
    `Production server, ${DURATION_S} s per target, 50 connections, Accept-Encoding "br, gzip" as browsers send it:`,
  );
  for (const path of ["/colleges/it/iti", "/publications?type=article&year=2024", "/colleges/it/iti.data"]) {
    const r = await autocannon({
      url: base + path,
      connections: 50,
      duration: DURATION_S,
      headers: { "accept-encoding": "br, gzip" },
    });
    console.log(
      `  ${path.padEnd(40)} ${Math.round(r.requests.average).toString().padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`,
    );
  }
} finally {
  server.close();
}
