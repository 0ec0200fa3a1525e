import { describe, expect, it } from "vitest";
import { translate } from "./messages.ts";
import { checkMessage } from "./format-message.ts";
import { SITE_PAGES } from "#app/content/pages.ts";
import { pageTitleKey } from "#app/content/page-titles.server.ts";
import { messagesUrl } from "./messages-url.ts";
import { LOCALES } from "./locales.ts";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

describe("translate", () => {
  it.each([
    [{ a: "نص" }, "a", undefined, "نص"],
    [{ a: "إلى {title}" }, "a", { title: "المساعدة" }, "إلى المساعدة"],
    [{ a: "إلى {title}" }, "a", {}, "إلى {title}"],
    [{}, "missing.key", undefined, "missing.key"],
    [undefined, "k", undefined, "k"],
  ])("%j %s", (messages, key, params, expected) => {
    expect(translate(messages, key, params)).toBe(expected);
  });
});

/**
 * Every key the code asks for: the string literals given to `t(…)`, `serverT(…)` and
 * `translate(messages, …)` (both arms of a ternary included), and the page titles, whose keys
 * are built from the site's pages.
 */
function keysUsedInCode(): Set<string> {
  const used = new Set<string>([...SITE_PAGES.map((p) => pageTitleKey(p.path)), "page.colleges"]);
  const call = /\b(?:t|serverT)\(\s*([^,)]*)|\btranslate\([^,]+,\s*([^,)]*)/g;
  for (const file of readdirSync("app", { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.includes(".test.")) continue;
    for (const [, a, b] of readFileSync(path.join("app", file), "utf8").matchAll(call))
      for (const [, key] of (a ?? b).matchAll(/"([^"]+)"/g)) used.add(key);
  }
  return used;
}

describe("locale registry", () => {
  const used = keysUsedInCode();

  it("finds the keys the code uses", () => {
    expect(used).toContain("shell.skipLink");
    expect(used).toContain("error.notFound.title");
    expect(used).toContain("error.server.title");
  });

  it.each(LOCALES.map((l) => [l.code]))("%s: the messages file has exactly the keys the code uses", async (code) => {
    const messages = (await import(`./messages/${code}.json`)).default as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual([...used].sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe("");
      expect(() => checkMessage(text), key).not.toThrow();
    }
  });

  it("the messages URL carries the hash and the locale", () => {
    expect(messagesUrl("abc123", "ar")).toBe("/_i18n/abc123/ar/messages.json");
  });
});
