/**
 * The table of costs on the page for applicants from abroad, on the fixture content: the fees per
 * credit hour come from the programs (lowest and highest of each level), every other row from the
 * page's own file, and each in US dollars at the file's rate. Expected figures worked by hand from
 * the fixture's YAML (tests/fixtures/content/).
 */
import { describe, expect, it } from "vitest";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";
import { costRows, rangeOf } from "./cost-table.ts";

describe("costRows (fixture)", () => {
  const rows = costRows(fixtureRegistry());

  it("lists the fees per credit hour of each level, from the programs, then the file's costs in its order", () => {
    expect(rows.map((r) => (r.kind === "hours" ? `hours:${r.level}` : r.key))).toEqual([
      "hours:undergraduate",
      "hours:diploma",
      "hours:graduate",
      "application-fee",
      "approved-housing",
    ]);
  });

  it.each([
    // bba 30, law's own degree 32, itm 38, iti 40: 30–40 JOD, 42.30 → 42 and 56.40 → 56 USD
    ["hours:undergraduate", { min: 30, max: 40 }, { min: 42, max: 56 }],
    // dnurse 26 alone: 36.66 → 37
    ["hours:diploma", { min: 26 }, { min: 37 }],
    // mlaw 75 alone: 105.75 → 106
    ["hours:graduate", { min: 75 }, { min: 106 }],
    // 20: 28.20 → 28
    ["application-fee", { min: 20 }, { min: 28 }],
    // 150–250: 211.50 → 212 and 352.50 → 353 (a half dollar up)
    ["approved-housing", { min: 150, max: 250 }, { min: 212, max: 353 }],
  ])("%s: JOD %o is USD %o", (id, jod, usd) => {
    const row = rows.find((r) => (r.kind === "hours" ? `hours:${r.level}` : r.key) === id)!;
    expect({ jod: row.jod, usd: row.usd }).toEqual({ jod, usd });
  });
});

describe("rangeOf", () => {
  it.each([
    [[], undefined],
    [[40], { min: 40 }],
    [[40, 40], { min: 40 }],
    [[38, 30, 40], { min: 30, max: 40 }],
  ])("%o → %o", (amounts, range) => {
    expect(rangeOf(amounts)).toEqual(range);
  });
});
