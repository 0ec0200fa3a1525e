/**
 * The first-visit suggestion (decision 026): a visitor whose browser prefers another language the
 * page exists in is offered that page, once, and never sent there. A redirect by the browser's
 * language would make the same address answer differently from one visitor to the next, which a
 * CDN cannot cache and a crawler or a shared link cannot trust.
 */
import { LOCALES } from "./locales.ts";

export interface SuggestionInput {
  /** The language of the page in view. */
  page: string;
  /** The language the locale cookie held when this page loaded; undefined on a first visit. */
  remembered: string | undefined;
  /** The browser's languages, most preferred first (`navigator.languages`: "en-US", "ar"…). */
  preferred: readonly string[];
  /** The languages this page exists in (its hreflang alternates). */
  existing: readonly string[];
}

/** The site's language a browser tag names ("en-GB" → "en"), or undefined for one the site has not. */
function siteLanguage(tag: string): string | undefined {
  const primary = tag.toLowerCase().split("-")[0];
  return LOCALES.find((l) => l.code === primary)?.code;
}

/**
 * The language to suggest, or undefined. Only on a first visit (a visitor who has read the site
 * has a language already, and may have chosen it), and only when the browser's first language the
 * site has is not the page's and the page exists in it.
 */
export function suggestedLanguage({ page, remembered, preferred, existing }: SuggestionInput): string | undefined {
  if (remembered !== undefined) return undefined;
  const wanted = preferred.map(siteLanguage).find((code) => code !== undefined);
  if (wanted === undefined || wanted === page || !existing.includes(wanted)) return undefined;
  return wanted;
}
