// @ts-check
/**
 * Where the rate limiter keeps its counts. One instance: in its own memory. Several instances
 * behind one proxy (REDIS_URL set): in Redis, so a guesser whose requests the proxy spreads over
 * the instances meets one limit, not one per instance.
 *
 * When Redis cannot be reached the instance counts in its own memory meanwhile, and says so once:
 * on results day an outage of the limiter's store must not turn away every student (failing
 * closed) nor lift the limit (failing open). The limit then holds per instance, so a guesser gets
 * at most the number of instances times the limit, until Redis is back; each count asks Redis at
 * most REDIS_TIMEOUT_MS before it falls back, so a hung Redis never holds a request up.
 */
import { MemoryStore } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";

/** How long a count waits for Redis before it is counted in memory instead. */
const REDIS_TIMEOUT_MS = 250;
/** Reconnection attempts back off up to this (ms); a restarted Redis is used again within it. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** @typedef {import("express-rate-limit").Store} Store */

/**
 * The limiter's store: Redis when `redisUrl` is set, else this process's memory.
 * @param {{ redisUrl?: string, prefix: string, log?: (message: string) => void }} options
 * @returns {{ store: Store, close: () => Promise<void> }}
 */
export function limitStore({ redisUrl, prefix, log = console.error }) {
  if (!redisUrl) return { store: new MemoryStore(), close: async () => {} };
  const client = createClient({
    url: redisUrl,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  const store = new FallbackStore(
    new RedisStore({ prefix, sendCommand: (...args) => client.sendCommand(args) }),
    new MemoryStore(),
    log,
  );
  // node-redis reports every failed connection attempt as an error event; the store says it once.
  client.on("error", (/** @type {Error} */ error) => store.unavailable(error));
  client.on("ready", () => store.available());
  client.connect().catch((/** @type {Error} */ error) => store.unavailable(error));
  return {
    store,
    close: async () => {
      await client.close().catch(() => {});
    },
  };
}

/**
 * Counts in `primary` (Redis); while it fails, in `fallback` (memory). Implements express-rate-limit's
 * Store interface.
 * @implements {Store}
 */
class FallbackStore {
  /**
   * @param {RedisStore} primary
   * @param {MemoryStore} fallback
   * @param {(message: string) => void} log
   */
  constructor(primary, fallback, log) {
    this.primary = primary;
    this.fallback = fallback;
    this.log = log;
    /** True from Redis's first `ready` until an error; counts go to memory otherwise. */
    this.up = false;
    this.prefix = primary.prefix;
    /** Counts are shared between instances (express-rate-limit checks a store is not used twice). */
    this.localKeys = false;
    /** @type {import("express-rate-limit").Options | undefined} */
    this.options = undefined;
    this.saidDown = false;
  }

  /** @param {import("express-rate-limit").Options} options */
  init(options) {
    this.options = options;
    this.fallback.init(options);
    // Redis's scripts are loaded once it is ready (available()).
  }

  /** Redis answered: load its scripts, then count there again. */
  available() {
    if (!this.options) return;
    this.primary.init(this.options).then(
      () => {
        this.up = true;
        if (this.saidDown) this.log("rate limit: Redis is back; counting there again.");
        this.saidDown = false;
      },
      (/** @type {Error} */ error) => this.unavailable(error),
    );
  }

  /** @param {Error} error */
  unavailable(error) {
    this.up = false;
    if (!this.saidDown)
      this.log(`rate limit: Redis unavailable (${error.message}); counting in this instance's memory meanwhile.`);
    this.saidDown = true;
  }

  /**
   * Runs `call` on Redis (bounded in time) or, while it is down or when it fails, `fallback`.
   * @template T
   * @param {() => Promise<T>} call
   * @param {() => Promise<T>} fallback
   */
  async either(call, fallback) {
    if (!this.up) return fallback();
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    try {
      return await Promise.race([
        call(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      this.unavailable(/** @type {Error} */ (error));
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }

  /** @param {string} key */
  increment(key) {
    return this.either(
      () => this.primary.increment(key),
      () => this.fallback.increment(key),
    );
  }

  /** @param {string} key */
  async decrement(key) {
    await this.either(
      () => this.primary.decrement(key),
      () => this.fallback.decrement(key),
    );
  }

  /** @param {string} key */
  async resetKey(key) {
    await this.either(
      () => this.primary.resetKey(key),
      () => this.fallback.resetKey(key),
    );
  }

  /** @param {string} key */
  get(key) {
    return this.either(
      () => this.primary.get(key),
      () => this.fallback.get(key),
    );
  }
}
