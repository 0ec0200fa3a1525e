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
 * most REDIS_TIMEOUT_MS before it falls back, so a hung Redis never holds a request up, and after
 * a failure Redis is asked again a second later, whether or not the connection dropped.
 */
import { MemoryStore } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";
import { ConfigError } from "./errors.js";

/** How long a count waits for Redis before it is counted in memory instead (250 ms gave false alarms on a busy 2-core machine). */
const REDIS_TIMEOUT_MS = 500;
/** After Redis failed or was slow, counts stay in memory this long before Redis is asked again. */
const RETRY_MS = 1000;
/** Reconnection attempts back off up to this (ms); a restarted Redis is used again within it. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** @typedef {import("express-rate-limit").Store} Store */

/**
 * The limiter's store: Redis when `redisUrl` is set, else this process's memory. REDIS_URL is
 * checked at once; the connection is made by `connect`, called once the app has loaded: an
 * instance's start holds the event loop for seconds on a busy machine, and a connection begun
 * before it timed out under it (a false «Redis unavailable» at a start, with Redis answering).
 * Until it is ready, counts are kept in memory.
 * @param {{ redisUrl?: string, prefix: string, log?: (message: string) => void }} options
 * @returns {{ store: Store, connect: () => void, close: () => Promise<void> }}
 */
export function limitStore({ redisUrl, prefix, log = console.error }) {
  if (!redisUrl) return { store: new MemoryStore(), connect: () => {}, close: async () => {} };
  if (!/^rediss?:\/\/./.test(redisUrl) || !URL.canParse(redisUrl))
    throw new ConfigError(
      `REDIS_URL=${JSON.stringify(redisUrl)}: expected redis://host:port (or redis://:password@host:port, rediss:// for TLS).`,
    );
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
    () => client.sendCommand(["PING"]),
    log,
  );
  // node-redis reports every failed connection attempt as an error event; the store says it once.
  client.on("error", (/** @type {Error} */ error) => store.unavailable(error));
  client.on("ready", () => store.available());
  return {
    store,
    connect: () => void client.connect().catch((/** @type {Error} */ error) => store.unavailable(error)),
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
   * @param {() => Promise<unknown>} ping asks Redis whether it answers again
   * @param {(message: string) => void} log
   */
  constructor(primary, fallback, ping, log) {
    this.primary = primary;
    this.fallback = fallback;
    this.ping = ping;
    this.log = log;
    this.prefix = primary.prefix;
    /** Counts are shared between instances (express-rate-limit checks a store is not used twice). */
    this.localKeys = false;
    /** @type {import("express-rate-limit").Options | undefined} */
    this.options = undefined;
    /** The connection is up (between node-redis's `ready` and its next error). */
    this.connected = false;
    /** Redis's scripts are loaded on this connection (loaded again after each reconnection). */
    this.scriptsLoaded = false;
    /** After a failed or slow answer, counts stay in memory until then (ms), then Redis is asked again. */
    this.retryAt = 0;
    this.saidDown = false;
  }

  /** @param {import("express-rate-limit").Options} options */
  init(options) {
    this.options = options;
    this.fallback.init(options);
  }

  /** node-redis is connected (again): the scripts are loaded with the next count. */
  available() {
    this.connected = true;
    this.scriptsLoaded = false;
    this.back();
  }

  /** Redis answers: count there again, and say so if it had been said to be down. */
  back() {
    this.retryAt = 0;
    if (this.saidDown) this.log("rate limit: Redis is back; counting there again.");
    this.saidDown = false;
  }

  /**
   * After a slow or failed answer on a live connection, asks Redis every RETRY_MS until it answers
   * (a reconnection ends the wait by itself, through `available`).
   */
  probeLater() {
    setTimeout(() => {
      if (!this.connected || !this.retryAt) return;
      this.bounded(this.ping()).then(
        () => this.back(),
        () => {
          this.retryAt = Date.now() + RETRY_MS;
          this.probeLater();
        },
      );
    }, RETRY_MS).unref();
  }

  /**
   * `promise`, or a rejection after REDIS_TIMEOUT_MS; a late failure is not an unhandled rejection.
   * @template T
   * @param {Promise<T>} promise
   * @returns {Promise<T>}
   */
  bounded(promise) {
    promise.catch(() => {});
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
    });
    return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
  }

  /** @param {Error} error */
  unavailable(error, { connectionLost = true } = {}) {
    if (connectionLost) this.connected = false;
    if (!this.saidDown)
      this.log(`rate limit: Redis unavailable (${error.message}); counting in this instance's memory meanwhile.`);
    this.saidDown = true;
  }

  /**
   * Runs `call` on Redis, bounded in time; while Redis is down, and for RETRY_MS after it failed or
   * was slow, `fallback` instead.
   * @template T
   * @param {() => Promise<T>} call
   * @param {() => Promise<T>} fallback
   */
  async either(call, fallback) {
    if (!this.connected || Date.now() < this.retryAt) return fallback();
    const attempt = (async () => {
      if (!this.scriptsLoaded) {
        await this.primary.init(/** @type {import("express-rate-limit").Options} */ (this.options));
        this.scriptsLoaded = true;
      }
      return call();
    })();
    try {
      const result = await this.bounded(attempt);
      if (this.saidDown) this.back();
      return result;
    } catch (error) {
      const first = !this.retryAt;
      this.retryAt = Date.now() + RETRY_MS;
      if (first) this.probeLater();
      this.unavailable(/** @type {Error} */ (error), { connectionLost: false });
      return fallback();
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
