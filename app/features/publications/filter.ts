/**
 * The publications list's filters, read from and written to the URL, so a filtered list can
 * be shared and works without JavaScript. Pure: no React, no registry.
 */
import type { Publication } from "#app/content/schema.ts";
import { matchesQuery } from "#app/lib/arabic.ts";
import { ownKey } from "#app/lib/own-key.ts";
import { isArabic, splitName } from "#app/lib/person-names.ts";

/** The kinds of publication (their names are the message `publications.type`). */
export const PUBLICATION_TYPES = {
  article: true,
  conference: true,
  book: true,
  report: true,
} as const satisfies Record<Publication["type"], true>;

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

/** An author as APA writes them: «الخطيب، سلمى» in Arabic, «Saleh, O.» in Latin script. */
function citedAuthor(name: string, arabic: boolean): string {
  const { given, family } = splitName(name);
  if (!given.length) return family;
  return arabic ? `${family}، ${given.join(" ")}` : `${family}, ${given.map((g) => `${g.charAt(0)}.`).join(" ")}`;
}

/**
 * A plain-text citation a visitor can copy, in APA style (7th edition) and in the publication's
 * own script: authors without titles, family name first, then (year). Title. Venue.
 */
export function citation(p: Publication): string {
  const arabic = isArabic(p.title);
  const authors = p.authors.map((a) => citedAuthor(a, arabic));
  const last = authors.pop()!;
  const list = !authors.length ? last : arabic ? `${authors.join("، ")}، و${last}` : `${authors.join(", ")}, & ${last}`;
  const stop = (text: string) => (/[.?!؟]$/.test(text) ? text : `${text}.`);
  return `${list} (${p.year}). ${stop(p.title)} ${stop(p.venue)}`;
}

/**
 * A publication as the publications page lists it: with its college's name (none for a college the
 * content check would refuse, as the CMS's preview may meet before it) and its citation.
 */
export function listedPublication(p: Publication, colleges: readonly { slug: string; name: string }[]) {
  const collegeName = colleges.find((c) => c.slug === p.college)?.name ?? "";
  return { ...p, collegeName, citation: citation(p) };
}

export type ListedPublication = ReturnType<typeof listedPublication>;
