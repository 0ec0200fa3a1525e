/**
 * Every link of a running site, each `#fragment` included, with linkinator (`checkFragments`).
 *
 * Each page is checked by its own linkinator run (`recurse: false`), and the pages it links to are
 * queued for theirs. A single recursive run is not enough: linkinator 7.6 checks a fragment only
 * while it fetches the fragment's page, so a `/help#tuition-fees` found after `/help` was fetched
 * (from another page) would pass unchecked, and a broken fragment would be reported under the page
 * that first linked its target (linkinator issue: pull requests #880 and #881). On its own, a page's
 * run fetches every target after it has read all the page's links, so each fragment is checked, and
 * each broken link is reported with the page that has it. Linkinator 8 fixes both, but a recursive
 * run still reads only the pages under the address it started from (its «root path»): started from
 * every page of the sitemap, it left 44 of 189 pages unread (the filters' and finder's query pages
 * among them), so each page still has its own run.
 *
 * Links to other origins are skipped (no network); links to `siteUrl` (the public origin the build
 * writes in canonical links, `og:url` and the JSON-LD) are rewritten to the server checked.
 */
import { LinkChecker, LinkState, type LinkResult } from "linkinator";

export interface LinkCheckOptions {
  /** The origin of the server to check, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** Paths (with any query) to start from; the pages they link to are checked in turn. */
  start: readonly string[];
  /** The public origin absolute links name, checked on `origin` instead. */
  siteUrl?: string;
  /** Requests at a time within one page's run. */
  concurrency?: number;
  /** Pages checked at a time. */
  pagesAtOnce?: number;
  /** A bound on the pages followed, against a site that makes up URLs without end. */
  maxPages?: number;
  /** Called after each page, e.g. for progress. */
  onPage?: (path: string, links: number) => void;
}

export interface BrokenLink {
  /** The page (path and query) where the link is. */
  page: string;
  /** The link, as a path on the site (with its fragment) or an absolute URL. */
  link: string;
  /** The HTTP status (0: no answer; 200 for a missing fragment). */
  status: number;
  reason: string;
}

export interface LinkCheckReport {
  /** Every page checked (paths with query), in order. */
  pages: string[];
  /** Links checked on those pages (one per distinct target per page). */
  links: number;
  /** Distinct addresses checked, other origins aside. */
  addresses: number;
  /** Links skipped: other origins, `mailto:`, `tel:`. */
  skipped: number;
  broken: BrokenLink[];
}

/** A path that names a page rather than a file (`/help`, `/colleges/it/iti`, not `/assets/x.js`). */
const looksLikePage = (url: URL) => !/\.[a-z0-9]+$/i.test(url.pathname);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const { origin, concurrency = 8, pagesAtOnce = 2, maxPages = 2000 } = options;
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : undefined;
  const local = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || "/" : url);
  const rewrite = options.siteUrl
    ? [{ pattern: new RegExp(`^${escapeRegExp(options.siteUrl)}(?=/|$|[?#])`), replacement: origin }]
    : [];
  const queue = [...new Set(options.start)];
  const seen = new Set(queue);
  const report: LinkCheckReport = { pages: [], links: 0, addresses: 0, skipped: 0, broken: [] };
  const addresses = new Set<string>();

  async function checkPage(path: string) {
    const pageUrl = origin + path;
    const result = await new LinkChecker().check({
      path: pageUrl,
      recurse: false,
      checkFragments: true,
      concurrency,
      timeout: 20_000,
      // The site's URLs are clean (a page is `/help`, never `/help/`): resolve relative links
      // against the page's own URL, as a browser does, rather than as if it were a folder.
      cleanUrls: true,
      // Each page has one URL (docs/decisions/007): a link answered with a redirect is a link to fix.
      redirects: "error",
      urlRewriteExpressions: rewrite,
      // linkinator 8 decides on the link as written, before the rewrite: the public origin is ours.
      linksToSkip: async (link) => ![origin, siteOrigin].includes(new URL(link).origin),
    });
    const links = result.links.filter((l: LinkResult) => l.url !== pageUrl || l.parent);
    report.pages.push(path);
    report.links += links.length;
    for (const l of result.links) {
      if (l.state === LinkState.SKIPPED) {
        report.skipped++;
        continue;
      }
      addresses.add(l.url.split("#")[0]);
      if (l.state === LinkState.BROKEN) {
        const reason =
          (l.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : "")).find(Boolean) ||
          (l.status ? `HTTP ${l.status}` : "no answer");
        // A fragment of the page itself is reported without a parent: it is the page's own link.
        const broken = { page: l.parent ? local(l.parent) : path, link: local(l.url), status: l.status ?? 0, reason };
        // linkinator may report one missing fragment twice (it validates fragments in two places).
        if (!report.broken.some((b) => b.page === broken.page && b.link === broken.link)) report.broken.push(broken);
        continue;
      }
      const url = new URL(l.url);
      const next = url.pathname + url.search;
      if (url.origin === origin && looksLikePage(url) && !seen.has(next)) {
        if (seen.size >= maxPages)
          throw new Error(`more than ${maxPages.toLocaleString("en-US")} pages: is the site generating endless URLs?`);
        seen.add(next);
        queue.push(next);
      }
    }
    options.onPage?.(path, links.length);
  }

  // A few pages at a time; each page's run may queue more.
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (!queue.length && !active) return resolve();
      while (active < pagesAtOnce && queue.length) {
        active++;
        checkPage(queue.shift()!).then(() => {
          active--;
          pump();
        }, reject);
      }
    };
    pump();
  });
  report.addresses = addresses.size;
  report.broken.sort((a, b) => a.page.localeCompare(b.page) || a.link.localeCompare(b.link));
  return report;
}
