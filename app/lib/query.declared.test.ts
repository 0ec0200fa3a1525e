import { describe, expect, it } from "vitest";
import { declaredQuery } from "./query.ts";

describe("declaredQuery", () => {
  it.each([
    ["/help?q=x", ["q"], "q=x"],
    ["/help?q=x&fbclid=abc", ["q"], "q=x"],
    ["/help?fbclid=abc", ["q"], ""],
    ["/help", ["q"], ""],
    ["/help?Q=x", ["q"], ""],
    ["/publications?year=2024&type=article&utm_source=x", ["college", "year", "type", "q"], "year=2024&type=article"],
    ["/a?type=x&type=y&z=1", ["type"], "type=x&type=y"],
    ["/a?q=%D8%A8%D8%AD%D8%AB", ["q"], "q=%D8%A8%D8%AD%D8%AB"],
  ])("%s, declared %j → %j", (url, names, expected) => {
    expect(declaredQuery(new URL(`http://localhost${url}`), names).toString()).toBe(expected);
  });

  it("reads only declared names (a compile-time rule; at run time an undeclared name is absent)", () => {
    const query = declaredQuery(new URL("http://localhost/a?q=x&fbclid=y"), ["q"] as const);
    expect(query.get("q")).toBe("x");
    // @ts-expect-error -- "fbclid" is not declared
    expect(query.get("fbclid")).toBeNull();
  });
});
