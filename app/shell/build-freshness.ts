/**
 * Build freshness. One second after load the client fetches its own build's manifest, then asks
 * `builds/latest.json` for the current build (at load, every BUILD_POLL_MS and whenever the tab
 * becomes visible). Once a newer build is out, the next navigation is a full page load, so the
 * visitor gets the new build at the page they were going to anyway.
 */
import { BUILD_ID } from "./build-info.ts";
import { BUILD_POLL_MS, MANIFEST_FETCH_DELAY_MS } from "./constants.ts";
import { fetchLatestBuild } from "#app/lib/server-clock.ts";
import { clickOnLink, linkClickTarget } from "#app/lib/link-navigation.ts";

let stale = false;

async function checkLatest(): Promise<void> {
  const latest = await fetchLatestBuild();
  if (latest?.id && latest.id !== BUILD_ID) stale = true;
}

/** A click on a link the app would follow in the page (lib/link-navigation.ts). */
function followedInApp(event: MouseEvent): boolean {
  const a = (event.target as Element | null)?.closest?.("a[href]");
  return a instanceof HTMLAnchorElement && linkClickTarget(clickOnLink(event, a), window.location.origin) !== undefined;
}

export function startBuildFreshness(): void {
  const begin = () =>
    setTimeout(() => {
      void fetch(`/builds/meta/${BUILD_ID}.json`).catch(() => undefined);
      // The check in a task of its own: starting a fetch is a few milliseconds of a low-end
      // phone's main thread, and two in one task made a long one (decision 027).
      setTimeout(() => {
        void checkLatest();
        setInterval(checkLatest, BUILD_POLL_MS);
      }, 0);
    }, MANIFEST_FETCH_DELAY_MS);
  if (document.readyState === "complete") begin();
  else window.addEventListener("load", begin, { once: true });

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkLatest();
  });

  // Stale: keep React Router from handling the next navigation, so the browser loads it in full.
  // Capture on window runs before React's listeners on the document.
  window.addEventListener(
    "click",
    (event) => {
      if (stale && followedInApp(event)) event.stopPropagation();
    },
    true,
  );
  window.addEventListener(
    "submit",
    (event) => {
      if (stale) event.stopPropagation();
    },
    true,
  );
  window.addEventListener("popstate", () => {
    if (stale) window.location.reload();
  });
}
