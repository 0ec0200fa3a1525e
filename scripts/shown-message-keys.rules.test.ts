import { describe, expect, it } from "vitest";
import { shownMessageKeys } from "./shown-message-keys.ts";

const KEYS = new Set(["results.banner.label", "count.years", "nav.menu"]);

describe("message keys shown in a page", () => {
  it("finds a key in the text and in an attribute", () => {
    const html = `<nav aria-label="nav.menu"><p>النتائج: results.banner.label</p></nav>`;
    expect(shownMessageKeys(html, KEYS).sort()).toEqual(["nav.menu", "results.banner.label"]);
  });

  it("leaves the loader data and the styles alone (they carry keys by design)", () => {
    const html = `<script>enqueue("[\\"count.years\\"]")</script><style>.nav.menu{}</style><p>سنتان</p>`;
    expect(shownMessageKeys(html, KEYS)).toEqual([]);
  });

  it("does not take a longer dotted word, or a key's own prefix, for a key", () => {
    const html = `<p>count.years.extra · results.banner · www.al-ofoq.example</p>`;
    expect(shownMessageKeys(html, KEYS)).toEqual([]);
  });
});
