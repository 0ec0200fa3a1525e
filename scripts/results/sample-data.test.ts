/**
 * The README's table of sample seats to try the lookup with, against the rows `npm start` really
 * publishes (read as the import reads them): the two can never disagree again.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { parseResults } from "./read-csv.ts";
import { PROJECT_ROOT } from "./results-dir.ts";
import { FIXED_SAMPLE_ROWS, PUBLISHED_SAMPLE_ROWS, sampleCsv, sampleRows } from "./sample-data.ts";

const { streams } = buildRegistry(readContentFiles());

/** The README's "Sample results" table: `| \`seat\` | date of birth | stream | result |` rows. */
function readmeSampleSeats() {
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  const from = readme.indexOf("**Sample results.**");
  const section = readme.slice(from, readme.indexOf("\n**", from + 1));
  return [...section.matchAll(/^\| `(\d+)` +\| (\d{4}-\d{2}-\d{2}) +\| ([a-z-]+) +\| (pass, [\d.]+|fail) +\|$/gm)].map(
    ([, seat, dob, stream, result]) => ({
      seat,
      dob,
      stream,
      result: result === "fail" ? ("fail" as const) : ("pass" as const),
      average: result === "fail" ? undefined : Number(result.slice("pass, ".length)),
    }),
  );
}

describe("the README's sample seats", () => {
  const documented = readmeSampleSeats();
  const published = parseResults(sampleCsv(sampleRows(PUBLISHED_SAMPLE_ROWS), streams), streams);

  it("the table is found: the three seats to try", () => {
    expect(documented.map((r) => r.seat)).toEqual(["20270001", "20270002", "20270003"]);
    expect(published.problems).toEqual([]);
    expect(published.rows).toHaveLength(PUBLISHED_SAMPLE_ROWS);
  });

  it.each(readmeSampleSeats())("seat $seat is published with the README's values", (row) => {
    const found = published.rows.filter((r) => r.seat === row.seat);
    expect(found).toHaveLength(1);
    expect(found[0].dob).toBe(row.dob);
    expect(found[0].record).toEqual({
      name: expect.stringMatching(/\(تجريبية?\)$/),
      stream: row.stream,
      ...(row.average === undefined ? {} : { average: row.average }),
      result: row.result,
    });
  });

  it("and they are the rows sample-data.ts names as documented", () => {
    expect(
      FIXED_SAMPLE_ROWS.map(({ seat, dob, stream, average, result }) => ({ seat, dob, stream, result, average })),
    ).toEqual(documented);
  });
});
