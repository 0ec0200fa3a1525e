import { describe, expect, it } from "vitest";
import { localeCookie, readLocaleCookie } from "./locale-cookie.ts";

describe("locale cookie", () => {
  it("lasts 365 days, site-wide, SameSite=Lax", () => {
    expect(localeCookie("ar", false)).toBe("i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(localeCookie("ar", true)).toContain("; Secure");
  });
  it.each([
    ["i18n_redirected=ar", "ar"],
    ["a=1; i18n_redirected=ar; b=2", "ar"],
    ["xi18n_redirected=en", undefined],
    ["", undefined],
  ])("%s → %s", (cookies, expected) => {
    expect(readLocaleCookie(cookies)).toBe(expected);
  });
});
