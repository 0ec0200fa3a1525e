import { withoutTrailingSlash } from "./paths.ts";

/**
 * The public origin of the site (no trailing slash), fixed at build time from `SITE_URL`.
 * The default is a reserved example domain so a build never points at somebody's real site.
 */
export const DEFAULT_SITE_URL = "https://www.al-ofoq.example";

/** The origin a build is made for: `SITE_URL` as given (its trailing slashes dropped), or the default. */
export function siteUrlOf(env: { SITE_URL?: string }): string {
  return (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

declare const __SITE_URL__: string | undefined;

export const SITE_URL: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : DEFAULT_SITE_URL;

/** The host a reader checks an outside link by: `https://www.moe.edu.ps/x` → `www.moe.edu.ps`. */
export function hostOf(url: string): string {
  return new URL(url).host;
}

/** Absolute URL of a path on the public site, in its canonical form (no trailing slash). */
export function absoluteUrl(pathname: string): string {
  return SITE_URL + withoutTrailingSlash(pathname);
}
