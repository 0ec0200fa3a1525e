// @ts-check
/**
 * A built file's compressed copy that is gone after the server indexed the build (a build rewritten
 * in place): the request goes on to what answers next, with none of the file's labels.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticAttempt } from "./static-attempt.js";

const PAGE = "<!doctype html><title>صفحة</title>";
const dir = mkdtempSync(join(tmpdir(), "static-attempt-"));
/** @type {import("node:http").Server} */
let server;
let origin = "";

beforeAll(async () => {
  for (const name of ["kept.html", "gone.html"]) {
    writeFileSync(join(dir, name), PAGE);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(PAGE));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(PAGE));
  }
  const app = express();
  app.use(staticAttempt(expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false })));
  // What answers next, as React Router's Express adapter writes its headers: appended.
  app.use((_req, res) => {
    res.append("Content-Type", "text/plain; charset=utf-8");
    res.status(404).send("not found");
  });
  // Indexed with their copies above; the copies of one go now, as a rebuild in place removes them.
  rmSync(join(dir, "gone.html.br"));
  rmSync(join(dir, "gone.html.gz"));
  rmSync(join(dir, "gone.html"));
  await new Promise((listening) => {
    server = app.listen(0, "127.0.0.1", () => listening(undefined));
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A raw GET (no decoding): status, headers and the bytes as they came.
 * @param {string} path
 * @returns {Promise<{ status: number | undefined; headers: import("node:http").IncomingHttpHeaders; body: Buffer }>}
 */
function raw(path, encoding = "br, gzip") {
  return new Promise((done, fail) => {
    get(`${origin}${path}`, { headers: { "Accept-Encoding": encoding } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", fail);
  });
}

describe("staticAttempt", () => {
  it("serves a file that is there in the encoding asked for", async () => {
    const res = await raw("/kept.html");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/html; charset=utf-8$/i);
  });

  it.each(["br", "gzip"])(
    "a file whose %s copy is gone: the next answer, plain, with its own type only",
    async (encoding) => {
      const res = await raw("/gone.html", encoding);
      expect(res.status).toBe(404);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.body.toString()).toBe("not found");
    },
  );
});
