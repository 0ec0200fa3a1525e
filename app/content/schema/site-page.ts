/**
 * A page of the site a content entry may point to, by its path (`/high-school-results`): the site's
 * own pages (SITE_PAGES, the one list) and the colleges' index. Search's synonyms lead to them
 * (search.ts), and a help answer names them for further reading (faq.ts).
 */
import { z } from "zod";
import { PAGES } from "#app/lib/paths.ts";
import { pageTitleKey, SITE_PAGES } from "#app/content/pages.ts";
// The CMS is in Arabic: its lists name each page as the Arabic site titles it.
import ar from "#app/i18n/messages/ar.json" with { type: "json" };

export type LinkedPage = (typeof SITE_PAGES)[number]["path"] | typeof PAGES.colleges;

const LINKED_PAGES: LinkedPage[] = [...SITE_PAGES.map((p) => p.path), PAGES.colleges];

export const sitePage = z.enum(LINKED_PAGES as [LinkedPage, ...LinkedPage[]]).meta({ title: "صفحة" });

/** Each page's name in the CMS's list: its title, the message `page.…` the page itself shows. */
export const PAGE_LABELS = Object.fromEntries(
  LINKED_PAGES.map((path) => [path, (ar as Record<string, string>)[pageTitleKey(path)]]),
) as Record<LinkedPage, string>;
