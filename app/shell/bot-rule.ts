import { isbotNaive } from "isbot";

/**
 * Whether a failure replaces the page with the error page. For search-engine crawlers,
 * link-preview bots and performance-audit bots, a runtime error after load is only logged:
 * they keep the page they were given. A 404 is a 404 for everyone.
 *
 * By isbot's naive pattern (bot, crawl, spider, search, scan, http, lighthouse): the rule runs in
 * the browser, for the bots that run a page's scripts, and those name themselves so. isbot's whole
 * list (2.5 KB minified, 1.3 KB of every page's gzip) knows every agent that fetches a page.
 */
export function showsErrorPage({
  userAgent,
  status,
  afterLoad,
}: {
  userAgent: string | null | undefined;
  status: number;
  afterLoad: boolean;
}): boolean {
  if (status === 404 || !afterLoad) return true;
  return !isbotNaive(userAgent ?? "");
}
