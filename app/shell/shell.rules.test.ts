import { describe, expect, it } from "vitest";
import { createReloadGuard, isChunkLoadError } from "./reload-guard.ts";
import { canPreload, createPreloadQueue } from "./preload-queue.ts";
import { showsErrorPage } from "./bot-rule.ts";
import { CHUNK_RELOAD_GUARD_MS, PRELOAD_CONCURRENCY } from "./constants.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("chunk reload guard", () => {
  it("allows one reload per path per window", () => {
    let t = 1_000_000;
    const guard = createReloadGuard({ storage: memoryStorage(), now: () => t, windowMs: CHUNK_RELOAD_GUARD_MS });
    expect(guard.allow("/help")).toBe(true);
    expect(guard.allow("/help")).toBe(false);
    expect(guard.allow("/colleges")).toBe(true);
    t += CHUNK_RELOAD_GUARD_MS - 1;
    expect(guard.allow("/help")).toBe(false);
    t += 1;
    expect(guard.allow("/help")).toBe(true);
  });

  it("survives a reload (the record lives in storage) and refuses when storage fails", () => {
    const storage = memoryStorage();
    const now = () => 5;
    expect(createReloadGuard({ storage, now, windowMs: 10 }).allow("/a")).toBe(true);
    expect(createReloadGuard({ storage, now, windowMs: 10 }).allow("/a")).toBe(false);
    const broken = {
      getItem: () => "not json",
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(createReloadGuard({ storage: broken, now, windowMs: 10 }).allow("/a")).toBe(false);
  });

  it.each([
    ["Failed to fetch dynamically imported module: http://x/assets/a.js", true],
    ["Importing a module script failed.", true],
    ["Cannot read properties of undefined", false],
  ])("%s → %s", (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

describe("preload queue", () => {
  it.each([
    [undefined, true],
    [{ effectiveType: "4g" }, true],
    [{ effectiveType: "3g", saveData: false }, true],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
    [{ effectiveType: "4g", saveData: true }, false],
  ])("canPreload(%j) → %s", (connection, expected) => {
    expect(canPreload(connection)).toBe(expected);
  });

  it("runs at most the limit at once, each key once", async () => {
    const queue = createPreloadQueue(PRELOAD_CONCURRENCY);
    const releases: (() => void)[] = [];
    for (let i = 0; i < 10; i++) queue.enqueue(`/p${i}`, () => new Promise<void>((r) => releases.push(r)));
    expect(queue.enqueue("/p0", async () => {})).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(queue.stats()).toMatchObject({ active: PRELOAD_CONCURRENCY, waiting: 10 - PRELOAD_CONCURRENCY });
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(queue.stats()).toMatchObject({ active: 0, waiting: 0, peak: PRELOAD_CONCURRENCY, seen: 10 });
  });
});

describe("bot rule", () => {
  const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  const lighthouse =
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse";
  const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  it.each([
    [googlebot, 500, true, false],
    ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", 500, true, false],
    [lighthouse, 500, true, false],
    // Crawlers that run a page's scripts.
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", 500, true, false],
    ["Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)", 500, true, false],
    ["Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)", 500, true, false],
    [
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      500,
      true,
      false,
    ],
    // People on the phones and in the apps students use.
    [
      "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
      500,
      true,
      true,
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]",
      500,
      true,
      true,
    ],
    [
      "Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Instagram 310.0",
      500,
      true,
      true,
    ],
    [googlebot, 404, true, true],
    [googlebot, 500, false, true],
    [person, 500, true, true],
    [undefined, 500, true, true],
  ])("%s status %s after load %s → %s", (userAgent, status, afterLoad, expected) => {
    expect(showsErrorPage({ userAgent, status, afterLoad })).toBe(expected);
  });
});
