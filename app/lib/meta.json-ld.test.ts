/**
 * The structured data block as React Router writes it into the document: one
 * `<script type="application/ld+json">` per indexable page, which no text of the content can close
 * or turn into markup, and none on a page kept out of search engines.
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Meta, createRoutesStub } from "react-router";
import { seo, type PageSeo } from "./meta";
import type { JsonLd } from "~/content/structured-data";
import { inlineScripts } from "../../scripts/csp-hashes";

/** A name written to break out of the script and the document. */
const HOSTILE = "</script><script>alert(1)</script><!-- & \u2028\u2029 \"quoted\" 'single'";

function render(page: PageSeo, university: JsonLd | undefined): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Meta),
      meta: ({ location }) =>
        seo({ location, matches: [{ id: "root", data: { siteName: "S", description: "D", university } }] }, page),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);

const university: JsonLd = { "@type": "CollegeOrUniversity", "@id": "u", name: HOSTILE };

describe("the JSON-LD block", () => {
  it("carries the university, then the page's nodes, in one graph", () => {
    const html = render({ structuredData: [{ "@type": "BreadcrumbList", itemListElement: [] }] }, university);
    expect(blocks(html)).toHaveLength(1);
    const graph = JSON.parse(blocks(html)[0]) as { "@context": string; "@graph": JsonLd[] };
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"].map((n) => n["@type"])).toEqual(["CollegeOrUniversity", "BreadcrumbList"]);
  });

  it("cannot be closed or turned into markup by the content, and reads back unchanged", () => {
    const html = render({}, university);
    const [body] = blocks(html);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    const graph = JSON.parse(body) as { "@graph": JsonLd[] };
    expect(graph["@graph"][0].name).toBe(HOSTILE);
  });

  it("is no script for the CSP: the build hashes no data block", () => {
    expect(inlineScripts(render({}, university))).toEqual([]);
  });

  it.each([
    { name: "a page kept out of search engines", page: { noindex: true }, university },
    { name: "a page without the root's data (an error)", page: {}, university: undefined },
  ])("is absent on $name", ({ page, university }) => {
    expect(blocks(render(page, university))).toEqual([]);
  });
});
