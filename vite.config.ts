import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { parse } from "yaml";
import { siteUrlOf } from "#app/lib/site-url.ts";
import { shellFiles } from "#scripts/vite-shell-files.ts";
import { compileHints } from "#scripts/vite-compile-hints.ts";
import { shellTimings } from "#scripts/vite-shell-timings.ts";
import { contentRegistries } from "#scripts/vite-content-registries.ts";
import { CHUNK } from "#app/shell/scripts-after-paint.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/i18n/locales.ts";
import { ENGLISH_KEY, englishForm, withoutEnglish } from "#app/content/english-form.ts";
import { adminDevServer } from "#scripts/cms/admin-dev.ts";

// The public origin is fixed at build time: canonical links, sitemap.xml and robots.txt use it.
const siteUrl = siteUrlOf(process.env);

// The university's name in each language the content is written in (its English as the content
// model reads it, app/content/english-form.ts), for the rare page that renders without the root
// loader (a server error) …
const site: unknown = parse(readFileSync("content/site.yaml", "utf8"));
const nameIn = (form: unknown) => (form as { name?: unknown } | null)?.name;
const siteNames = Object.fromEntries(
  Object.entries({
    [DEFAULT_LOCALE.code]: nameIn(withoutEnglish(site)),
    [ENGLISH_KEY]: nameIn(englishForm(site).english),
  }).filter(([, n]) => typeof n === "string"),
);
// … and the error pages' titles, from each locale's messages file.
const errorTitles = Object.fromEntries(
  LOCALES.map(({ code }) => {
    const messages = JSON.parse(readFileSync(`app/i18n/messages/${code}.json`, "utf8")) as Record<string, string>;
    return [code, { notFound: messages["error.notFound.pageTitle"], server: messages["error.server.pageTitle"] }];
  }),
);

export default defineConfig({
  // `npm run cms` (scripts/cms/dev.ts) also serves the CMS's page at /admin.
  plugins: [
    shellTimings(),
    contentRegistries(),
    tailwindcss(),
    reactRouter(),
    shellFiles(),
    compileHints(),
    ...(process.env.CMS_LOCAL_URL ? [adminDevServer()] : []),
  ],
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __SITE_NAMES__: JSON.stringify(siteNames),
    __ERROR_TITLES__: JSON.stringify(errorTitles),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The app's small shared modules (components, formatting, views) in one chunk: split one
        // by one they cost a request and a module wrapper each on a slow connection.
        codeSplitting: {
          groups: [
            // The framework in two chunks of its own, so a page's start-up can evaluate them one
            // per task (app/shell/scripts-after-paint.ts): React DOM (with its scheduler) …
            { name: CHUNK.reactDom, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            // … and React with React Router (and what React Router brings).
            {
              name: CHUNK.framework,
              test: /[\\/]node_modules[\\/](react|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 2,
            },
            {
              name: CHUNK.shared,
              // A feature's own UI (features/*/ui) stays out: two pages share it (the admission answer
              // on the finder and on the result card) and the rest should not carry it. So does all of
              // search, which the search dialog and /search share and no other page needs. Page meta
              // (content/meta.ts) goes in: every page's `meta` calls it.
              test: (id) =>
                /[\\/]app[\\/]((components|lib|features|shell|i18n)[\\/]|content[\\/]meta\.ts)/.test(id) &&
                !/[\\/]features[\\/][^\\/]+[\\/]ui[\\/]/.test(id) &&
                !/[\\/]features[\\/]search[\\/]/.test(id) &&
                !/[\\/]components[\\/]sections[\\/](?!PageHeader)/.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
