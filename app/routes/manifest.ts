import { registry } from "#app/content/registry.server.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { BACKGROUND_COLOR, THEME_COLOR } from "#app/lib/brand.ts";
import { pagePath } from "#app/lib/paths.ts";

/** `/manifest.webmanifest`, built from the content so the university's name lives in one place. */
export function loader() {
  const manifest = {
    name: registry.site.name,
    short_name: registry.site.name,
    description: registry.site.description,
    lang: DEFAULT_LOCALE.code,
    dir: DEFAULT_LOCALE.dir,
    start_url: pagePath("/"),
    display: "browser",
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
