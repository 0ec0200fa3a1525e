/**
 * What the university teaches, as named queries on the registry: every page that lists or counts
 * degrees asks here, so the same question gives the same answer (and the same number) everywhere.
 *
 * A degree lives either in its own program file (`content/programs/*.yaml`, with a page of its own)
 * or inside a college that teaches one degree (`degreeProgram` of law and dentistry, on the
 * college's page). Callers never need to know which.
 */
import type { Registry } from "./registry.ts";
import type { College, Degree, ProgramSheet } from "./schema.ts";
import { collegeDegreePath, programPath } from "#app/lib/paths.ts";

export interface CatalogDegree {
  /** The program's slug, or the college's slug for a college's own degree. Unique across both. */
  id: string;
  /** Where the degree is described: its program page, or its section of the college page. */
  href: string;
  college: Pick<College, "slug" | "name" | "order">;
  level: Degree["level"];
  degreeName: string;
  /** Its facts: name, hours, fee, admission, study plan. */
  sheet: ProgramSheet;
}

/** Every degree the university awards, at every level, in college order: the program finder lists these. */
export function catalogDegrees(r: Registry): CatalogDegree[] {
  const level = (code: string) => r.degrees.find((d) => d.code === code)!;
  const college = (slug: string) => r.colleges.find((c) => c.slug === slug)!;
  const entry = (id: string, href: string, c: College, sheet: ProgramSheet): CatalogDegree => ({
    id,
    href,
    college: { slug: c.slug, name: c.name, order: c.order },
    level: level(sheet.degree).level,
    degreeName: level(sheet.degree).name,
    sheet,
  });
  const own = r.programs.map((p) => entry(p.slug, programPath(p.college, p.slug), college(p.college), p));
  const colleges = r.colleges.flatMap((c) =>
    c.degreeProgram ? [entry(c.slug, collegeDegreePath(c.slug), c, c.degreeProgram)] : [],
  );
  return [...own, ...colleges].sort((a, b) => a.college.order - b.college.order);
}

/**
 * Every degree a Tawjihi holder can enter: the bachelor's degrees and intermediate diplomas (those
 * with minimum averages per stream), with or without a page of their own, in college order.
 */
export function entryDegrees(r: Registry): CatalogDegree[] {
  return catalogDegrees(r).filter((d) => d.sheet.admission.minimums !== undefined);
}

/** The postgraduate programs (those that ask for a prior degree), in college order. */
export function postgraduateDegrees(r: Registry): CatalogDegree[] {
  return catalogDegrees(r).filter((d) => d.sheet.admission.priorDegree !== undefined);
}

/** Every degree a college teaches (its programs, or its own degree), for its card on the colleges index. */
export function collegeDegrees(r: Registry, college: string): CatalogDegree[] {
  return catalogDegrees(r).filter((d) => d.college.slug === college);
}

/** The two counts every page states, each saying what it counts. */
export function degreeCounts(r: Registry): { entry: number; postgraduate: number } {
  return { entry: entryDegrees(r).length, postgraduate: postgraduateDegrees(r).length };
}
