/**
 * What the content registry is made of: the files it is built from, the problems it reports and
 * the typed data it returns. Types only, importing nothing but the schemas' types, so any content
 * module can name them without importing the builder (which imports those modules back).
 */
import type {
  AdmissionInfo,
  College,
  Degree,
  FaqGroup,
  International,
  NewsFrontMatter,
  NewsPage,
  Notice,
  SearchSynonym,
  Partner,
  Program,
  ProseFrontMatter,
  Publication,
  Site,
  Stream,
} from "./schema.ts";

/** The raw text of the content files, by path (`content/site.yaml`). */
export type ContentFiles = Record<string, string>;

export interface ContentProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export interface ProsePage extends ProseFrontMatter {
  /**
   * Rendered HTML of the Markdown body. Editors write the Markdown through the CMS and it is
   * reviewed in git before it is published, and sanitised by content/markdown.ts's allow-list.
   */
  html: string;
}

/** A news item: its front matter (its slug is its file's name) and its body. */
export interface NewsItem extends NewsFrontMatter {
  /** Rendered HTML of the Markdown body: written by editors through the CMS, reviewed in git, sanitised by content/markdown.ts. */
  html: string;
}

export interface Registry {
  site: Site;
  streams: Stream[];
  degrees: Degree[];
  admission: AdmissionInfo;
  /** Colleges sorted by `order`. */
  colleges: College[];
  /** Programs that admit students, sorted by college order, then file order: every list's. */
  programs: Program[];
  /**
   * Programs no longer admitting (`retired`), in the same order: only their own pages show them
   * (old links still answer); no list, search, answer or alternative offers them.
   */
  retiredPrograms: Program[];
  partners: Partner[];
  publications: Publication[];
  faq: FaqGroup[];
  pages: Record<string, ProsePage>;
  /** Layout samples for editors; never listed anywhere. */
  templates: { college: College; program: Program };
  /**
   * The day each content file was last changed, by path (`content/site.yaml`): its `updated`, or
   * for a file that is a list, its latest entry's. What the sitemap's `lastmod` is made of.
   */
  fileDates: Record<string, string>;
  /** The news page (content/news.yaml). */
  newsPage: NewsPage;
  /** The news items (content/news/*.md), newest first. */
  news: NewsItem[];
  /** The urgent notices (content/notices.yaml), in the file's order, ended ones included. */
  notices: Notice[];
  /**
   * The words visitors type for the site's words (content/search.yaml): in English, the English
   * list only (the Arabic entries have no English).
   */
  searchSynonyms: SearchSynonym[];
  /** The page for applicants from abroad (content/international.yaml). */
  international: International;
}

/** An entry of a folder and the file it was read from, while the registry is built. */
export interface Entry<T> {
  file: string;
  data: T;
}

/** The language a registry is read in: the content's Arabic, or the English written beside it. */
export type ContentLanguage = "ar" | "en";

export interface BuildOptions {
  /**
   * The latest day an `updated` date may name (`YYYY-MM-DD`), e.g. today: a later one is reported
   * as a problem. Unset, no date is too late (the registry itself never reads the clock).
   */
  latestDay?: string;
  /** Which form of the content to read: its Arabic (the default) or its English (decision 026). */
  language?: ContentLanguage;
}

/** The content in each language it is written in: Arabic always, English once the site has it. */
export interface Registries {
  ar: Registry;
  en?: Registry;
}
