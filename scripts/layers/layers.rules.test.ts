/**
 * The layers hold (decision 020): ESLint refuses an import that runs the wrong way or by the
 * wrong form, naming both files, and no files import each other in a circle.
 */
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { circles, importsOf, sourceFiles } from "./import-graph.ts";

const eslint = new ESLint({ cwd: process.cwd() });
/** Lints `code` as if it were the file at `filePath` (nothing is written). */
async function lintAs(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

// ESLint loads its parsers and resolver on the first file: seconds on a busy machine.
describe("the layers, as ESLint keeps them", { timeout: 60_000 }, () => {
  it.each([
    [
      "app/lib/fixture.ts",
      'import { registry } from "#app/content/registry.server.ts";\nexport const r = registry;\n',
      "#app/content/registry.server.ts",
    ],
    [
      "app/content/fixture.ts",
      'import { planCost } from "#app/features/admission/plan-cost.ts";\nexport const p = planCost;\n',
      "#app/features/admission/plan-cost.ts",
    ],
    [
      "app/components/ui/Fixture.tsx",
      'import { BUILD_ID } from "#app/shell/build-info.ts";\nexport const b = BUILD_ID;\n',
      "#app/shell/build-info.ts",
    ],
    [
      "app/features/notices/fixture.ts",
      'import { BUILD_ID } from "#app/shell/build-info.ts";\nexport const b = BUILD_ID;\n',
      "#app/shell/build-info.ts",
    ],
    [
      "app/routes/fixture.ts",
      'import { createApp } from "#server/app.js";\nexport const a = createApp;\n',
      "#server/app.js",
    ],
    [
      "server/fixture.js",
      'import { SITE_PAGES } from "#app/content/pages.ts";\nexport const p = SITE_PAGES;\n',
      "#app/content/pages.ts",
    ],
  ])("%s may not import %s", async (file, code, imported) => {
    const messages = await lintAs(file, code);
    expect(messages).toContainEqual({
      rule: "import-x/no-restricted-paths",
      message: expect.stringContaining(`"${imported}"`),
    });
  });

  it("an import down the layers passes", async () => {
    const code = 'import { formatNumber } from "#app/lib/format.ts";\nexport const f = formatNumber;\n';
    expect(await lintAs("app/features/admission/fixture.ts", code)).toEqual([]);
  });

  it.each([
    ['import { formatNumber } from "../lib/format.ts";', "../lib/format.ts"],
    ['import { formatNumber } from "~/lib/format";', "~/lib/format"],
  ])("one import form: %s is refused", async (line) => {
    const messages = await lintAs("app/content/fixture.ts", `${line}\nexport const f = formatNumber;\n`);
    expect(messages.map((m) => m.rule)).toContain("no-restricted-imports");
  });
});

describe("no circle of files", () => {
  const root = process.cwd();
  const files = sourceFiles(root, ["app", "common", "server", "scripts"]);

  it("finds a circle when there is one (the walk itself)", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("reads type imports, subpath imports and relative imports alike", () => {
    // A small project of its own: package.json's subpath imports, and three kinds of import.
    const dir = mkdtempSync(join(tmpdir(), "import-graph-"));
    try {
      mkdirSync(join(dir, "app", "a"), { recursive: true });
      writeFileSync(join(dir, "package.json"), JSON.stringify({ imports: { "#app/*": "./app/*" } }));
      writeFileSync(join(dir, "app", "b.ts"), "export type B = 1;\n");
      writeFileSync(join(dir, "app", "a", "c.ts"), "export const c = 1;\n");
      writeFileSync(join(dir, "app", "a", "d.ts"), "export const d = 1;\n");
      writeFileSync(
        join(dir, "app", "a", "main.ts"),
        'import type { B } from "#app/b.ts";\nimport { c } from "./c.ts";\nexport * from "./d.ts";\nimport "react";\n',
      );
      expect(importsOf(dir, "app/a/main.ts").sort()).toEqual(["app/a/c.ts", "app/a/d.ts", "app/b.ts"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the code's own imports, type imports included, form no circle", () => {
    const graph = new Map(files.map((f) => [f, importsOf(root, f)]));
    expect(circles(graph)).toEqual([]);
  });
});
