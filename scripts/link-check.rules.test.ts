/**
 * The link check on a small site served here: every broken link and fragment is found and named with
 * each page it is on, including a fragment found after its page was fetched; every page linked is
 * read, wherever the check started (which one recursive linkinator run does not do); other origins
 * are skipped, the public origin is checked on the server.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LinkChecker } from "linkinator";
import { checkLinks, type LinkCheckReport } from "./link-check.ts";

const SITE_URL = "https://www.site.example";
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
/** The site: `/` links to `/b` and `/c`; `/c` (read after `/b` was fetched) links into `/b`. */
const PAGES: Record<string, string> = {
  "/": page(`<main id="main"><a href="#main">skip</a> <a href="#absent">to nothing</a>
    <a href="/b">b</a> <a href="/c">c</a> <a href="/search?q=x">search</a>
    <a href="https://elsewhere.example/x">elsewhere</a> <a href="mailto:a@site.example">mail</a>
    <link rel="canonical" href="${SITE_URL}/"></main>`),
  "/b": page(`<h1 id="here">b</h1> <a href="/">home</a>`),
  "/c": page(`<a href="/b#here">fine</a> <a href="/b#nope">broken fragment</a> <a href="/gone">gone</a>
    <a href="${SITE_URL}/b">public b</a> <a href="${SITE_URL}/missing">public missing</a> <a href="/old">moved</a>`),
  "/search?q=x": page(`<a href="/b#also-nope">from a page found by following links</a> <a href="/gone">gone too</a>`),
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/old") return res.writeHead(301, { Location: "/b" }).end();
    // Pages without end: each links to the next.
    const endless = /^\/n(?:\/(\d+))?$/.exec(req.url ?? "");
    if (endless)
      return res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(page(`<a href="/n/${Number(endless[1] ?? 0) + 1}">next</a>`));
    const body = PAGES[req.url ?? ""];
    res.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" }).end(body ?? page("not found"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the link check", () => {
  let report: LinkCheckReport;
  beforeAll(async () => {
    report = await checkLinks({ origin, start: ["/"], siteUrl: SITE_URL });
  });

  it("follows the site's pages, queries included", () => {
    expect([...report.pages].sort()).toEqual(["/", "/b", "/c", "/search?q=x"]);
  });

  it("names every broken link with its page", () => {
    expect(report.broken.map(({ page, link, reason }) => ({ page, link, reason }))).toEqual([
      { page: "/", link: "/#absent", reason: "Fragment identifier '#absent' not found on page" },
      { page: "/c", link: "/b#nope", reason: "Fragment identifier '#nope' not found on page" },
      { page: "/c", link: "/gone", reason: "HTTP 404" },
      { page: "/c", link: "/missing", reason: "HTTP 404" },
      { page: "/c", link: "/old", reason: expect.stringMatching(/redirect/i) },
      { page: "/search?q=x", link: "/b#also-nope", reason: "Fragment identifier '#also-nope' not found on page" },
      { page: "/search?q=x", link: "/gone", reason: "HTTP 404" },
    ]);
  });

  it("skips other origins and mail links, and counts what it checked", () => {
    expect(report.skipped).toBe(2);
    expect(report.links).toBeGreaterThanOrEqual(12);
  });

  it("is needed: one recursive linkinator run reads only the pages under the address it starts from", async () => {
    const single = await new LinkChecker().check({ path: `${origin}/c`, recurse: true, checkFragments: true });
    // `/b` is checked as a link of `/c`, but not read: its own links are never checked. If this
    // fails, linkinator reads every page of the origin, and scripts/link-check.ts could be one run.
    expect(single.links.some((l) => l.url === `${origin}/b`)).toBe(true);
    expect(single.links.some((l) => l.parent === `${origin}/b`)).toBe(false);
    expect((await checkLinks({ origin, start: ["/c"] })).pages).toContain("/b");
  });

  it("fails at the page limit on a site that generates endless pages", async () => {
    await expect(checkLinks({ origin, start: ["/n"], maxPages: 5 })).rejects.toThrow(
      "more than 5 pages: is the site generating endless URLs?",
    );
  });
});
