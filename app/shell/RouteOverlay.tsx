import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigation } from "react-router";
import { Logo } from "#app/components/ui/Logo.tsx";
import { useT } from "#app/i18n/messages.ts";
import { attachOverlay, overlayState, pageRendered, revealAfterRender } from "./route-overlay-controller.ts";
import { navigationPending, pageShown } from "./navigation-tracking.ts";
import { refreshReveals } from "./reveal.ts";
import { BidiText } from "#app/components/ui/BidiText.tsx";

/** Moves focus to the new page's main heading and announces its title to screen readers. */
function announceNewPage(setAnnouncement: (s: string) => void, t: ReturnType<typeof useT>, hash: string) {
  const heading =
    document.getElementById("page-title") ??
    document.querySelector<HTMLElement>("main h1") ??
    document.getElementById("main");
  if (!hash) heading?.focus({ preventScroll: true });
  const title = heading?.textContent?.trim() || document.title;
  // Said now, with the focus, not at React's next render: the cover is about to leave.
  flushSync(() => setAnnouncement(t("route.announce", { title })));
}

/** The full-screen cover shown during client navigations, and the route announcer. */
export function RouteOverlay() {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const t = useT();
  const [announcement, setAnnouncement] = useState("");
  const lastPath = useRef(location.pathname);
  /** The page last announced: each page once, as soon as it is there. */
  const announced = useRef(location.pathname);

  useEffect(() => {
    attachOverlay(ref.current);
    return () => attachOverlay(null);
  }, []);

  // The page on the screen, for the root's middleware: set as soon as React has rendered it.
  useLayoutEffect(() => pageShown(location.pathname), [location.pathname]);

  // After each committed navigation, once nothing else is pending: focus and announce the new
  // page as soon as it has rendered (under the cover, which then leaves), then reveal it.
  useEffect(() => {
    if (navigation.state !== "idle") return;
    // Only a new path (not a hash or query change within the page) is a new page; but a cover
    // left up because a query change started just as the page rendered is lifted here too.
    const newPage = location.pathname !== lastPath.current;
    if (!newPage && overlayState() === "hidden") return;
    lastPath.current = location.pathname;
    let active = true;
    const announce = () => {
      if (announced.current === window.location.pathname) return;
      announced.current = window.location.pathname;
      pageRendered();
      announceNewPage(setAnnouncement, t, window.location.hash);
    };
    const frame = requestAnimationFrame(() => {
      refreshReveals();
      const wasCovered = overlayState() !== "hidden";
      // The page at the address, with no other navigation under way: it is the page to hear now.
      if (newPage && !navigationPending() && window.location.pathname === location.pathname) announce();
      void revealAfterRender(location.pathname).then((revealed) => {
        // Else whoever lifts the cover announces the page that is there then: this effect may have
        // been superseded meanwhile by one that found the cover already leaving. (A navigation to
        // another page during the reveal covers again, and the reveal then reports false.)
        if (revealed || (active && newPage && !wasCovered)) announce();
      });
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t and hash are read at that moment
  }, [location.pathname, navigation.state]);

  return (
    <>
      <div ref={ref} className="route-overlay" aria-hidden="true" data-state="hidden">
        <Logo className="size-16" />
      </div>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        <BidiText>{announcement}</BidiText>
      </p>
    </>
  );
}
