import { describe, expect, it } from "vitest";
import { knownDecapWarnings, packageOf } from "./decap-bundle-warnings.ts";

/** What the plugin's onLog hook does with a log: false (left out) or undefined (printed as before). */
function handled(log: { code: string; id?: string }, level: "warn" | "info" = "warn") {
  const plugin = knownDecapWarnings();
  const onLog = plugin.onLog as (level: string, log: { code: string; id?: string; message: string }) => boolean | void;
  return onLog.call({}, level, { ...log, message: "" });
}

describe("the known warnings of Decap's bundle", () => {
  it.each([
    ["/p/node_modules/js-sha256/src/sha256.js", "js-sha256"],
    ["/p/node_modules/@iarna/toml/lib/toml-parser.js", "@iarna/toml"],
    ["/p/node_modules/gray-matter/node_modules/js-yaml/index.js", "js-yaml"],
    ["C:\\p\\node_modules\\gray-matter\\lib\\engines.js", "gray-matter"],
    ["/p/app/admin/main.tsx", undefined],
    [undefined, undefined],
  ])("%s is in the package %s", (id, pkg) => expect(packageOf(id)).toBe(pkg));

  it.each([
    ["EVAL", "/p/node_modules/js-sha256/src/sha256.js"],
    ["EVAL", "/p/node_modules/@iarna/toml/lib/toml-parser.js"],
    ["EVAL", "/p/node_modules/gray-matter/lib/engines.js"],
    ["MODULE_LEVEL_DIRECTIVE", "/p/node_modules/react-router/dist/production/index.js"],
    ["MODULE_LEVEL_DIRECTIVE", "/p/node_modules/react-toastify/dist/react-toastify.esm.mjs"],
  ])("%s in %s is left out", (code, id) => expect(handled({ code, id })).toBe(false));

  it.each([
    ["EVAL", "/p/app/admin/main.tsx", "in our own code"],
    ["EVAL", "/p/node_modules/decap-cms-core/dist/index.js", "in a package not listed for it"],
    ["EVAL", "/p/node_modules/gray-matter/node_modules/js-yaml/index.js", "in a package nested in a listed one"],
    ["MODULE_LEVEL_DIRECTIVE", "/p/node_modules/js-sha256/src/sha256.js", "of another code in a listed package"],
    ["CIRCULAR_DEPENDENCY", undefined, "without a module"],
  ] as const)("%s in %s is printed (%s)", (code, id, _why) => expect(handled({ code, id })).toBeUndefined());

  it("only warnings are counted: an error or an info of a listed package is printed", () =>
    expect(handled({ code: "EVAL", id: "/p/node_modules/js-sha256/src/sha256.js" }, "info")).toBeUndefined());

  it("once written, the bundle says how many it left out and which listed ones it did not see", () => {
    const plugin = knownDecapWarnings();
    const onLog = plugin.onLog as (level: string, log: { code: string; id: string; message: string }) => void;
    for (const id of ["/p/node_modules/js-sha256/src/sha256.js", "/p/node_modules/js-sha256/src/sha256.js"])
      onLog.call({}, "warn", { code: "EVAL", id, message: "" });
    onLog.call({}, "warn", { code: "EVAL", id: "/p/node_modules/gray-matter/lib/engines.js", message: "" });
    const said: string[] = [];
    (plugin.closeBundle as (this: { info: (m: string) => void }) => void).call({ info: (m) => said.push(m) });
    expect(said).toEqual([
      "3 known warnings from Decap's packages not shown (scripts/decap-bundle-warnings.ts says why): " +
        "EVAL in js-sha256 (2), EVAL in gray-matter.",
      "Listed as known but not seen: EVAL in @iarna/toml, MODULE_LEVEL_DIRECTIVE in react-router, " +
        "MODULE_LEVEL_DIRECTIVE in react-toastify; remove from KNOWN_DECAP_WARNINGS in scripts/decap-bundle-warnings.ts.",
    ]);
  });
});
