/**
 * The route overlay's controller. On a client navigation to another path, a full-screen cover
 * slides up (COVER_MS) and stays at least MIN_COVER_MS from the start of the navigation; the root
 * client middleware holds the page swap until then, so the swap always happens under full cover.
 * Once the new page has rendered, the cover slides away (REVEAL_MS after REVEAL_DELAY_MS).
 * One transition at a time: a navigation during a transition reuses the cover that is there.
 */
import { navigationPending } from "./navigation-tracking.ts";
import { prefersReducedMotion } from "./motion.ts";
import { COVER_MS, MIN_COVER_MS, REVEAL_DELAY_MS, REVEAL_MS } from "./constants.ts";

type OverlayState = "hidden" | "covering" | "covered" | "leaving";

let element: HTMLElement | null = null;
let state: OverlayState = "hidden";
let covered: Promise<void> = Promise.resolve();
let animation: Animation | undefined;

function setState(next: OverlayState) {
  state = next;
  if (element) element.dataset.state = next;
  // Nothing behind a cover that is coming or there takes focus: the new page is let in when it
  // has rendered (pageRendered), at the latest when the cover leaves.
  if (next === "covering" || next === "covered") setPageInert(true);
  else setPageInert(false);
}

/**
 * The page behind the cover (every element of the body but the cover, the announcer and the
 * scripts) made inert, or let in again. The cover takes taps itself; this keeps Tab and a screen
 * reader's cursor off a page that cannot be seen.
 */
function setPageInert(inert: boolean) {
  if (!element) return;
  for (const el of document.body.children)
    if (el !== element && el instanceof HTMLElement && !el.matches("script, [role=status]")) el.inert = inert;
}

/** The new page has rendered under the cover: it takes focus now, before the cover leaves. */
export function pageRendered(): void {
  setPageInert(false);
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

export function attachOverlay(el: HTMLElement | null) {
  element = el;
  if (!el) return;
  el.dataset.state = state;
  el.dataset.ready = ""; // mounted: client navigations from now on are covered
}

export const overlayState = () => state;

/** A navigation to another path starts: resolves when the page is fully covered. */
export function coverForNavigation(): Promise<void> {
  if (!element || prefersReducedMotion()) return Promise.resolve();
  if (state === "covering" || state === "covered") return covered;
  const startedAt = performance.now();
  if (state === "leaving") {
    // The page is partly visible: cover it again at once, never swap where it can be seen, and
    // hold the cover MIN_COVER_MS from now like any other navigation's.
    animation?.cancel();
    animation = element.animate([{ transform: "translateY(0)" }], { duration: 0, fill: "forwards" });
    setState("covered");
    covered = wait(MIN_COVER_MS);
    return covered;
  }
  setState("covering");
  animation = element.animate([{ transform: "translateY(100%)" }, { transform: "translateY(0)" }], {
    duration: COVER_MS,
    easing: "cubic-bezier(0.65, 0, 0.35, 1)",
    fill: "forwards",
  });
  covered = animation.finished
    .then(() => wait(Math.max(0, MIN_COVER_MS - (performance.now() - startedAt))))
    .then(() => {
      if (state === "covering") setState("covered");
    })
    .catch(() => undefined);
  return covered;
}

/**
 * The new page has rendered: slide the cover away, unless another navigation has started since
 * (it may start in the very frame the page rendered); that navigation's page reveals instead.
 */
export async function revealAfterRender(renderedPath: string): Promise<boolean> {
  if (!element || state === "hidden") return false;
  await covered;
  // Another navigation may have started since this page rendered, in the very frame even: wait
  // until it has ended. If it went to another page, that page reveals when it renders (the router
  // may be there before React has rendered it: React renders in a transition). If it only changed
  // the query, React may never show the overlay a new navigation state to react to, so this page
  // reveals: waiting for a render that never comes left the cover up on a loaded machine.
  while (navigationPending()) await nextFrame();
  // The address is the router's location once a navigation is committed (or, going back or
  // forward, as soon as it starts): a page that is no longer at the address does not reveal.
  if (state !== "covered" || window.location.pathname !== renderedPath) return false;
  setState("leaving");
  const cover = animation;
  animation = element.animate([{ transform: "translateY(0)" }, { transform: "translateY(-100%)" }], {
    duration: REVEAL_MS,
    delay: REVEAL_DELAY_MS,
    easing: "cubic-bezier(0.65, 0, 0.35, 1)",
    fill: "both",
  });
  cover?.cancel();
  try {
    await animation.finished;
  } catch {
    return false; // cancelled: a new navigation covered the page again
  }
  animation.cancel();
  setState("hidden");
  return true;
}
