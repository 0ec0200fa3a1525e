import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadServerBuild } from "./server-build.js";

/** @type {string[]} */
const dirs = [];
/** A build directory whose server build's entry module exports `entryExports` (source text). */
function fakeBuild(/** @type {string} */ entryExports) {
  const dir = mkdtempSync(path.join(tmpdir(), "server-build-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "server", "index.js"), `export const entry = { module: { ${entryExports} } };\n`);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true })));

describe("the server build's contract", () => {
  it("hands over the app's own request context key and its lookup pages", async () => {
    const loaded = await loadServerBuild(
      fakeBuild(`requestContext: { key: "the app's" }, createLookupPages: async () => "pages"`),
    );
    expect(loaded.requestContext).toEqual({ key: "the app's" });
    expect(await loaded.createLookupPages("", /** @type {any} */ ({}))).toBe("pages");
  });

  it.each([
    ["requestContext", `createLookupPages: async () => "pages"`],
    ["createLookupPages", `requestContext: {}`],
  ])("fails at start, naming the export, when the entry module does not export %s", async (name, exports) => {
    await expect(loadServerBuild(fakeBuild(exports))).rejects.toThrow(
      `no ${name} export: app/entry.server.tsx must export it`,
    );
  });
});
