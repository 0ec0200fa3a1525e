/**
 * What a page needs from the registry, resolved on the server: names instead of codes,
 * totals computed. Pages receive these plain objects and never the whole registry.
 */
import type { Registry } from "./registry.ts";
import { planTotal } from "./registry.ts";
import type { College, Degree, Program, ProgramSheet } from "./schema.ts";
import { pagePath, programPath } from "#app/lib/paths.ts";
import { collegeDegrees, type CatalogDegree } from "./catalog.ts";

export interface SheetView extends ProgramSheet {
  degreeName: string;
  /**
   * The degree's level (degrees.yaml): a graduate program admits on a prior degree, and its page
   * speaks of that, never of Tawjihi averages.
   */
  level?: Degree["level"];
  /**
   * Where the call to action sends an applicant: the admission page, at its application dates for a
   * graduate program (its applicants have no Tawjihi average). Said by the loader, not the browser's code.
   */
  admissionHref: string;
  /** Minimums with stream names, in the registry's stream order. */
  streamMinimums: { code: string; name: string; minimum: number; lastCutoff?: number }[];
  estimatedTotal: number;
  computedHours: number;
}

/** The Arabic name of a degree code. */
export function degreeName(r: Registry, code: string): string {
  return r.degrees.find((d) => d.code === code)?.name ?? code;
}

/** A program's minimum averages with stream names, in the registry's stream order. */
export function streamMinimums(r: Registry, admission: ProgramSheet["admission"]): SheetView["streamMinimums"] {
  const minimums = admission.minimums ?? {};
  return r.streams
    .filter((s) => s.code in minimums)
    .map((s) => ({
      code: s.code,
      name: s.name,
      minimum: minimums[s.code],
      lastCutoff: admission.lastCutoff?.[s.code],
    }));
}

export function sheetView(r: Registry, sheet: ProgramSheet): SheetView {
  const level = r.degrees.find((d) => d.code === sheet.degree)?.level;
  return {
    ...sheet,
    degreeName: degreeName(r, sheet.degree),
    level,
    admissionHref: pagePath("/admission-keys", {}, level === "graduate" ? { hash: "dates" } : {}),
    streamMinimums: streamMinimums(r, sheet.admission),
    estimatedTotal: sheet.tuitionPerHour * sheet.creditHours,
    computedHours: planTotal(sheet),
  };
}

export interface ProgramCard {
  href: string;
  name: string;
  nameEn: string;
  degreeName: string;
  durationYears: number;
  creditHours: number;
  summary: string;
  collegeName: string;
}

export function programCard(r: Registry, p: Program): ProgramCard {
  return degreeCard({
    href: programPath(p.college, p.slug),
    degreeName: degreeName(r, p.degree),
    college: { name: collegeName(r, p) },
    sheet: p,
  });
}

/** A degree of the catalog as a card (a program, or a college's own degree). */
export function degreeCard(
  d: Pick<CatalogDegree, "href" | "degreeName" | "sheet"> & { college: { name: string } },
): ProgramCard {
  const { sheet } = d;
  return {
    href: d.href,
    name: sheet.name,
    nameEn: sheet.nameEn,
    degreeName: d.degreeName,
    durationYears: sheet.durationYears,
    creditHours: sheet.creditHours,
    summary: sheet.summary,
    collegeName: d.college.name,
  };
}

/** The cards of every degree a college itself teaches (the colleges index). */
export function collegeDegreeCards(r: Registry, college: College): ProgramCard[] {
  return collegeDegrees(r, college.slug).map(degreeCard);
}

const collegeName = (r: Registry, p: Program) => r.colleges.find((c) => c.slug === p.college)?.name ?? "";

/** The programs taught by a college: those it owns, then those that name it as related. */
export function programsTaughtBy(r: Registry, college: College): Program[] {
  const owned = r.programs.filter((p) => p.college === college.slug);
  const related = r.programs.filter((p) => p.relatedCollege === college.slug && p.college !== college.slug);
  return [...owned, ...related];
}

/** The cards of the programs a college teaches (its page). */
export function collegePrograms(r: Registry, college: College): ProgramCard[] {
  return programsTaughtBy(r, college).map((p) => programCard(r, p));
}
