// @ts-check
/**
 * The site's pages: one list, so the route table, the page list, the links and the server agree
 * (decision 020). Plain JavaScript, here in common/, because the production server reads it as it
 * is, without the app's build (`test:production-install` deploys server/, common/ and build/); the
 * app reads it through app/lib/paths.ts, which makes links from it (`pagePath`). The route table
 * (app/routes.ts) gives each page its module (TypeScript holds it to exactly these names); the
 * site's own pages (sitemap, menus, titles) are named from it in app/content/pages.ts. A page's
 * path is written here and nowhere else in the code (app/lib/paths.links.rules.test.ts).
 */

/**
 * Every page and file the router serves, by name, in the order of the route table: its path,
 * where `:name` marks a segment from the content (`/colleges/:college`).
 */
export const PAGES = /** @type {const} */ ({
  home: "/",
  programs: "/programs",
  admissionKeys: "/admission-keys",
  results: "/high-school-results",
  news: "/news",
  publications: "/publications",
  partnerships: "/partnerships",
  presidentSpeech: "/president-speech",
  help: "/help",
  international: "/international-applicants",
  contact: "/contact-us",
  privacy: "/privacy",
  accessibility: "/accessibility",
  newsArticle: "/news/:slug",
  search: "/search",
  colleges: "/colleges",
  collegeTemplate: "/colleges/college-template",
  programTemplate: "/colleges/specialty-template",
  college: "/colleges/:college",
  program: "/colleges/:college/:program",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  manifest: "/manifest.webmanifest",
  admissionAnswer: "/admission-answer.json",
  searchIndex: "/search-index.json",
  // Which urgent notices show now: rendered per request, never prerendered (decision 017).
  notices: "/_notices/:file",
  notFound: "/*",
});
