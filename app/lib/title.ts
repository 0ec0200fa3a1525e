import { decodeOrKeep } from "./decode.ts";
/** The separator between the site name and the page title. */
export const TITLE_SEPARATOR = " | ";

/** `college-template` → `College Template`: the fallback when a page has no title of its own. */
export function titleFromPath(pathname: string): string | undefined {
  const segment = pathname.split(/[?#]/)[0].split("/").filter(Boolean).pop();
  if (!segment) return undefined;
  const words = decodeOrKeep(segment)
    .replace(/\.[a-z0-9]+$/i, "")
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toLocaleUpperCase("en") + w.slice(1)).join(" ") || undefined;
}

/**
 * The document title: the site name, then the page title after a separator.
 * A page without a title of its own falls back to its last path segment, capitalised;
 * with neither (the home page) the title is the site name alone.
 */
export function documentTitle(siteName: string, pageTitle: string | null | undefined, pathname: string): string {
  const title = pageTitle?.trim() || titleFromPath(pathname);
  return title ? `${siteName}${TITLE_SEPARATOR}${title}` : siteName;
}
