import type { MetaDescriptor } from "react-router";
import { SHARE_IMAGE, shareImagePath } from "#app/lib/share-image.ts";
import type { NavLink } from "./navigation.ts";
import { inPageLanguage, pageGraph, type JsonLd, type UniversityFacts } from "./structured-data.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { documentTitle } from "#app/lib/title.ts";
import { DEFAULT_LOCALE, localeOfPath, withoutLocale } from "#app/i18n/locales.ts";

export interface PageSeo {
  /** The page's own title; absent → the title rule's fallback. */
  title?: string;
  /** Page description; absent → the university's description. */
  description?: string;
  /** Keep the page out of search engines (templates, errors). */
  noindex?: boolean;
  /** The trail to the page (its loader's `trail`): its breadcrumbs in the structured data. */
  trail?: readonly NavLink[];
  /** The page's own structured data nodes (content/structured-data.ts `pageGraph`). */
  structuredData?: readonly JsonLd[];
  /** A news item: its link preview is an article's (Open Graph `article:*`, days `YYYY-MM-DD`). */
  article?: { published: string; modified: string; section: string };
}

declare const __SITE_NAMES__: Record<string, string> | undefined;
/**
 * The name from content/site.yaml in each language it is written in, fixed at build time; used when
 * the root loader has no data (the Arabic for a language the content lacks).
 */
const BUILD_SITE_NAMES = typeof __SITE_NAMES__ === "object" ? __SITE_NAMES__ : {};

interface RootData {
  siteName: string;
  /** The page in each language it exists in (content/alternates.server.ts). */
  alternates?: readonly { locale: string; href: string }[];
  description: string;
  /** What the footer shows of the university: its brief structured data node. */
  footer?: Omit<UniversityFacts, "name">;
}

/** Finds the root loader's data among a route's `meta` matches (absent on a root error). */
function rootData(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData | undefined {
  const root = matches.find((m) => m?.id === "root");
  return root?.loaderData as RootData | undefined;
}

/**
 * The page's other language versions for search engines (`hreflang`, both ways, each page naming
 * itself too), and `x-default`, the version for a reader of neither language: the default locale's.
 * A page that exists in one language only names none.
 */
function languageLinks(alternates: readonly { locale: string; href: string }[]): MetaDescriptor[] {
  if (alternates.length < 2) return [];
  const fallback = alternates.find((a) => a.locale === DEFAULT_LOCALE.code) ?? alternates[0];
  return [...alternates, { locale: "x-default", href: fallback.href }].map((a) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: a.locale,
    href: absoluteUrl(a.href),
  }));
}

/**
 * Title, description, canonical link and link-preview tags for a page: Open Graph and the
 * Twitter card, with the page's share image (drawn at build time, scripts/share-images; a page
 * kept out of search engines shows the site's default image).
 */
export function seo(
  args: { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]; location: { pathname: string } },
  page: PageSeo,
): MetaDescriptor[] {
  const root = rootData(args.matches);
  const { pathname } = args.location;
  const locale = localeOfPath(pathname);
  const siteName = root?.siteName ?? BUILD_SITE_NAMES[locale.code] ?? BUILD_SITE_NAMES[DEFAULT_LOCALE.code] ?? "";
  const title = documentTitle(siteName, page.title, withoutLocale(pathname));
  const description = page.description ?? root?.description ?? "";
  const url = absoluteUrl(pathname);
  // Every indexable page has its image, drawn in its language (scripts/share-images).
  const image = absoluteUrl(shareImagePath(page.noindex ? null : pathname));
  return [
    { title },
    { name: "description", content: description },
    ...(page.noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }, ...languageLinks(root?.alternates ?? [])]),
    { property: "og:type", content: page.article ? "article" : "website" },
    ...(page.article
      ? [
          { property: "article:published_time", content: page.article.published },
          { property: "article:modified_time", content: page.article.modified },
          { property: "article:section", content: page.article.section },
        ]
      : []),
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale.ogLocale },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
    ...(page.noindex || !root?.footer
      ? []
      : [
          {
            "script:ld+json": inPageLanguage(
              pageGraph({ name: siteName, ...root.footer }, page.trail, page.structuredData ?? []),
              locale.code,
            ),
          },
        ]),
  ];
}
