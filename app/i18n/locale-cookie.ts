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

/** Sets the cookie when it is missing or names another locale. */
export function rememberLocale(locale: string): void {
  if (readLocaleCookie(document.cookie) === locale) return;
  document.cookie = localeCookie(locale, window.location.protocol === "https:");
}
