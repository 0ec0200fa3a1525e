import { describe, expect, it } from "vitest";
import { translate } from "./messages";
import { messagesUrl } from "./messages-url";
import { LOCALES } from "./locales";
import ar from "./messages/ar.json";

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

describe("locale registry", () => {
  it("every locale has a messages file with the same keys as Arabic", async () => {
    for (const locale of LOCALES) {
      const messages = (await import(`./messages/${locale.code}.json`)).default;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(ar).sort());
    }
  });
  it("the messages URL carries the hash and the locale", () => {
    expect(messagesUrl("abc123", "ar")).toBe("/_i18n/abc123/ar/messages.json");
  });
});
