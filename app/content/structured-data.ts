/**
 * The pages' structured data for search engines (schema.org in JSON-LD), built from the registry.
 * Pure. `seo()` (content/meta.ts) writes each page's graph (`pageGraph`) as one
 * `<script type="application/ld+json">`: the university in brief and the breadcrumbs from what every
 * page's data already holds (the footer's facts, the trail), the degrees' nodes and the university in
 * full from the loaders that send them. React Router escapes `<`, `>`,
 * `&`, U+2028 and U+2029 in it, so no text of the content can close the script.
 *
 * Each builder is checked against the schema.org vocabulary by the `schema-dts` types (`satisfies`),
 * then handed on as plain JSON. The help page's and the publications' nodes are built in those
 * routes' `meta` from the data the page already carries, so they live in modules of their own
 * (structured-data-faq.ts, structured-data-publications.ts) that only those routes' code loads.
 */
import type { BreadcrumbList, CollegeOrUniversity, EducationalOccupationalProgram } from "schema-dts";
import type { Registry } from "./registry.ts";
import type { CatalogDegree } from "./catalog.ts";
import type { NavLink } from "./navigation.ts";
import { contactOffices } from "./contact-offices.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { pagePath } from "#app/lib/paths.ts";
import { pageOfShareImage, shareImagePath } from "#app/lib/share-image.ts";
import { DEFAULT_LOCALE, inLocale } from "#app/i18n/locales.ts";

/** One node of a page's JSON-LD graph: a schema.org thing with its type. */
export interface JsonLd {
  readonly "@type": string;
  readonly [property: string]: unknown;
}

/** The university's node id: every other node points to it (`provider`, `parentOrganization`). */
export const UNIVERSITY_ID = `${absoluteUrl(pagePath("/"))}#university`;
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

/**
 * What every page knows of the university: the name and what the footer shows (the root loader
 * sends it with every page already, so the brief node costs no byte of a page's data).
 */
export interface UniversityFacts {
  name: string;
  address: string;
  phone: string;
  email: string;
  social: readonly { url: string }[];
}

/** `CollegeOrUniversity`, brief: on every page, from what every page knows. */
export function universityBrief(f: UniversityFacts): JsonLd {
  return brief(f);
}

function brief(f: UniversityFacts) {
  return {
    "@type": "CollegeOrUniversity",
    "@id": UNIVERSITY_ID,
    name: f.name,
    url: absoluteUrl(pagePath("/")),
    logo: absoluteUrl(LOGO),
    address: f.address,
    telephone: f.phone,
    email: f.email,
    sameAs: f.social.map((s) => s.url),
  } satisfies CollegeOrUniversity;
}

/**
 * `CollegeOrUniversity`, full (the home and contact pages): the brief node, with a contact point per
 * office the contact page lists (the International Office among them: applicants from abroad search
 * for it), the English name, the description, the founding year and the map (content/site.yaml).
 */
export function universityNode(r: Registry): JsonLd {
  const { site } = r;
  const general = site.offices.find((o) => o.key === "general") ?? site.offices[0];
  return {
    ...brief({ name: site.name, address: site.address, phone: site.phone, email: general.email, social: site.social }),
    alternateName: site.nameEn,
    description: site.description,
    foundingDate: String(site.founded),
    hasMap: site.mapUrl,
    contactPoint: contactOffices(r).map((o) => ({
      "@type": "ContactPoint",
      contactType: o.name,
      email: o.email,
      telephone: o.phone,
    })),
  } satisfies CollegeOrUniversity;
}

/**
 * A page's JSON-LD graph: the university first (the page's own full node, else the brief one), then
 * the trail to the page (`BreadcrumbList`, on pages below the home page), then the page's nodes.
 */
export function pageGraph(
  university: UniversityFacts,
  trail: readonly NavLink[] | undefined,
  nodes: readonly JsonLd[],
) {
  const isUniversity = (n: JsonLd) => n["@type"] === "CollegeOrUniversity";
  return {
    "@context": "https://schema.org",
    "@graph": [
      ...(nodes.some(isUniversity) ? nodes.filter(isUniversity) : [universityBrief(university)]),
      ...(trail && trail.length > 1 ? [breadcrumbNode(trail)] : []),
      ...nodes.filter((n) => !isUniversity(n)),
    ],
  };
}

/**
 * A page's graph as its own language says it (decision 026). The nodes are built from the default
 * locale's paths; on another language's page every address of a page of the site becomes that
 * language's page and `inLanguage` that language. The university's `@id` stays one for every
 * language (one university), and files (the logo, images) have one address.
 */
export function inPageLanguage<T>(graph: T, locale: string): T {
  if (locale === DEFAULT_LOCALE.code) return graph;
  const origin = absoluteUrl(pagePath("/")).slice(0, -1);
  const localize = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => localize(item));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, k)]));
    if (typeof value !== "string") return value;
    if (key === "inLanguage") return locale;
    if (value === UNIVERSITY_ID || !value.startsWith(`${origin}/`)) return value;
    const path = value.slice(origin.length);
    const file = (path.split(/[?#]/)[0].split("/").pop() ?? "").includes(".");
    if (!file) return `${origin}${inLocale(path, locale)}`;
    // A page's share image is drawn in each language: the page's own in this one.
    const imaged = pageOfShareImage(path);
    return imaged === null ? value : `${origin}${shareImagePath(inLocale(imaged, locale))}`;
  };
  return localize(graph) as T;
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
