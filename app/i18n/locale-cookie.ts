/**
 * Remembers the chosen interface language in the `i18n_redirected` cookie. Set by the browser
 * on the first visit: a Set-Cookie header on prerendered HTML would keep CDNs from caching it.
 */
import { decodeOrKeep } from "#app/lib/decode.ts";

/** The cookie that remembers the interface language (specification §9). */
export const LOCALE_COOKIE = "i18n_redirected";
/** Its lifetime: 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie string for a locale (pure, for tests). */
export function localeCookie(locale: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readLocaleCookie(cookies: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookies);
  return match ? decodeOrKeep(match[1]) : undefined;
}

/**
 * What the cookie held when this page loaded, as `rememberLocale` found it before writing: `null`
 * until it has run, `undefined` on a first visit.
 */
let rememberedAtLoad: string | undefined | null = null;

/** Sets the cookie when it is missing or names another locale. */
export function rememberLocale(locale: string): void {
  const remembered = readLocaleCookie(document.cookie);
  if (rememberedAtLoad === null) rememberedAtLoad = remembered;
  if (remembered === locale) return;
  document.cookie = localeCookie(locale, window.location.protocol === "https:");
}

/**
 * The language the visitor had before this page (the first-visit suggestion's question): `null`
 * before the page has remembered its own, so a caller that asks too early suggests nothing.
 */
export const localeRememberedAtLoad = (): string | undefined | null => rememberedAtLoad;
