import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. College and program routes are dynamic: their loaders accept only what
 * the content registry knows, so an unknown slug is a 404 and adding a program is adding a file.
 */
export default [
  index("routes/home.tsx"),
  route("admission-keys", "routes/admission-keys.tsx"),
  route("high-school-results", "routes/high-school-results.tsx"),
  route("news", "routes/news.tsx"),
  route("news/:slug", "routes/news-article.tsx"),
  route("publications", "routes/publications.tsx"),
  route("partnerships", "routes/partnerships.tsx"),
  route("president-speech", "routes/president-speech.tsx"),
  route("help", "routes/help.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("privacy", "routes/privacy.tsx", { id: "privacy" }),
  route("accessibility", "routes/privacy.tsx", { id: "accessibility" }),
  route("programs", "routes/programs.tsx"),
  route("search", "routes/search.tsx"),
  route("colleges", "routes/colleges.tsx"),
  route("colleges/college-template", "routes/college-template.tsx"),
  route("colleges/specialty-template", "routes/specialty-template.tsx"),
  route("colleges/:college", "routes/college.tsx"),
  route("colleges/:college/:program", "routes/program.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("admission-answer.json", "routes/admission-answer.ts"),
  route("search-index.json", "routes/search-index.ts"),
  // Which urgent notices show now: rendered per request, never prerendered (decision 017).
  route("_notices/:file", "routes/notices-stylesheet.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
