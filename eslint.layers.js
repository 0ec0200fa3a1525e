// @ts-check
/**
 * The layers of the code, as ESLint keeps them (ARCHITECTURE.md, "Layers"; decision 020).
 * Imports run one way, from the top of this list to the bottom:
 *
 *   pages        app/routes/, app/root.tsx, app/entry.*.tsx, app/routes.ts
 *   sections     app/components/sections/, app/components/layout/
 *   features     app/features/<name>/ (with its own ui/)
 *   content      app/content/
 *   i18n         app/i18n/
 *   ground       app/lib/, app/components/ui/, app/generated/
 *
 * `app/shell/` sits beside the pages: it may use the ground and i18n, and only the pages import
 * it (it loads features through the router). `app/admin/` (the CMS) is an application of its own
 * on top of everything. `server/` is the production server: the app never imports it, and it
 * imports nothing of the app. `common/` is what both need (cache rules, the results store and
 * its patterns): plain JavaScript with types, which imports neither.
 */

const PAGES = ["./app/routes", "./app/root.tsx", "./app/entry.client.tsx", "./app/entry.server.tsx", "./app/routes.ts"];
const SECTIONS = ["./app/components/sections", "./app/components/layout"];
const FEATURES = ["./app/features"];
const CONTENT = ["./app/content"];
const I18N = ["./app/i18n"];
const GROUND = ["./app/lib", "./app/components/ui", "./app/generated"];
const SHELL = ["./app/shell"];
const ADMIN = ["./app/admin"];
const SERVER = ["./server"];
const COMMON = ["./common"];

/** What a layer may not import: everything above it, the shell, the CMS and the server. */
const zone = (target, from, why) => ({ target, from, message: `${why} (ARCHITECTURE.md, "Layers"; decision 020).` });

/** @type {import("eslint-plugin-import-x").RuleOptions} */
export const layerZones = [
  zone(
    GROUND,
    [...I18N, ...CONTENT, ...FEATURES, ...SECTIONS, ...PAGES, ...SHELL, ...ADMIN, ...SERVER],
    "lib/ and components/ui/ are the ground: they know nothing of the university, its words or its pages",
  ),
  zone(
    I18N,
    [...CONTENT, ...FEATURES, ...SECTIONS, ...PAGES, ...SHELL, ...ADMIN, ...SERVER],
    "i18n/ sits under content: it may use only the ground",
  ),
  zone(
    CONTENT,
    [...FEATURES, ...SECTIONS, ...PAGES, ...SHELL, ...ADMIN, ...SERVER],
    "content/ sits under the features: a feature reads the content, never the other way",
  ),
  zone(
    FEATURES,
    [...SECTIONS, ...PAGES, ...SHELL, ...ADMIN, ...SERVER],
    "a feature sits under the sections and pages, and the shell loads it through the router, not the other way",
  ),
  zone(
    SECTIONS,
    [...PAGES, ...SHELL, ...ADMIN, ...SERVER],
    "sections and layout sit under the pages and may not reach into the shell",
  ),
  zone(PAGES, [...ADMIN, ...SERVER], "the pages never import the CMS or the production server"),
  zone(
    SHELL,
    [...CONTENT, ...FEATURES, ...SECTIONS, ...PAGES, ...ADMIN, ...SERVER],
    "the shell may use only the ground and i18n; it loads features through the router",
  ),
  zone(ADMIN, SERVER, "the CMS never imports the production server"),
  zone(SERVER, ["./app", "./scripts"], "the production server runs without the app's sources: it imports only common/"),
  zone(COMMON, ["./app", "./server", "./scripts"], "common/ is shared by the server and the app: it imports neither"),
];

/**
 * One way to import: `#app/…` (and `#common/…`, `#server/…`, `#scripts/…`, `#tests/…`,
 * `#deploy/…`: package.json "imports") for anything outside a file's own folder, `./…` within
 * it. These resolve alike in the app, config files, scripts and worker threads.
 */
export const IMPORT_FORM = [
  {
    regex: "^(~/|\\.\\./|\\./(app|common|server|scripts|tests|deploy)/)",
    message:
      "Import from outside this file's folder through the package's subpath imports (#app/…, #common/…, #server/…, #scripts/…, #tests/…: package.json \"imports\"), with the file's extension; use ./ only within the folder.",
  },
];
