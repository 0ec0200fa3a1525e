/** A college page's data, from the fixture content (tests/fixtures/content/): the loader's registry is the fixture's. */
import { describe, expect, it, vi } from "vitest";
import { loader } from "./college.tsx";
import { registry } from "#app/content/registry.server.ts";

vi.mock("#app/content/registry.server.ts", async () => {
  const { fixtureRegistry } = await import("#tests/support/fixture-content.ts");
  return { registry: fixtureRegistry(), localRegistry: () => fixtureRegistry() };
});

type Args = Parameters<typeof loader>[0];
const load = (college: string) => loader({ params: { college } } as unknown as Args);

describe("a college page's data", () => {
  it("carries the degree of a one-degree college once, as the sheet the page shows", () => {
    const oneDegree = registry.colleges.filter((c) => c.degreeProgram).map((c) => c.slug);
    expect(oneDegree).toEqual(["law"]);
    for (const slug of oneDegree) {
      const data = load(slug);
      expect(data.college, slug).not.toHaveProperty("degreeProgram");
      expect(data.degree?.studyPlan.length, slug).toBeGreaterThan(0);
      // Everything else of the college is still there.
      const { degreeProgram: _sheet, ...rest } = registry.colleges.find((c) => c.slug === slug)!;
      expect(data.college, slug).toEqual(rest);
    }
  });

  it("has no degree for a college of several programs", () => {
    expect(load("it").degree).toBeUndefined();
    expect(load("it").programs.length).toBeGreaterThan(1);
  });
});
