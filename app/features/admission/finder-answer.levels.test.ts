/**
 * The scholarship tiers say which levels they are given at (content/admission.yaml, `levels`): the
 * answer's fees take a tier's discount only for a degree of one of those levels, and a degree of
 * another level shows no discount line. Subjects are chosen by property from the fixture content
 * (tests/fixtures/content/).
 */
import { describe, expect, it } from "vitest";
import type { Registry } from "#app/content/registry.ts";
import { entryDegrees } from "#app/content/catalog.ts";
import { finderAnswer, type FinderAnswer } from "./finder-answer.ts";
import { scholarshipFor, type TierLevel } from "./eligibility.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const fixture = fixtureRegistry();
/** An entry degree's level: bachelor's (undergraduate) or diploma, the levels a tier names. */
const levelOf = (r: Registry, id: string) => entryDegrees(r).find((d) => d.id === id)!.level as TierLevel;

/** Every answer for every stream at the averages where a tier starts, and at 100. */
function answers(r: Registry): FinderAnswer[] {
  const averages = [...new Set([...r.admission.scholarships.map((t) => t.minAverage), 100])];
  return r.streams.flatMap((s) =>
    averages.map((average) => finderAnswer(r, { certificate: "", stream: s.code, average: String(average) }).answer!),
  );
}

/** Checks every degree of every answer: its discount is its own level's tier, or none. */
function expectLevelsKept(r: Registry) {
  let discounted = 0;
  for (const a of answers(r))
    for (const d of [...a.open, ...a.close]) {
      const tier = scholarshipFor(r.admission.scholarships, a.average!, levelOf(r, d.id));
      expect(d.scholarship?.name, `${d.id} at ${a.average}`).toBe(tier?.name);
      if (tier) {
        expect(tier.levels).toContain(levelOf(r, d.id));
        expect(d.cost.saving).toBeGreaterThan(0);
        discounted++;
      } else {
        expect(d.cost.saving).toBe(0);
        expect(d.cost.after).toBe(d.cost.before);
      }
    }
  return discounted;
}

describe("a scholarship's levels decide which fees it takes off", () => {
  it("each degree gets the tier of its own level, or no discount", () => {
    expect(expectLevelsKept(fixture)).toBeGreaterThan(0);
  });

  it("a degree of a level no tier is given at shows no discount, whatever the average", () => {
    const levels = new Set(fixture.admission.scholarships.flatMap((t) => t.levels));
    const left = (["undergraduate", "diploma"] as TierLevel[]).filter((l) => !levels.has(l));
    for (const a of answers(fixture))
      for (const d of [...a.open, ...a.close].filter((x) => left.includes(levelOf(fixture, x.id))))
        expect(d.scholarship, d.id).toBeUndefined();
  });

  it("the same rule with a tier given at every level: diplomas then take it too", () => {
    const everyLevel: Registry = {
      ...fixture,
      admission: {
        ...fixture.admission,
        scholarships: fixture.admission.scholarships.map((t) => ({ ...t, levels: ["undergraduate", "diploma"] })),
      },
    };
    expectLevelsKept(everyLevel);
    const diplomaDiscounted = answers(everyLevel).some((a) =>
      a.open.some((d) => d.diploma && d.scholarship !== undefined),
    );
    expect(diplomaDiscounted).toBe(true);
  });

  it("the answer's own line names the tier's reach: «all» only for a tier of every level", () => {
    for (const a of answers(fixture).filter((x) => x.scholarship)) {
      const tier = fixture.admission.scholarships.find((t) => t.name === a.scholarship!.name)!;
      expect(a.scholarship!.scope).toBe(tier.levels.length === 2 ? "all" : tier.levels[0]);
    }
  });
});
