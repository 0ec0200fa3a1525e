/**
 * The pages' structured data for search engines (schema.org in JSON-LD), built from the registry.
 * Pure: loaders call these on the server and send the nodes; `seo()` (lib/meta.ts) writes them as one
 * `<script type="application/ld+json">` graph, the university first. React Router escapes `<`, `>`,
 * `&`, U+2028 and U+2029 in it, so no text of the content can close the script.
 *
 * Each builder is checked against the schema.org vocabulary by the `schema-dts` types (`satisfies`),
 * then handed on as plain JSON.
 */
import type {
  Book,
  BreadcrumbList,
  CollegeOrUniversity,
  EducationalOccupationalProgram,
  FAQPage,
  Question,
  Report,
  ScholarlyArticle,
} from "schema-dts";
import type { Registry } from "./registry";
import type { FaqGroup, Publication } from "./schema";
import type { CatalogDegree } from "./catalog";
import type { NavLink } from "./navigation";
import { absoluteUrl } from "../lib/site-url";
import { DEFAULT_LOCALE } from "../i18n/locales";

/** One node of a page's JSON-LD graph: a schema.org thing with its type. */
export interface JsonLd {
  readonly "@type": string;
  readonly [property: string]: unknown;
}

/** The university's node id: every other node points to it (`provider`, `parentOrganization`). */
export const UNIVERSITY_ID = `${absoluteUrl("/")}#university`;
/** The logo search engines show: the square app icon, 512 × 512 pixels (public/). */
const LOGO = "/icon-512.png";
/** The currency of every fee in the content (`tuitionPerHour` is in Jordanian dinars, content/README.md). */
export const TUITION_CURRENCY = "JOD";

/** Words the structured data needs from the interface messages (structured-data.server.ts). */
export interface StructuredDataWords {
  /** A prerequisite: the lowest Tawjihi average a stream needs, e.g. «… في الفرع العلمي: 80%». */
  minimum: (stream: string, minimum: number) => string;
  /** The unit a fee is per: «ساعة معتمدة». */
  creditHour: string;
}

/** `CollegeOrUniversity`: the university, its address and offices (content/site.yaml). */
export function universityNode(r: Registry): JsonLd {
  const { site } = r;
  const general = site.offices.find((o) => o.key === "general") ?? site.offices[0];
  return {
    "@type": "CollegeOrUniversity",
    "@id": UNIVERSITY_ID,
    name: site.name,
    alternateName: site.nameEn,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO),
    description: site.description,
    foundingDate: String(site.founded),
    address: site.address,
    hasMap: site.mapUrl,
    telephone: site.phone,
    email: general.email,
    contactPoint: site.offices.map((o) => ({
      "@type": "ContactPoint",
      contactType: o.name,
      email: o.email,
      telephone: o.phone,
    })),
    sameAs: site.social.map((s) => s.url),
  } satisfies CollegeOrUniversity;
}

/** `BreadcrumbList`: the trail from the home page to the page (navigation.ts `breadcrumbs()`). */
export function breadcrumbNode(trail: readonly NavLink[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((link, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: link.label,
      item: absoluteUrl(link.href),
    })),
  } satisfies BreadcrumbList;
}

/**
 * An ISO 8601 duration for a length of study in years: `4` → `P4Y`, `1.5` → `P1Y6M` (a fraction of
 * a year in whole months).
 */
export function yearsDuration(years: number): string {
  const months = Math.round(years * 12);
  const [y, m] = [Math.floor(months / 12), months % 12];
  const parts = `${y ? `${y}Y` : ""}${m ? `${m}M` : ""}`;
  return `P${parts || "0Y"}`;
}

/**
 * `EducationalOccupationalProgram`: one degree of the catalog (catalog.ts), whether it has a page of
 * its own or lives on its college's page (law, dentistry). Its prerequisites are the lowest average
 * per accepted Tawjihi stream, or the prior degree, then any other condition.
 */
export function degreeProgramNode(r: Registry, degree: CatalogDegree, words: StructuredDataWords): JsonLd {
  const { sheet } = degree;
  const url = absoluteUrl(degree.href);
  const minimums = r.streams.flatMap((s) => {
    const minimum = sheet.admission.minimums?.[s.code];
    return minimum === undefined ? [] : [words.minimum(s.inText, minimum)];
  });
  const fee = { price: sheet.tuitionPerHour, priceCurrency: TUITION_CURRENCY };
  return {
    "@type": "EducationalOccupationalProgram",
    // The page's own URL names the page; the program is the thing the page is about.
    "@id": degree.href.includes("#") ? url : `${url}#program`,
    name: sheet.name,
    alternateName: sheet.nameEn,
    description: sheet.summary,
    url,
    educationalCredentialAwarded: {
      "@type": "EducationalOccupationalCredential",
      name: degree.degreeName,
      credentialCategory: "degree",
    },
    numberOfCredits: sheet.creditHours,
    timeToComplete: yearsDuration(sheet.durationYears),
    educationalProgramMode: sheet.studyMode,
    programPrerequisites: [
      ...minimums,
      ...(sheet.admission.priorDegree ? [sheet.admission.priorDegree] : []),
      ...(sheet.admission.notes ?? []),
    ],
    offers: {
      "@type": "Offer",
      ...fee,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        ...fee,
        unitText: words.creditHour,
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: words.creditHour },
      },
    },
    provider: { "@id": UNIVERSITY_ID },
  } satisfies EducationalOccupationalProgram;
}

/** `FAQPage`: the help page's questions (content/faq.yaml), as shown (a search narrows them). */
export function faqNode(groups: readonly FaqGroup[]): JsonLd {
  return {
    "@type": "FAQPage",
    url: absoluteUrl("/help"),
    inLanguage: DEFAULT_LOCALE.code,
    mainEntity: groups.flatMap((g) =>
      g.questions.map(
        (q) =>
          ({
            "@type": "Question",
            name: q.question,
            url: absoluteUrl(`/help#${q.slug}`),
            acceptedAnswer: { "@type": "Answer", text: q.answer.join("\n\n") },
          }) satisfies Question,
      ),
    ),
  } satisfies FAQPage;
}

/** The language a title is written in: Arabic when it has Arabic letters, else English. */
const titleLanguage = (title: string) => (/[\u0600-\u06FF]/.test(title) ? "ar" : "en");

/**
 * A publication (content/publications.yaml): a `ScholarlyArticle` for a journal article (in its
 * `Periodical`) or a conference paper (its `PublicationEvent`), a `Book` or a `Report` by its
 * publisher; written by its authors at its college of the university.
 */
export function publicationNode(p: Publication, collegeName: string): JsonLd {
  const url = absoluteUrl(`/publications#${p.slug}`);
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
