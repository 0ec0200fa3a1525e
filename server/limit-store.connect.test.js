// @ts-check
/**
 * The limiter's Redis connection is made when the app asks for it (`connect`, once the build is
 * loaded), not when the store is made: a start that held the event loop for seconds on a busy
 * machine timed out a connection begun before it, and the instance said Redis was unavailable
 * with Redis answering. Here Redis is a port nobody listens on: any attempt to connect is refused
 * at once and said in the log, so the log tells when the first attempt was made.
 */
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { limitStore } from "./limit-store.js";

/** A loopback port that was free a moment ago: nothing listens on it. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return port;
}

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe("limitStore's connection to Redis", () => {
  it("is first tried at connect(), however long the start takes", async () => {
    /** @type {string[]} */
    const logged = [];
    const counts = limitStore({
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      prefix: "t:",
      log: (line) => logged.push(line),
    });
    try {
      // The start's own work, holding the event loop past a connection's time limit (1 s).
      const until = Date.now() + 1_200;
      while (Date.now() < until);
      await pause(300);
      expect(logged).toEqual([]);

      counts.connect();
      await expect
        .poll(() => logged, { timeout: 5_000 })
        .toEqual([expect.stringMatching(/^rate limit: Redis unavailable \(/)]);
    } finally {
      await counts.close();
    }
  });

  it("without REDIS_URL, connect() and close() do nothing", async () => {
    const counts = limitStore({ prefix: "t:" });
    counts.connect();
    await counts.close();
  });
});
