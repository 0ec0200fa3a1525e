/**
 * The publications' structured data: built in the route's `meta` from the items the page lists
 * (titles and abstracts travel once), in a module of its own so that only that page's code loads it.
 */
import type { Book, Report, ScholarlyArticle } from "schema-dts";
import type { Publication } from "./schema.ts";
import { UNIVERSITY_ID, type JsonLd } from "./structured-data.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { pagePath } from "#app/lib/paths.ts";

/** The language a title is written in: Arabic when it has Arabic letters, else English. */
const titleLanguage = (title: string) => (/[\u0600-\u06FF]/.test(title) ? "ar" : "en");

/**
 * A publication (content/publications/{slug}.yaml): a `ScholarlyArticle` for a journal article (in its
 * `Periodical`) or a conference paper (its `PublicationEvent`), a `Book` or a `Report` by its
 * publisher; written by its authors at its college of the university.
 */
export function publicationNode(p: Publication, collegeName: string): JsonLd {
  const url = absoluteUrl(pagePath("/publications", {}, { hash: p.slug }));
  const work = {
    "@id": url,
    url,
    name: p.title,
    headline: p.title,
    author: p.authors.map((name) => ({ "@type": "Person" as const, name })),
    datePublished: String(p.year),
    inLanguage: titleLanguage(p.title),
    abstract: p.abstract,
    sourceOrganization: {
      "@type": "EducationalOrganization" as const,
      name: collegeName,
      parentOrganization: { "@id": UNIVERSITY_ID },
    },
  };
  switch (p.type) {
    case "article":
      return {
        "@type": "ScholarlyArticle",
        ...work,
        isPartOf: { "@type": "Periodical", name: p.venue },
      } satisfies ScholarlyArticle;
    case "conference":
      return {
        "@type": "ScholarlyArticle",
        ...work,
        publication: { "@type": "PublicationEvent", name: p.venue },
      } satisfies ScholarlyArticle;
    case "book":
      return { "@type": "Book", ...work, publisher: { "@type": "Organization", name: p.venue } } satisfies Book;
    case "report":
      return { "@type": "Report", ...work, publisher: { "@type": "Organization", name: p.venue } } satisfies Report;
  }
}
