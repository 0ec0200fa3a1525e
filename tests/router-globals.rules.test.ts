/**
 * React Router's globals on `window` are its private state: the site reads one of them in one
 * module (app/shell/router-internals.ts, with the contract test that stands one in), and nothing
 * else names them, neither the app nor a test (issue 55, decision 035). A test starts a navigation
 * with a click on a link and reads what the page shows, never the router's state. Read by syntax
 * (tests/support/router-globals.ts): each finding names the file, the line and what names it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTER_GLOBAL, routerGlobalUses } from "./support/router-globals.ts";

/** The files that may name them: the one module, its contract test, and this check's own. */
const ALLOWED = new Set([
  "app/shell/router-internals.ts",
  "app/shell/route-code.contract.test.ts",
  "tests/support/router-globals.ts",
]);

/** The project's code: every script, module and test under these folders, and the configuration beside them. */
const ROOTS = ["app", "common", "deploy", "scripts", "server", "tests"];
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const files = [
  ...readdirSync(".").filter((f) => SOURCE.test(f)),
  ...ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => SOURCE.test(f) && !f.split("/").some((part) => part === "node_modules" || part.startsWith(".")))
      .map((f) => `${root}/${f}`),
  ),
];

describe("nothing but router-internals.ts names React Router's globals", () => {
  it("finds a global named in code, a type, a string, a template, a key or a pattern; not in a comment", () => {
    const name = (rest: string) => `${ROUTER_GLOBAL}${rest}`;
    const code = [
      `// ${name("DataRouter")} is named in a comment`,
      `type AppWindow = Window & { ${name("DataRouter")}: unknown };`,
      `await page.evaluate(() => (window as any).${name("DataRouter")}.navigate("/help"));`,
      `await page.waitForFunction(() => "${name("DataRouter")}" in window);`,
      `const modules = w["${name("Manifest")}"].routes;`,
      `const key = \`${name("RouteModules")}\${suffix}\`;`,
      `expect(html).toMatch(/${name("Context")}/);`,
      `const ok = 1;`,
    ].join("\n");
    expect(routerGlobalUses(code, "planted.spec.ts")).toEqual([
      { line: 2, text: name("DataRouter") },
      { line: 3, text: name("DataRouter") },
      { line: 4, text: name("DataRouter") },
      { line: 5, text: name("Manifest") },
      { line: 6, text: name("RouteModules") },
      { line: 7, text: `/${name("Context")}/` },
    ]);
    const jsx = `export const A = () => <p data-x="${name("Context")}">{${name("Manifest")}}</p>;`;
    expect(routerGlobalUses(jsx, "planted.tsx").map((u) => u.text)).toEqual([name("Context"), name("Manifest")]);
  });

  it("in the app, the server, the scripts and the tests, but router-internals.ts and its contract test", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toEqual(expect.arrayContaining([...ALLOWED, "tests/e2e/support.ts", "app/root.tsx"]));
    const found = files
      .filter((f) => !ALLOWED.has(f))
      .map((f) => [f, readFileSync(f, "utf8")] as const)
      // Only a file that has the letters at all can name it: the syntax decides for those.
      .filter(([, source]) => source.includes(ROUTER_GLOBAL))
      .flatMap(([f, source]) => routerGlobalUses(source, f).map((u) => `${f}:${u.line}: ${u.text}`));
    expect(found).toEqual([]);
  });
});
