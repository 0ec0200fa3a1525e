import { isbot } from "isbot";

/**
 * Whether a failure replaces the page with the error page. For search-engine crawlers,
 * link-preview bots and performance-audit bots, a runtime error after load is only logged:
 * they keep the page they were given. A 404 is a 404 for everyone.
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
  return !isbot(userAgent ?? "");
}
