import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEFAULT_SITE_URL } from "#app/lib/site-url.ts";
import { LATEST_BUILD_CDN_S, PAYLOAD_CACHE_S } from "#app/shell/constants.ts";
import { sitemapUrls } from "./support.ts";
import { cspHash, inlineScripts } from "#scripts/csp-hashes.ts";
import { COMPILE_HINT } from "#scripts/vite-compile-hints.ts";
import { modulesStartedAfterPaint } from "#app/shell/scripts-after-paint.ts";
import { POINTER_CACHE_S } from "#server/results.js";
import { collegeNamedAlone, collegeOfItsOwnDegree, collegePage } from "./subjects.ts";

/** A college page (any), and the page of a college that teaches its own degree (a long one). */
const COLLEGE = collegePage(collegeNamedAlone());
const OWN_DEGREE_COLLEGE = collegePage(collegeOfItsOwnDegree());

/**
 * A request as sent, byte for byte: fetch and Playwright resolve the path against the base URL
 * (`//////` would become a host) and will not send a Host header of our choosing.
 */
function rawRequest(
  baseURL: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Starts `node server/index.js` with exactly this environment on a free-ish loopback port. */
async function startServer(env: NodeJS.ProcessEnv) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ["server/index.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  // A server that never says it listens is stopped, not left holding its port.
  await expect
    .poll(() => output, { timeout: 30_000 })
    .toContain(`http://127.0.0.1:${port}`)
    .catch((error: Error) => {
      child.kill();
      throw error;
    });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** A stack trace, or a file of ours or of a dependency, in a response body. */
const INTERNALS = /\bat .*\(|node_modules|file:\/\/|\/work\//;

test.describe("production server", () => {
  test("a prerendered page allows exactly its own inline scripts by hash", async ({ request }) => {
    const res = await request.get(COLLEGE);
    expect(res.status()).toBe(200);
    const csp = res.headers()["content-security-policy"];
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const scripts = inlineScripts(await res.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(scriptSrc).toContain(cspHash(s.body));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test("a server-rendered response uses a fresh nonce for its inline scripts", async ({ request }) => {
    const first = await request.get("/publications?year=2024");
    const second = await request.get("/publications?year=2024");
    const nonce = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"])?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
    const scripts = inlineScripts(await first.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.attrs).toContain(`nonce="${nonce}"`);
  });

  test("security headers come from helmet", async ({ request }) => {
    const h = (await request.get("/")).headers();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["strict-transport-security"]).toContain("max-age=31536000");
    expect(h["x-powered-by"]).toBeUndefined();
    // Public pages open in the browsing context group they are given: no new renderer to start
    // for the first page of a visit (decision 028). The CMS keeps its own (below).
    expect(h["cross-origin-opener-policy"]).toBeUndefined();
  });

  test("/help answers with its canonical form", async ({ request }) => {
    const res = await request.get("/help", { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`<link rel="canonical" href="${DEFAULT_SITE_URL}/help"/>`);
  });

  test("every module a page starts asks V8 to compile it while it downloads (its first line)", async ({ request }) => {
    for (const path of ["/", OWN_DEGREE_COLLEGE, "/admission-keys"]) {
      const modules = modulesStartedAfterPaint(await (await request.get(path)).text());
      expect(modules.length, path).toBeGreaterThan(3);
      // React Router's route manifest is data (one assignment, no function to compile).
      for (const url of modules.filter((u) => !u.startsWith("/assets/manifest-")))
        expect((await (await request.get(url)).text()).split("\n")[0], url).toBe(COMPILE_HINT);
    }
  });

  test("hashed assets are immutable for a year; HTML revalidates; payloads live a minute", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const data = await request.get(`${COLLEGE}.data`);
    expect(data.status()).toBe(200);
    expect(data.headers()["cache-control"]).toBe(`public, max-age=${PAYLOAD_CACHE_S}`);
    // A CDN holds it a minute; the browser asks again every time (the CDN answers).
    expect((await request.get("/builds/latest.json")).headers()["cache-control"]).toBe(
      `public, max-age=0, s-maxage=${LATEST_BUILD_CDN_S}`,
    );
  });

  test("built files go out precompressed in the best encoding the browser accepts, same bytes", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /\/assets\/entry\.client[^"]+\.js/.exec(html)![0];
    for (const url of ["/publications", "/help", `${COLLEGE}.data`, script]) {
      const plain = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"], url).toBeUndefined();
      for (const [accept, encoding] of [
        ["br, gzip", "br"],
        ["gzip, deflate", "gzip"],
        ["gzip;q=1, br;q=0", "gzip"],
      ]) {
        const res = await request.get(url, { headers: { "Accept-Encoding": accept } });
        expect(res.headers()["content-encoding"], `${url} with ${accept}`).toBe(encoding);
        expect(res.headers()["vary"], url).toContain("Accept-Encoding");
        expect(res.headers()["content-type"], url).toBe(plain.headers()["content-type"]);
        expect((await res.body()).equals(await plain.body()), `${url} with ${accept}`).toBe(true);
      }
    }
    // React Router's payload type, which proxies know to compress, not application/octet-stream.
    expect((await request.get(`${COLLEGE}.data`)).headers()["content-type"]).toBe("text/x-script; charset=utf-8");
  });

  test("a filtered payload may be cached by a CDN for a minute; a filtered page, with its own nonce, only by the browser", async ({
    request,
  }) => {
    const data = await request.get("/publications.data?type=article&year=2024");
    expect(data.status()).toBe(200);
    expect(data.headers()["cache-control"]).toBe(`public, max-age=${PAYLOAD_CACHE_S}`);
    const page = await request.get("/publications?type=article&year=2024");
    expect(page.headers()["content-security-policy"]).toContain("'nonce-");
    expect(page.headers()["cache-control"]).toBe("private, no-cache");
    expect((await request.head("/publications?type=article")).headers()["cache-control"]).toBe("private, no-cache");
    expect((await request.get("/colleges/nope")).headers()["cache-control"]).toBe("private, no-cache");
  });

  test("server-rendered responses are compressed on the fly", async ({ request }) => {
    const res = await request.get("/publications?year=2024", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers()["content-encoding"]).toBe("gzip");
    expect(await res.text()).toContain("<h1");
  });

  test("HEAD works for prerendered and rendered pages, with the type a GET would have", async ({ request }) => {
    for (const path of ["/help", "/help?q=x", "/publications?year=2024", "/colleges/nope"]) {
      const res = await request.head(path);
      expect(res.status(), path).toBe(path.includes("nope") ? 404 : 200);
      expect(res.headers()["content-type"], path).toBe("text/html; charset=utf-8");
      expect((await res.body()).length).toBe(0);
    }
  });

  test("a malformed URL is a 400, and the server keeps serving", async ({ request }) => {
    expect((await request.get("/%E0%A4%A")).status()).toBe(400);
    expect((await request.get("/")).status()).toBe(200);
  });

  test("a declared query parameter is rendered by the server, so filters work without JavaScript", async ({
    request,
  }) => {
    const all = await (await request.get("/partnerships")).text();
    const health = await (await request.get("/partnerships?type=health")).text();
    expect(health.length).toBeLessThan(all.length);
    expect(health).toContain('aria-current="page"');
  });

  test("sitemap.xml and robots.txt use the configured origin", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const locs = sitemapUrls(await sitemap.text());
    expect(locs.length).toBeGreaterThan(40);
    for (const loc of locs) expect(loc.startsWith(`${DEFAULT_SITE_URL}/`)).toBe(true);
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`);
  });

  test("icons and the web manifest are served", async ({ request }) => {
    for (const path of ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"])
      expect((await request.get(path)).status()).toBe(200);
    const manifest = await request.get("/manifest.webmanifest");
    expect((await manifest.json()).dir).toBe("rtl");
  });
});

test.describe("query strings", () => {
  /** Served as the file the build wrote: its hashes in the CSP, its cache rule, its validators. */
  const expectPrerenderedFile = (headers: Record<string, string>, label: string) => {
    expect(headers["content-security-policy"], label).toContain("'sha256-");
    expect(headers["content-security-policy"], label).not.toContain("'nonce-");
    expect(headers["cache-control"], label).toBe("public, max-age=0, must-revalidate");
    expect(headers["last-modified"], label).toBeTruthy();
  };

  test("parameters no route declares (trackers, cache busters) get the prerendered page", async ({ request }) => {
    for (const [url, file] of [
      ["/help?fbclid=abc", "/help"],
      ["/?utm_source=x", "/"],
      ["/?1", "/"],
      ["/partnerships?utm_medium=email&utm_campaign=x", "/partnerships"],
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expectPrerenderedFile(res.headers(), url);
      expect(await res.text(), url).toBe(await (await request.get(file)).text());
    }
  });

  test("payloads follow the same rule: undeclared parameters get the prerendered payload", async ({ request }) => {
    const res = await request.get("/publications.data?fbclid=x");
    expect(res.status()).toBe(200);
    expect(res.headers()["last-modified"]).toBeTruthy();
    expect(res.headers()["cache-control"]).toBe(`public, max-age=${PAYLOAD_CACHE_S}`);
    expect(await res.text()).toBe(await (await request.get("/publications.data")).text());
  });

  test("a declared parameter is rendered, whatever else comes with it", async ({ request }) => {
    for (const url of [
      "/publications?year=2024",
      "/publications?year=2024&fbclid=x",
      "/help?q=x",
      "/partnerships?type=health",
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()["content-security-policy"], url).toContain("'nonce-");
      expect(res.headers()["cache-control"], url).toBe("private, no-cache");
    }
    const data = await request.get("/publications.data?year=2024&fbclid=x");
    expect(data.headers()["last-modified"]).toBeUndefined();
    expect(await data.text()).not.toBe(await (await request.get("/publications.data")).text());
  });
});

test.describe("one URL per page", () => {
  const expectRedirect = async (baseURL: string, path: string, location: string) => {
    const res = await rawRequest(baseURL, path);
    expect(res.status, path).toBe(301);
    expect(res.headers.location, path).toBe(location);
  };

  test("a page's index.html redirects to the page", async ({ baseURL }) => {
    await expectRedirect(baseURL!, "/index.html", "/");
    await expectRedirect(baseURL!, "/help/index.html", "/help");
    await expectRedirect(baseURL!, `${COLLEGE}/index.html?x=1`, `${COLLEGE}?x=1`);
  });

  test("trailing, doubled and dot segments redirect to the page; slashes alone to the home page", async ({
    baseURL,
  }) => {
    await expectRedirect(baseURL!, "/help/", "/help");
    await expectRedirect(baseURL!, "/help/?q=x", "/help?q=x");
    await expectRedirect(baseURL!, "//////", "/");
    await expectRedirect(baseURL!, COLLEGE.replace(/\/(?=[^/]*$)/, "//"), COLLEGE);
    await expectRedirect(baseURL!, "/./help", "/help");
    await expectRedirect(baseURL!, "/assets/../index.html", "/");
    await expectRedirect(baseURL!, "/h%65lp", "/help");
    await expectRedirect(baseURL!, "/help/.data", "/help.data");
  });

  test("a mixed-case path redirects to its lower-case page or file, or is not found", async ({ baseURL }) => {
    await expectRedirect(baseURL!, "/Help", "/help");
    await expectRedirect(baseURL!, `${COLLEGE.toUpperCase()}?x=1`, `${COLLEGE}?x=1`);
    await expectRedirect(baseURL!, "/Sitemap.xml", "/sitemap.xml");
    for (const path of ["/Colleges/Nope", "/HELP.data.br", "/Assets/x.js"])
      expect((await rawRequest(baseURL!, path)).status, path).toBe(404);
  });

  test("a fingerprinted asset keeps its mixed-case name", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]*[A-Z][^"]*\.js/.exec(html)![0];
    expect((await request.get(asset, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("compressed copies are not pages or files of their own", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /\/assets\/entry\.client[^"]+\.js/.exec(html)![0];
    for (const path of ["/index.html.br", "/help/index.html.gz", "/help.data.br", `${script}.br`, `${script}.gz`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });
});

test.describe("requests the server refuses", () => {
  test("an absurdly long path is refused at once, not matched", async ({ baseURL }) => {
    const started = performance.now();
    const res = await rawRequest(baseURL!, "/".repeat(15_000) + "a");
    const elapsed = performance.now() - started;
    expect(res.status).toBe(414);
    expect(elapsed).toBeLessThan(200);
  });

  test("an absurdly long URL is refused", async ({ baseURL }) => {
    expect((await rawRequest(baseURL!, `/help?q=${"a".repeat(5_000)}`)).status).toBe(414);
    expect((await rawRequest(baseURL!, `/help?q=${"a".repeat(500)}`)).status).toBe(200);
  });

  test("a Host header that is not a host and port is a plain-text 400 without internals", async ({ baseURL }) => {
    for (const host of ["x:99999999", "a/b", "a@b", "[zz]", "x:1:2"]) {
      for (const path of ["/", "/colleges/nope", "/publications?year=2024"]) {
        const res = await rawRequest(baseURL!, path, { headers: { Host: host } });
        expect(res.status, `${host} ${path}`).toBe(400);
        expect(res.headers["content-type"], `${host} ${path}`).toBe("text/plain; charset=utf-8");
        expect(res.body, `${host} ${path}`).not.toMatch(INTERNALS);
      }
    }
    expect((await rawRequest(baseURL!, "/colleges/nope", { headers: { Host: "[::1]:3000" } })).status).toBe(404);
    expect((await rawRequest(baseURL!, "/", { headers: { Host: "www.example.edu" } })).status).toBe(200);
  });
});

/**
 * One server of its own serves what the process itself must do (one start, not three: a start
 * reads the whole content and costs a few CPU-seconds): started on the PORT and HOST it is given,
 * without NODE_ENV and before any results are published, then stopped with SIGTERM.
 */
test.describe("process", () => {
  test("a server of its own: PORT and HOST honoured; without NODE_ENV in production mode, errors without internals; before any results the pointer is null, kept like a pointer, and the home page logs no error; SIGTERM stops it gracefully", async ({
    page,
  }) => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    const dir = mkdtempSync(join(tmpdir(), "no-results-"));
    const server = await startServer({ ...env, RESULTS_DIR: dir });
    try {
      await test.step("the PORT and HOST it is given", async () => {
        expect((await fetch(`${server.url}/help`)).status).toBe(200);
      });

      await test.step("without NODE_ENV, production mode: errors show no internals", async () => {
        expect.soft(server.output()).toContain("in production mode");
        const res = await rawRequest(server.url, "/colleges/nope", { headers: { Host: "x:99999999" } });
        expect.soft(res.status).toBe(400);
        expect.soft(res.body).not.toMatch(INTERNALS);
      });

      await test.step("before any results are published: the pointer is null, kept by caches like a pointer, and the home page logs no error", async () => {
        const res = await fetch(`${server.url}/results/current.json`);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe(`public, max-age=${POINTER_CACHE_S}`);
        expect(await res.json()).toBeNull();

        const errors: string[] = [];
        page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
        const pointer = page.waitForResponse((r) => r.url().endsWith("/results/current.json"));
        await page.goto(`${server.url}/`);
        expect((await pointer).status()).toBe(200);
        await expect(page.locator("aside[data-results]")).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(errors).toEqual([]);
      });

      await test.step("SIGTERM: it stops gracefully", async () => {
        await page.close();
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain("SIGTERM received");
      });
    } finally {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("the CMS's page at /admin, in production", () => {
  test("has its own CSP (Decap's needs, there only), is never indexed, and says when no git host is configured", async ({
    page,
    request,
  }) => {
    const redirect = await request.get("/admin", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("/admin/");

    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const response = (await page.goto("/admin/"))!;
    const csp = response.headers()["content-security-policy"];
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    // The build was made without CMS_* settings: the page says so instead of a CMS that cannot connect.
    await expect(page.getByRole("heading", { name: "إدارة المحتوى غير موصولة بمستودع المحتوى" })).toBeVisible();
    expect(errors).toEqual([]);

    // The public pages keep theirs, and no public page loads or names anything of the CMS.
    const home = await request.get("/");
    expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
    expect(await home.text()).not.toContain("/admin");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });
});
