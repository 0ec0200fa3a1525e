/**
 * An invariant of the real content, whatever it says: the allow-list (markdown.ts) takes nothing
 * out of what the site's own news and pages are written with. If an editor's Markdown comes to use
 * an element the list lacks, this fails, naming it, before a page silently loses it.
 */
import { expect, it, vi } from "vitest";
import { buildRegistry } from "./registry.ts";
import { readContentFiles } from "./files.node.ts";

/** What went into the sanitiser and what came out, for each body the registry renders. */
const seen = vi.hoisted(() => [] as { input: string; output: string }[]);
vi.mock("sanitize-html", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import("sanitize-html") }>()).default;
  const spy = Object.assign((html: string, options: Parameters<typeof real>[1]) => {
    const output = real(html, options);
    seen.push({ input: html, output });
    return output;
  }, real);
  return { default: spy };
});

/**
 * Every tag as written, with its attributes, and every piece of text, entities decoded: the
 * sanitiser writes `<br />` for marked's `<br>` and `'` for `&#39;`, which are the same HTML.
 */
function shape(html: string) {
  const decode = (s: string) =>
    s
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return html.split(/(<[^>]*>)/).map((part) => (part.startsWith("<") ? part.replace(/\s*\/>$/, ">") : decode(part)));
}

it("every news item and page of the content comes through the allow-list as marked wrote it", () => {
  const registry = buildRegistry(readContentFiles());
  const bodies = registry.news.length + Object.keys(registry.pages).length;
  expect(bodies).toBeGreaterThan(0);
  expect(seen).toHaveLength(bodies);
  for (const { input, output } of seen) expect(shape(output)).toEqual(shape(input));
});
