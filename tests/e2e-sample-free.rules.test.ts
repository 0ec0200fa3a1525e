/**
 * The browser specs the content drill does not run (every one but DRILL_SPECS) must hold for any
 * content the university writes, so none may name what only this year's sample content has: a
 * college's, program's or news item's slug, a name or a title, or a page path the sample's slugs
 * make (decision 024). Read by syntax (tests/support/sample-literals.ts): each finding names the
 * spec, the line and the literal. A spec takes its subjects by property (tests/e2e/subjects.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRILL_SPECS } from "./drill-specs.ts";
import { sampleContent, sampleLiterals } from "./support/sample-literals.ts";

const sample = sampleContent();

/**
 * Findings not yet taken by property, each as `spec:literal`, to shrink, never to grow: the CMS's
 * specs edit the sample's files through the editor, and assert its figures too (the program's
 * minimum of 65); a fixture content for the CMS is the way out.
 * A stale entry fails the test.
 */
const NOT_YET: readonly string[] = [
  "cms-files.spec.ts:/colleges/it/iti",
  "cms-files.spec.ts:programs/entries/iti",
  "cms-git.spec.ts:programs/entries/iti",
  "cms-git.spec.ts:cms/programs/iti",
  "cms-support.ts:content/programs/iti.yaml",
  "cms-desk.spec.ts:كلية الهندسة",
];

/** The browser suite's TypeScript files but the drill's specs: specs and the helpers they share. */
const files = readdirSync("tests/e2e", { recursive: true, encoding: "utf8" }).filter(
  (f) => f.endsWith(".ts") && !DRILL_SPECS.test(f),
);

describe("the specs the drill does not run read no sample slug, name or path", () => {
  it("finds a sample slug, name or path in a literal, a template or a query, not in a comment or a title", () => {
    const college = [...sample.paths].find((p) => p.split("/").length === 3)!;
    const slug = college.split("/")[2];
    const name = [...sample.names].find((n) => / /.test(n))!;
    const code = [
      `// ${college} is named in a comment`,
      `test("${college} loads", async () => {`,
      `  await page.goto("${college}");`,
      `  await page.goto(\`${college}/\${x}\`);`,
      `  await page.goto("${college}.data");`,
      `  await expect(h1).toHaveText("${name}");`,
      `  await page.goto("/publications?college=${slug}");`,
      `  await page.goto("${college}x");`,
      `  await openEntry(page, origin, "colleges/entries/${slug}");`,
      `});`,
    ].join("\n");
    expect(sampleLiterals(code, "planted.spec.ts", sample)).toEqual([
      { line: 3, literal: college },
      { line: 4, literal: `${college}/` },
      { line: 5, literal: `${college}.data` },
      { line: 6, literal: name },
      { line: 7, literal: `/publications?college=${slug}` },
      { line: 9, literal: `colleges/entries/${slug}` },
    ]);
  });

  it("in every spec and helper but the drill's", () => {
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((f) =>
      sampleLiterals(readFileSync(`tests/e2e/${f}`, "utf8"), f, sample).map((h) => ({ f, ...h })),
    );
    const named = found.filter((h) => !NOT_YET.includes(`${h.f}:${h.literal}`));
    expect(named.map((h) => `tests/e2e/${h.f}:${h.line}: ${JSON.stringify(h.literal)}`)).toEqual([]);
    const stale = NOT_YET.filter((entry) => !found.some((h) => `${h.f}:${h.literal}` === entry));
    expect(stale, "entries of NOT_YET the specs no longer have").toEqual([]);
  });
});
