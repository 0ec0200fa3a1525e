import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkPageMeta, metaTags } from "./check-pages.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SITE = "https://www.al-ofoq.example";
const page = (description: string, image: string) =>
  `<html><head><meta name="description" content="${description}"/>` +
  `<meta property="og:image" content="${SITE}${image}"/><meta name="twitter:image" content="${SITE}${image}"/></head></html>`;

function write(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), "check-pages-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

describe("checkPageMeta", () => {
  it("passes pages with their own images and descriptions", () => {
    write({
      "index.html": page("الجامعة", "/og/home.png"),
      "help/index.html": page("أسئلة وأجوبة", "/og/help.png"),
      "colleges/college-template/index.html": page("قالب", "/og/default.png"),
      "og/home.png": "",
      "og/help.png": "",
      "og/default.png": "",
    });
    expect(checkPageMeta(dir, ["/", "/help"])).toEqual([]);
  });

  it("names two indexable pages that share a description, an image that is missing and a page not built", () => {
    write({
      "index.html": page("الوصف نفسه", "/og/home.png"),
      "help/index.html": page("الوصف نفسه", "/og/help.png"),
      "colleges/index.html": page("الكليات", "/og/default.png"),
      "og/home.png": "",
      "og/default.png": "",
    });
    expect(checkPageMeta(dir, ["/", "/help", "/colleges", "/privacy"])).toEqual([
      "/help: og:image https://www.al-ofoq.example/og/help.png is not a file of the build",
      "/help: twitter:image https://www.al-ofoq.example/og/help.png is not a file of the build",
      "/help: same description as /: «الوصف نفسه»",
      "/colleges: og:image https://www.al-ofoq.example/og/default.png is not the page's own image /og/colleges.png",
      "/privacy: not prerendered",
    ]);
  });

  it("reads meta tags by name or property, entities decoded", () => {
    const tags = metaTags(
      `<meta name="description" content="أ &amp; ب &quot;ج&quot;"/><meta property="og:title" content="x"/>`,
    );
    expect(tags.get("description")).toBe('أ & ب "ج"');
    expect(tags.get("og:title")).toBe("x");
  });
});
