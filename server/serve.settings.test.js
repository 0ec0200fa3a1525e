import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listenAddress, requestTimeouts, resultsLine } from "./serve.js";
import { ConfigError } from "./errors.js";
import { resultsStore } from "#common/results-store.js";

describe("PORT and HOST", () => {
  it.each([
    [{}, { port: 3000, host: "localhost" }],
    [{ PORT: "" }, { port: 3000, host: "localhost" }],
    [
      { PORT: "0", HOST: "127.0.0.1" },
      { port: 0, host: "127.0.0.1" },
    ],
    [
      { PORT: "3001", HOST: "::1" },
      { port: 3001, host: "::1" },
    ],
  ])("%j → %j", (env, expected) => {
    expect(listenAddress(env)).toEqual(expected);
  });

  it.each([{ PORT: "http" }, { PORT: "70000" }, { PORT: "-1" }, { HOST: "a b" }])(
    "%j is refused with a sentence",
    (env) => {
      expect(() => listenAddress(env)).toThrow(ConfigError);
    },
  );
});

describe("REQUEST_TIMEOUT_S", () => {
  it("30 s by default, the headers within 10 s, looked at every 5 s: a slow body is cut within 35 s", () => {
    expect(requestTimeouts({})).toEqual({
      requestTimeout: 30_000,
      headersTimeout: 10_000,
      connectionsCheckingInterval: 5_000,
    });
  });
  it("a short limit is looked at every third of it", () => {
    expect(requestTimeouts({ REQUEST_TIMEOUT_S: "3" })).toEqual({
      requestTimeout: 3_000,
      headersTimeout: 3_000,
      connectionsCheckingInterval: 1_000,
    });
  });
  it.each(["0", "x", "1.5"])("%s is refused", (value) => {
    expect(() => requestTimeouts({ REQUEST_TIMEOUT_S: value })).toThrow(ConfigError);
  });
});

describe("the start's line on the results", () => {
  /** A results folder's store as the app makes one (a fresh one per look: it rereads at most once a second). */
  const line = (
    /** @type {string} */ dir,
    /** @type {boolean} */ named,
    /** @type {string} */ at = "2027-08-01T00:00:00Z",
  ) => resultsLine(resultsStore(dir, { log: () => {} }), named, Date.parse(at));
  /** A published version as the import writes it: its manifest, and current.json naming it. */
  const publish = (/** @type {string} */ dir, /** @type {Record<string, unknown>} */ over = {}) => {
    const version = {
      version: "20270720T080000Z-ab12",
      salt: "AAAAAAAAAAAAAAAAAAAAAA",
      iterations: 1000,
      releaseAt: "2027-07-22T07:00:00.000Z",
      closesAt: "2027-09-30T20:59:59.999Z",
      sample: false,
      rows: 1,
      publishedAt: "2027-07-20T08:00:00.000Z",
      ...over,
    };
    mkdirSync(path.join(dir, "versions", version.version), { recursive: true });
    writeFileSync(path.join(dir, "versions", version.version, "manifest.json"), JSON.stringify(version));
    writeFileSync(path.join(dir, "current.json"), JSON.stringify(version));
  };

  it("names the folder, and says what a student finds there and when", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "results-line-"));
    try {
      const missing = path.join(root, "nowhere");
      expect(await line(missing, true)).toBe(
        `Tawjihi results from ${missing} (RESULTS_DIR): the folder does not exist yet, so no results are published.`,
      );
      const dir = path.join(root, "results");
      mkdirSync(dir);
      expect(await line(dir, true)).toBe(`Tawjihi results from ${dir} (RESULTS_DIR): no results published yet.`);
      writeFileSync(path.join(dir, "current.json"), "{");
      expect(await line(dir, true)).toBe(
        `Tawjihi results from ${dir} (RESULTS_DIR): current.json cannot be used, so no results are served.`,
      );
      publish(dir);
      const published = `Tawjihi results from ${dir} (RESULTS_DIR): version 20270720T080000Z-ab12`;
      expect(await line(dir, true, "2027-07-22T06:59:59Z")).toBe(
        `${published}, to be shown to students from 2027-07-22T07:00:00.000Z.`,
      );
      expect(await line(dir, true, "2027-07-22T07:00:00Z")).toBe(
        `${published}, shown to students until 2027-09-30T20:59:59.999Z.`,
      );
      expect(await line(dir, true, "2027-10-01T00:00:00Z")).toBe(
        `${published}, no longer shown to students since 2027-09-30T20:59:59.999Z.`,
      );
      // The default, which no instance behind deploy/'s unit reads, is said as such; sample data too.
      publish(dir, { sample: true });
      expect(await line(dir, false)).toBe(
        `Tawjihi results from ${dir} (RESULTS_DIR not set: the release's own folder): ` +
          "version 20270720T080000Z-ab12 (sample data), shown to students until 2027-09-30T20:59:59.999Z.",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
