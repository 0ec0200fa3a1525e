/**
 * What a page needs from the registry, resolved on the server: names instead of codes,
 * totals computed. Pages receive these plain objects and never the whole registry.
 */
import type { Registry } from "./registry";
import { planTotal } from "./registry";
import type { College, Program, ProgramSheet } from "./schema";
import { programPath } from "../lib/paths";

export interface SheetView extends ProgramSheet {
  degreeName: string;
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
    .map((s) => ({ code: s.code, name: s.name, minimum: minimums[s.code], lastCutoff: admission.lastCutoff?.[s.code] }));
}

export function sheetView(r: Registry, sheet: ProgramSheet): SheetView {
  return {
    ...sheet,
    degreeName: degreeName(r, sheet.degree),
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
  return {
    href: programPath(p.college, p.slug),
    name: p.name,
    nameEn: p.nameEn,
    degreeName: degreeName(r, p.degree),
    durationYears: p.durationYears,
    creditHours: p.creditHours,
    summary: p.summary,
    collegeName: collegeName(r, p),
  };
}

/** A program as a row of the admission tables: only what a row shows (it travels in the payload). */
export function programRow(r: Registry, p: Program) {
  return { href: programPath(p.college, p.slug), name: p.name, degreeName: degreeName(r, p.degree), collegeName: collegeName(r, p), tuitionPerHour: p.tuitionPerHour };
}

const collegeName = (r: Registry, p: Program) => r.colleges.find((c) => c.slug === p.college)?.name ?? "";

/** The programs taught by a college: those it owns, then those that name it as related. */
export function collegePrograms(r: Registry, college: College): ProgramCard[] {
  const owned = r.programs.filter((p) => p.college === college.slug);
  const related = r.programs.filter((p) => p.relatedCollege === college.slug && p.college !== college.slug);
  return [...owned, ...related].map((p) => programCard(r, p));
}
