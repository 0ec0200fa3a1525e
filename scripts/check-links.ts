/**
 * `npm run test:links` (after a build): no broken link anywhere. Starts the production server, then
 * checks every link and `#fragment` of every page in the sitemap and every other prerendered page
 * (the editors' templates), and of every page those link to on the site (pages the server renders
 * for a query, such as `/admission-keys?stream=scientific`), with linkinator (scripts/link-check.ts).
 * Links to other origins are skipped: there is no network here. Prints what it checked; fails
 * with the list of broken links, each with the page it is on.
 */
import { relative, sep } from "node:path";
import { htmlFiles } from "./build-files.ts";
import { startServer } from "./start-server.ts";
import { checkLinks } from "./link-check.ts";

const CLIENT = "build/client";
const started = performance.now();
const server = await startServer(process.cwd());
let report;
let sitemapPages: string[];
let serverOutput: string;
let serverEnded: string | undefined;
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
  if (!locs.length) throw new Error("the sitemap lists no page");
  sitemapPages = locs.map((url) => url.pathname + url.search);
  const prerendered = [...htmlFiles(CLIENT)]
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => `/${relative(CLIENT, file).split(sep).slice(0, -1).join("/")}`);
  report = await checkLinks({
    origin: server.origin,
    // The public origin the build was made for (SITE_URL), as the sitemap names it.
    siteUrl: locs[0].origin,
    start: [...sitemapPages, ...prerendered, "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"],
  });
} finally {
  serverOutput = server.output();
  serverEnded = server.ended();
  await server.stop();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const pages = report.pages.filter((p) => !/\.[a-z]+$/.test(p));
const followed = pages.filter((p) => !sitemapPages.includes(p)).length;
const summary =
  `${report.links.toLocaleString("en")} links (${report.addresses.toLocaleString("en")} distinct addresses) on ` +
  `${pages.length} pages (${sitemapPages.length} in the sitemap, ${followed} more prerendered or linked), ` +
  `fragments included; ${report.skipped.toLocaleString("en")} links to other origins, mailto: or tel: skipped; ${seconds} s`;
if (serverEnded) {
  // Links it could not answer are not broken links: say so instead of listing them.
  console.error(`The server ${serverEnded} during the check (after ${seconds} s); run it again.\n${serverOutput}`);
  process.exit(1);
}
if (report.broken.length) {
  for (const b of report.broken) console.error(`  ${b.page} → ${b.link}: ${b.reason}`);
  // A link the server did not answer: what the server said may tell why.
  if (report.broken.some((b) => b.status === 0)) console.error(`\nThe server's output:\n${serverOutput}`);
  console.error(`\nLinks: ${report.broken.length} broken. Checked ${summary}.`);
  process.exit(1);
}
console.log(`Links: none broken. Checked ${summary}.`);
