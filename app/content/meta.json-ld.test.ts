/**
 * The structured data block as React Router writes it into the document: one
 * `<script type="application/ld+json">` per indexable page, which no text of the content can close
 * or turn into markup, and none on a page kept out of search engines.
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Meta, createRoutesStub } from "react-router";
import { seo, type PageSeo } from "./meta.ts";
import type { JsonLd } from "./structured-data.ts";
import { inlineScripts } from "#scripts/csp-hashes.ts";

/** A name written to break out of the script and the document. */
const HOSTILE = "</script><script>alert(1)</script><!-- & \u2028\u2029 \"quoted\" 'single'";
/** What the root loader sends: the name and the footer's facts. */
const ROOT = {
  siteName: HOSTILE,
  description: "D",
  footer: {
    address: "A",
    phone: "+970 2 000 0000",
    email: "u@x.example",
    social: [{ label: "f", url: "https://f.example" }],
  },
};

function render(page: PageSeo, root: object | null = ROOT): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Meta),
      meta: ({ location }) => seo({ location, matches: [{ id: "root", loaderData: root ?? undefined }] }, page),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const graphOf = (html: string) => JSON.parse(blocks(html)[0]) as { "@context": string; "@graph": JsonLd[] };
const trail = [
  { href: "/", label: "home" },
  { href: "/help", label: "help" },
];

describe("the JSON-LD block", () => {
  it("carries the university, the breadcrumbs, then the page's nodes, in one graph", () => {
    const html = render({ trail, structuredData: [{ "@type": "FAQPage", mainEntity: [] }] });
    expect(blocks(html)).toHaveLength(1);
    const graph = graphOf(html);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"].map((n) => n["@type"])).toEqual(["CollegeOrUniversity", "BreadcrumbList", "FAQPage"]);
    expect(graph["@graph"][0]).toMatchObject({
      address: "A",
      telephone: "+970 2 000 0000",
      sameAs: ["https://f.example"],
    });
  });

  it("takes the page's own university node (the home page's, in full) instead of the brief one", () => {
    const full: JsonLd = { "@type": "CollegeOrUniversity", "@id": "u", name: "full", contactPoint: [] };
    expect(graphOf(render({ structuredData: [full] }))["@graph"]).toEqual([full]);
  });

  it("cannot be closed or turned into markup by the content, and reads back unchanged", () => {
    const html = render({});
    const [body] = blocks(html);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(graphOf(html)["@graph"][0].name).toBe(HOSTILE);
  });

  it("is no script for the CSP: the build hashes no data block", () => {
    expect(inlineScripts(render({}))).toEqual([]);
  });

  it.each([
    { name: "a page kept out of search engines", page: { noindex: true }, root: ROOT },
    { name: "a page without the root's data (an error)", page: {}, root: null },
  ])("is absent on $name", ({ page, root }) => {
    expect(blocks(render(page, root))).toEqual([]);
  });
});
