/**
 * What site search finds, as flat documents built from the content registry: every degree,
 * college, course of a study plan, help question, publication, news item and page. Pure (the page titles,
 * which live in the messages, are passed in), so the build, the server and the tests build the
 * same list.
 */
import type { Registry } from "#app/content/registry.ts";
import type { SitePagePath } from "#app/content/pages.ts";
import { SITE_PAGES } from "#app/content/pages.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { collegePath, newsArticlePath, pagePath } from "#app/lib/paths.ts";
import { formatDate, type WrittenLanguage } from "#app/lib/format.ts";
import { DEFAULT_LOCALE, inLocale } from "#app/i18n/locales.ts";
import type { SearchDocument } from "./search-document.ts";
import { pageTexts, type MessageText } from "./page-text.ts";

export type { SearchDocument };

/** A help question's document id: the prefix, then the question's slug. */
export const HELP_ID_PREFIX = "help:";
/** The page titles, from the messages (server-side), which the builder cannot read itself. */
export interface SearchTitles {
  page: (path: SitePagePath) => string;
  colleges: string;
  /**
   * A message as written, in the registry's language: the headings and labels of the pages'
   * sections (page-text.ts). Without it a page is found by its title, lead and keywords only.
   */
  message?: MessageText;
}

/** How much of a body a result shows: a line or two on a phone. */
export const EXCERPT_CHARS = 160;

/** The start of a text, cut at a word boundary, with an ellipsis when cut. */
export function excerptOf(text: string, max = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\u060C\u061B,.:]+$/, "")}…`;
}

const withExcerpt = (body: string) => ({ body, excerpt: excerptOf(body) });

/**
 * The documents of the registry in one language: `r` is that language's, and every address is
 * that language's page (decision 026).
 */
export function searchDocuments(
  r: Registry,
  titles: SearchTitles,
  language: WrittenLanguage = DEFAULT_LOCALE.code as WrittenLanguage,
): SearchDocument[] {
  const degrees = catalogDegrees(r);

  const degreeDocs = degrees.map<SearchDocument>((d) => ({
    id: `degree:${d.id}`,
    kind: "degree",
    title: d.sheet.name,
    href: d.href,
    context: `${d.degreeName} · ${d.college.name}`,
    latin: d.sheet.nameEn,
    ...withExcerpt(d.sheet.summary),
  }));

  const collegeDocs = r.colleges.map<SearchDocument>((c) => ({
    id: `college:${c.slug}`,
    kind: "college",
    title: c.name,
    href: collegePath(c.slug),
    latin: c.nameEn,
    ...withExcerpt(c.summary),
  }));

  // A course shared by several plans (the university requirements) is one result, in the first
  // program that teaches it; the rest are counted.
  const courses = new Map<string, { doc: SearchDocument; programs: Set<string> }>();
  for (const d of degrees) {
    for (const course of d.sheet.studyPlan.flatMap((y) => y.semesters.flatMap((s) => s.courses))) {
      const known = courses.get(course.code);
      if (known) known.programs.add(d.id);
      else
        courses.set(course.code, {
          programs: new Set([d.id]),
          doc: {
            id: `course:${course.code}`,
            kind: "course",
            title: course.name,
            in: `degree:${d.id}`,
            latin: course.code,
            code: course.code,
          },
        });
    }
  }
  const courseDocs = [...courses.values()].map(({ doc, programs }) =>
    programs.size > 1 ? { ...doc, alsoIn: programs.size - 1 } : doc,
  );

  const helpDocs = r.faq.flatMap((g) =>
    g.questions.map<SearchDocument>((q) => ({
      id: `${HELP_ID_PREFIX}${q.slug}`,
      kind: "help",
      title: q.question,
      href: pagePath("/help", {}, { hash: q.slug }),
      context: g.title,
      ...withExcerpt(q.answer.join(" ")),
    })),
  );

  const publicationDocs = r.publications.map<SearchDocument>((p) => ({
    id: `publication:${p.slug}`,
    kind: "publication",
    title: p.title,
    href: pagePath("/publications", {}, { hash: p.slug }),
    context: `${p.venue} · ${p.year}`,
    latin: p.authors.join(" "),
    ...withExcerpt(p.abstract),
  }));

  // A news item: found by its headline and summary, its day published under the title. Not by its
  // whole text: the browser loads the index when search opens, and each item's text would add about
  // 0.8 KB (gzip) to it, its summary 0.25 KB, as the archive grows year after year.
  const newsDocs = r.news.map<SearchDocument>((n) => ({
    id: `news:${n.slug}`,
    kind: "news",
    title: n.title,
    href: newsArticlePath(n.slug),
    context: formatDate(n.date, language),
    ...withExcerpt(n.summary),
  }));

  // A page: found by its title, the words visitors search it by (search.yaml), its sections'
  // headings and its text (page-text.ts), as a help question is by its answer; its lead is what
  // a result shows.
  const texts = titles.message ? pageTexts(r, titles.message) : {};
  const keywords = (path: string) =>
    r.searchSynonyms
      .filter((e) => e.pages?.includes(path as never))
      .flatMap((e) => e.asked)
      .join(" ");
  const page = (path: string, title: string, lead: string): SearchDocument => {
    const text = Object.hasOwn(texts, path) ? texts[path as SitePagePath] : undefined;
    const doc: SearchDocument = { id: `page:${path}`, kind: "page", title, href: path, excerpt: excerptOf(lead) };
    doc.body = [lead, ...(text?.text ?? [])].join("\n");
    if (text?.headings.length) doc.headings = text.headings.join("\n");
    const words = keywords(path);
    if (words) doc.keywords = words;
    return doc;
  };
  const pageDocs: SearchDocument[] = [
    ...SITE_PAGES.map<SearchDocument>((p) => {
      const slug = p.path.slice(1);
      const lead =
        p.path === pagePath("/news")
          ? r.newsPage.lead
          : Object.hasOwn(r.site.leads, slug)
            ? r.site.leads[slug as keyof typeof r.site.leads]
            : (r.pages[slug]?.description ?? r.site.lead);
      return page(p.path, titles.page(p.path), lead);
    }),
    page(pagePath("/colleges"), titles.colleges, r.site.leads.colleges),
  ];

  return [...degreeDocs, ...collegeDocs, ...courseDocs, ...helpDocs, ...publicationDocs, ...newsDocs, ...pageDocs].map(
    (doc) => (doc.href ? { ...doc, href: inLocale(doc.href, language) } : doc),
  );
}
