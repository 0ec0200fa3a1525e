import { describe, expect, it } from "vitest";
import { siteUrlOf } from "./site-url.ts";

describe("siteUrlOf: the origin a build is made for", () => {
  it.each([
    [{}, "https://www.al-ofoq.example"],
    [{ SITE_URL: "" }, "https://www.al-ofoq.example"],
    [{ SITE_URL: "https://www.example.edu" }, "https://www.example.edu"],
    [{ SITE_URL: "https://www.example.edu/" }, "https://www.example.edu"],
    [{ SITE_URL: "https://www.example.edu//" }, "https://www.example.edu"],
  ])("%j → %s", (env, origin) => {
    expect(siteUrlOf(env)).toBe(origin);
  });
});
