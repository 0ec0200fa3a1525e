/**
 * Where a page's share image is (the picture a link preview shows): one function for the pages'
 * `og:image` and for the build step that draws the images (scripts/share-images), so the two
 * cannot disagree. Pure and free of words.
 */
import { withoutTrailingSlash } from "./paths.ts";

/** Every share image's size and type (the size link previews crop to, 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** The folder of the client build (and of the site's URLs) that holds the share images. */
export const SHARE_IMAGE_DIR = "/og";

/** The image of every page that has none of its own (error pages, templates, search results). */
export const DEFAULT_SHARE_IMAGE = `${SHARE_IMAGE_DIR}/default.png`;

/**
 * The URL path of a page's share image: `/` → `/og/home.png`, `/colleges/it/swe` →
 * `/og/colleges/it/swe.png`; `null` (a page without an image of its own) → the default.
 */
export function shareImagePath(pathname: string | null): string {
  if (pathname === null) return DEFAULT_SHARE_IMAGE;
  const path = withoutTrailingSlash(pathname);
  return `${SHARE_IMAGE_DIR}${path === "/" ? "/home" : path}.png`;
}

/** The page whose share image is at `imagePath` (`/og/home.png` → `/`); `null` for the default image or another file. */
export function pageOfShareImage(imagePath: string): string | null {
  if (imagePath === DEFAULT_SHARE_IMAGE || !imagePath.startsWith(`${SHARE_IMAGE_DIR}/`) || !imagePath.endsWith(".png"))
    return null;
  const page = imagePath.slice(SHARE_IMAGE_DIR.length, -".png".length);
  return page === "/home" ? "/" : page;
}
