/**
 * The shape of what site search finds (built by documents.ts). Its own module, without the
 * registry, so the browser's search code does not bring the content code with it.
 */

/** The kinds of result, in the order their groups are shown. */
export const SEARCH_KINDS = ["degree", "college", "course", "help", "publication", "news", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDocument {
  /** Unique across kinds: `degree:iti`, `course:ITI101`. */
  id: string;
  kind: SearchKind;
  /** What the result is called: the degree's, course's or page's name, the question. */
  title: string;
  /** Where it is; a course has none of its own (see `in`). */
  href?: string;
  /** Where it belongs, shown under the title: the college, the help group, the venue. */
  context?: string;
  /**
   * A course: the id of the degree whose study plan teaches it (the first, for a course shared by
   * several). Search shows that degree's name and links to its plan, so the index stores neither
   * twice and a program's name does not make every one of its courses a match.
   */
  in?: string;
  /** A course taught in more than one program: how many besides the one in `in`. */
  alsoIn?: number;
  /** Latin-script names that should match too: the English name, a course code, the authors. */
  latin?: string;
  /** A course's code, shown beside its name. */
  code?: string;
  /** A page: the headings of its sections, searched above its text; not stored in the index. */
  headings?: string;
  /**
   * A page: the words visitors search it by that it may not say (content/search.yaml's `pages`),
   * searched as its title is; not stored in the index.
   */
  keywords?: string;
  /** The text searched besides the title; not stored in the index. */
  body?: string;
  /** The first words of the body, shown under a result on the results page. */
  excerpt?: string;
}
