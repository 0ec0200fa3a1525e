import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "~/content/structured-data";
import { absoluteUrl } from "./site-url";
import { documentTitle } from "./title";

export interface PageSeo {
  /** The page's own title; absent → the title rule's fallback. */
  title?: string;
  /** Page description; absent → the university's description. */
  description?: string;
  /** Keep the page out of search engines (templates, errors). */
  noindex?: boolean;
  /** The page's own structured data (its loader's `structuredData`), after the university's. */
  structuredData?: readonly JsonLd[];
}

declare const __SITE_NAME__: string | undefined;
/** The name from content/site.yaml, fixed at build time; used when the root loader has no data. */
const BUILD_SITE_NAME = typeof __SITE_NAME__ === "string" ? __SITE_NAME__ : "";

interface RootData {
  siteName: string;
  description: string;
  /** The university's structured data node, on every indexable page. */
  university?: JsonLd;
}

/** Finds the root loader's data among a route's `meta` matches (absent on a root error). */
function rootData(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData | undefined {
  const root = matches.find((m) => m?.id === "root");
  return root?.data as RootData | undefined;
}

/** Title, description, canonical link and link-preview tags for a page. */
export function seo(
  args: { matches: readonly ({ id: string; data?: unknown } | undefined)[]; location: { pathname: string } },
  page: PageSeo,
): MetaDescriptor[] {
  const root = rootData(args.matches);
  const siteName = root?.siteName ?? BUILD_SITE_NAME;
  const title = documentTitle(siteName, page.title, args.location.pathname);
  const description = page.description ?? root?.description ?? "";
  const url = absoluteUrl(args.location.pathname);
  return [
    { title },
    { name: "description", content: description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "ar_PS" },
    ...structuredData(root?.university, page),
  ];
}

/**
 * One JSON-LD data block: the university, then the page's own nodes. React Router writes it as
 * `<script type="application/ld+json">` with `<`, `>`, `&`, U+2028 and U+2029 escaped; a data block
 * is no script the browser runs, so the CSP hashes leave it out (scripts/csp-hashes.ts).
 */
function structuredData(university: JsonLd | undefined, page: PageSeo): MetaDescriptor[] {
  if (page.noindex || !university) return [];
  const graph = { "@context": "https://schema.org", "@graph": [university, ...(page.structuredData ?? [])] };
  return [{ "script:ld+json": graph }];
}
