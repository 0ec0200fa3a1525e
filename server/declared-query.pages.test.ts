import { describe, expect, it } from "vitest";
import { declaredQueryByPage, readsQuery } from "./declared-query.js";

/** The shape of a server build's `routes`: flat, linked by parentId. */
const route = (
  id: string,
  parentId: string | undefined,
  props: { path?: string; index?: boolean },
  handle?: unknown,
) => ({ id, parentId, ...props, module: handle ? { handle } : {} });
const routes = {
  root: route("root", undefined, { path: "" }),
  "routes/home": route("routes/home", "root", { index: true }),
  "routes/help": route("routes/help", "root", { path: "help" }, { query: ["q"] }),
  "routes/publications": route(
    "routes/publications",
    "root",
    { path: "publications" },
    { query: ["college", "year", "type", "q"] },
  ),
  "routes/college": route("routes/college", "root", { path: "colleges/:college" }, { other: true }),
  "routes/not-found": route("routes/not-found", "root", { path: "*" }),
};

describe("declared parameters per page", () => {
  const declared = declaredQueryByPage(routes, ["/", "/help", "/publications", "/colleges/it"]);
  it.each([
    ["/", []],
    ["/help", ["q"]],
    ["/publications", ["college", "year", "type", "q"]],
    ["/colleges/it", []],
  ])("%s → %j", (page, names) => {
    expect([...declared.get(page)!]).toEqual(names);
  });

  it("adds the server's own parameters to every page", () => {
    const withFault = declaredQueryByPage(routes, ["/", "/help"], ["__fault"]);
    expect([...withFault.get("/")!]).toEqual(["__fault"]);
    expect([...withFault.get("/help")!]).toEqual(["__fault", "q"]);
  });

  it("refuses a declaration that is not a list of names", () => {
    const broken = { ...routes, "routes/help": route("routes/help", "root", { path: "help" }, { query: "q" }) };
    expect(() => declaredQueryByPage(broken, ["/help"])).toThrow("routes/help");
  });
});

describe("does the query need a render", () => {
  const help = new Set(["q"]);
  it.each([
    ["", false],
    ["?", false],
    ["?fbclid=abc", false],
    ["?utm_source=x&utm_medium=y", false],
    ["?1", false],
    ["?Q=x", false],
    ["?q=", true],
    ["?q=x", true],
    ["?fbclid=abc&q=x", true],
    ["?q", true],
  ])("%j → %s", (search, expected) => {
    expect(readsQuery(search, help)).toBe(expected);
  });
});
