/**
 * The first-visit offer of the page in another language (decision 026): a visitor whose browser
 * prefers another language the site has is offered the page in it, once, and never sent there. A
 * redirect by the browser's language would make the same address answer differently from one
 * visitor to the next, which a CDN cannot cache and a crawler or a shared link cannot trust.
 *
 * Decided by a script in the page's head, before the first paint (as the splash is): the offer,
 * in the other language's words that every page carries, is in the page's flow from its first
 * frame, so nothing moves when it appears (issues 55 and 56: decided after hydration, it pushed
 * every page down by its height, a layout shift of 0.12 on each Arabic page Lighthouse loaded).
 *
 * The rule, for a page in language P:
 * - only on a first visit: no offer once the locale cookie names a language, whichever it is;
 * - the language offered is the browser's first language that the site has (`navigator.languages`,
 *   "en-GB" read as "en"), and none if that is P;
 * - whether the page exists in that language is the page's to say: only then does it hold an offer
 *   in that language (components/layout/LanguageSuggestion.tsx), which the attribute shows.
 */
import { LOCALES } from "./locales.ts";
import { LOCALE_COOKIE } from "./locale-cookie.ts";

/** On `<html>`, the language offered to this visitor (its code), from the head script below. */
export const OFFER_ATTRIBUTE = "data-offer";

/** The class of an offer, hidden unless the head script set `OFFER_ATTRIBUTE` (app.css). */
export const OFFER_CLASS = "language-offer";

/**
 * The head's script, written in the ES5 every browser parses, with no module or import: it runs
 * before the page's body is parsed. Its rule is stated above; language-offer.rules.test.ts holds it
 * to a table of visitors.
 */
export const LANGUAGE_OFFER_SCRIPT = `(function(){try{var d=document.documentElement,s=${JSON.stringify(LOCALES.map((l) => l.code))};if(/(?:^|;\\s*)${LOCALE_COOKIE}=/.test(document.cookie))return;var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];for(var i=0;i<l.length;i++){var c=String(l[i]).toLowerCase().split("-")[0];if(s.indexOf(c)>=0){if(c!==d.lang)d.setAttribute(${JSON.stringify(OFFER_ATTRIBUTE)},c);return}}}catch(e){}})();`;

/** The language the head script offered on this page, or undefined (none, or declined since). */
export const offeredLanguage = (): string | undefined =>
  document.documentElement.getAttribute(OFFER_ATTRIBUTE) ?? undefined;

/** The offer followed or declined: it is gone from every page for the rest of the visit. */
export const endOffer = (): void => document.documentElement.removeAttribute(OFFER_ATTRIBUTE);

/** Calls `changed` whenever the offer changes (ended), until the returned function is called. */
export function watchOffer(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [OFFER_ATTRIBUTE] });
  return () => observer.disconnect();
}
