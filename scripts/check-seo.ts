/**
 * `npm run test:seo` (after a build): what search engines read in build/client.
 *
 * - sitemap.xml is valid against the sitemaps.org 0.9 schema, every page in it has a `lastmod`
 *   and is a prerendered page;
 * - every prerendered page has one JSON-LD block if it is in the sitemap (none if it is not), and
 *   its nodes hold what their type needs (scripts/structured-data-check.ts), their addresses on the
 *   site lead to a page and section that exist;
 * - every degree of the catalog has its EducationalOccupationalProgram on the page its address names,
 *   the help page its FAQPage, the publications page a node per publication, every news item its
 *   NewsArticle and the news page a CollectionPage of them all.
 *
 * Pages are found by walking the build and reading the sitemap: a page added later is checked too.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { htmlFiles } from "./build-files.ts";
import { validateSitemap } from "./sitemap-schema.ts";
import { structuredDataProblems } from "./structured-data-check.ts";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { entryDegrees, postgraduateDegrees } from "#app/content/catalog.ts";
import { newsArticlePath, pagePath } from "#app/lib/paths.ts";
import { inLocale, localeOfPath } from "#app/i18n/locales.ts";

const CLIENT = "build/client";
const started = performance.now();
const failures: string[] = [];
const fail = (where: string, message: string) => failures.push(`${where}: ${message}`);

// --- sitemap.xml -----------------------------------------------------------------------------
const sitemap = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
const validation = await validateSitemap(sitemap);
for (const error of validation.errors) fail("sitemap.xml", error);
if (!validation.valid && !validation.errors.length) fail("sitemap.xml", "invalid against the sitemaps.org schema");
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
  loc: /<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? "",
  lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1],
}));
if (!entries.length) fail("sitemap.xml", "no <url>");
/** The origin the build was made for (SITE_URL), as the sitemap names it. */
const origin = entries.length ? new URL(entries[0].loc).origin : "";
const indexable = new Set<string>();
for (const { loc, lastmod } of entries) {
  const url = new URL(loc);
  if (url.origin !== origin) fail("sitemap.xml", `${loc} is not on ${origin}`);
  if (!lastmod) fail("sitemap.xml", `${loc} has no lastmod`);
  indexable.add(url.pathname);
}

// --- the prerendered pages -------------------------------------------------------------------
const pageFile = (path: string) => join(CLIENT, path, "index.html");
const pathOf = (file: string) => `/${relative(CLIENT, file).split(sep).slice(0, -1).join("/")}`;
const pages = [...htmlFiles(CLIENT)].filter((f) => f.endsWith(`${sep}index.html`)).map(pathOf);
for (const path of indexable) if (!existsSync(pageFile(path))) fail(path, "in the sitemap but not prerendered");

const html = new Map<string, string>();
const read = (path: string) => {
  if (!html.has(path)) html.set(path, readFileSync(pageFile(path), "utf8"));
  return html.get(path)!;
};
const idsCache = new Map<string, ReadonlySet<string>>();
/** The ids of a page's elements; an empty set for a file the site serves; undefined for neither. */
function pageIds(path: string): ReadonlySet<string> | undefined {
  if (idsCache.has(path)) return idsCache.get(path);
  let ids: ReadonlySet<string> | undefined;
  if (existsSync(pageFile(path))) ids = new Set([...read(path).matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));
  else if (existsSync(join(CLIENT, path)) && statSync(join(CLIENT, path)).isFile()) ids = new Set();
  if (ids) idsCache.set(path, ids);
  return ids;
}

const LD_BLOCK = /<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
/** Every page's nodes by type, for the catalog checks below. */
const nodesOn = new Map<string, Record<string, unknown>[]>();
let blocks = 0;
for (const path of pages) {
  const found = [...read(path).matchAll(LD_BLOCK)].map(([, text]) => text);
  blocks += found.length;
  if (!indexable.has(path)) {
    if (found.length) fail(path, "a page outside the sitemap (kept from search engines) carries JSON-LD");
    continue;
  }
  if (found.length !== 1) {
    fail(path, `${found.length} JSON-LD blocks, not 1`);
    continue;
  }
  for (const problem of structuredDataProblems(found[0], { path, origin, pageIds })) fail(path, problem);
  try {
    nodesOn.set(path, (JSON.parse(found[0]) as { "@graph": Record<string, unknown>[] })["@graph"]);
  } catch {
    // reported above
  }
}

// --- what the content says must be there -----------------------------------------------------
const registry = buildRegistry(readContentFiles());
const nodesOfType = (path: string, type: string) => (nodesOn.get(path) ?? []).filter((n) => n["@type"] === type);
for (const degree of [...entryDegrees(registry), ...postgraduateDegrees(registry)]) {
  const url = new URL(degree.href, origin);
  const programs = nodesOfType(url.pathname, "EducationalOccupationalProgram");
  if (!programs.some((n) => n.url === url.href && n.name === degree.sheet.name))
    fail(url.pathname, `no EducationalOccupationalProgram for the degree ${degree.id} at ${url.href}`);
}
// One university: every page's node (brief, from the footer's data) says what its language's home
// page's (full) says.
for (const [path, nodes] of nodesOn) {
  const [home] = nodesOfType(inLocale("/", localeOfPath(path).code), "CollegeOrUniversity");
  const [university] = nodes.filter((n) => n["@type"] === "CollegeOrUniversity");
  for (const key of ["@id", "name", "url", "logo", "address", "telephone", "email"])
    if (university && home && JSON.stringify(university[key]) !== JSON.stringify(home[key]))
      fail(path, `the university's ${key} differs from the home page's`);
}
// The offices the contact page lists, the International Office's last (content/international.yaml).
const offices = [...registry.site.offices, registry.international.office].map((o) => o.name);
for (const path of ["/", "/contact-us"]) {
  const [university] = nodesOfType(path, "CollegeOrUniversity");
  const named = ((university?.contactPoint as { contactType?: string }[] | undefined) ?? []).map((p) => p.contactType);
  if (JSON.stringify(named) !== JSON.stringify(offices))
    fail(path, `the university in full expected, with a contact point for each office: ${offices.join("، ")}`);
}
const questions = registry.faq.reduce((n, g) => n + g.questions.length, 0);
const faq = nodesOfType("/help", "FAQPage")[0];
if ((faq?.mainEntity as unknown[] | undefined)?.length !== questions)
  fail("/help", `a FAQPage with ${questions} questions expected`);
const works = ["ScholarlyArticle", "Book", "Report"].flatMap((t) => nodesOfType("/publications", t));
if (works.length !== registry.publications.length)
  fail("/publications", `${works.length} publication nodes for ${registry.publications.length} publications`);

// Every news item has its NewsArticle on its own page; the news page lists them all, newest first.
for (const n of registry.news) {
  const url = new URL(newsArticlePath(n.slug), origin);
  const [article] = nodesOfType(url.pathname, "NewsArticle");
  if (article?.url !== url.href || article.headline !== n.title)
    fail(url.pathname, `no NewsArticle for the item ${n.slug}`);
}
const newsList = (nodesOfType(pagePath("/news"), "CollectionPage")[0]?.mainEntity ?? {}) as {
  itemListElement?: { url?: string }[];
};
const listed = (newsList.itemListElement ?? []).map((item) => item.url);
if (JSON.stringify(listed) !== JSON.stringify(registry.news.map((n) => new URL(newsArticlePath(n.slug), origin).href)))
  fail(pagePath("/news"), `a CollectionPage listing the ${registry.news.length} news items, newest first, expected`);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(failures.join("\n"));
  console.error(`\nSEO check: ${failures.length} problem(s) (${entries.length} sitemap URLs, ${pages.length} pages).`);
  process.exit(1);
}
console.log(
  `SEO check: sitemap.xml valid (sitemaps.org 0.9), ${entries.length} URLs each with a lastmod; ` +
    `${blocks} JSON-LD blocks on ${indexable.size} indexable pages, none on ${pages.length - indexable.size} others; ` +
    `${entryDegrees(registry).length + postgraduateDegrees(registry).length} programs, ${questions} questions, ` +
    `${works.length} publications, ${registry.news.length} news items; ${seconds} s.`,
);
