/**
 * The publications list's filters, read from and written to the URL, so a filtered list can
 * be shared and works without JavaScript. Pure: no React, no registry.
 */
import type { Publication } from "~/content/schema";
import { matchesQuery } from "~/lib/arabic";
import { ownKey } from "~/lib/own-key";

export const PUBLICATION_TYPES = {
  article: "مقالة في مجلة علمية",
  conference: "ورقة في مؤتمر",
  book: "كتاب",
  report: "تقرير",
} as const satisfies Record<Publication["type"], string>;

export interface PublicationFilters {
  college?: string;
  year?: number;
  type?: Publication["type"];
  q?: string;
}

/** Reads the filters from a query string; unknown values are ignored rather than failing. */
export function readFilters(
  params: URLSearchParams,
  known: { colleges: string[]; years: number[] },
): PublicationFilters {
  const college = params.get("college") ?? undefined;
  const year = Number(params.get("year"));
  const type = params.get("type") ?? undefined;
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  return {
    college: college && known.colleges.includes(college) ? college : undefined,
    year: known.years.includes(year) ? year : undefined,
    type: ownKey(PUBLICATION_TYPES, type),
    q,
  };
}

export function filterPublications(items: Publication[], f: PublicationFilters): Publication[] {
  return items.filter(
    (p) =>
      (!f.college || p.college === f.college) &&
      (!f.year || p.year === f.year) &&
      (!f.type || p.type === f.type) &&
      (!f.q || matchesQuery([p.title, p.authors.join(" "), p.venue, p.abstract].join(" "), f.q)),
  );
}

/** Newest first, then by title. */
export function sortPublications(items: Publication[]): Publication[] {
  return [...items].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title, "ar"));
}

/** A plain-text citation a visitor can copy: authors (year). title. venue. */
export function citation(p: Publication, typeName = PUBLICATION_TYPES[p.type]): string {
  return `${p.authors.join("، ")} (${p.year}). ${p.title}. ${p.venue}. [${typeName}]`;
}
