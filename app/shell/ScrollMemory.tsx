import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import { scrollOnArrival } from "./scroll-memory.ts";

/**
 * Scroll positions inside the app, on React Router's public hooks: each history entry's position
 * is remembered when it is left, and a back or forward returns to it; a new page starts at its top
 * (or its fragment), unless the navigation keeps the position. The browser keeps what it does
 * best: a reload, or a return to a page loaded as a document, is restored by the browser itself
 * (the window's restoration is the app's only while it runs: `manual` until the page is hidden).
 * Not React Router's `<ScrollRestoration>`: it writes an inline script into every page, which
 * reads session storage before the first paint (decision 027), and it is the only thing the site
 * would import from the module that holds React Router's `<Link>` and `<Form>`, 4 KB gzip of
 * code the site does not use on every first load (decision 008).
 *
 * Positions live in memory, by the entry's key (the first entry of each load has the key
 * "default", which is why none of them goes to storage), and in session storage when the page is
 * hidden, read back at the first return, for entries of an earlier load of this tab.
 */
const STORAGE_KEY = "al-ofoq:scroll";
const positions = new Map<string, number>();
let stored: Record<string, number> | undefined;

/** The next navigation keeps the scroll position (said by the site's link navigator). */
let keepNext = false;
export function keepScrollOnNextNavigation(keep: boolean): void {
  keepNext = keep;
}

function savedPosition(key: string): number | undefined {
  if (positions.has(key)) return positions.get(key);
  if (key === "default") return undefined;
  try {
    stored ??= JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    stored = {};
  }
  return stored[key];
}

function store(): void {
  try {
    const all = { ...stored, ...Object.fromEntries(positions) };
    delete all.default;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: back and forward inside this load still work from memory.
  }
}

export function ScrollMemory(): null {
  const location = useLocation();
  const arrival = useNavigationType();
  const navigation = useNavigation();
  const first = useRef(true);

  // The window's restoration is the app's while it runs, the browser's when the page is hidden.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const hide = () => {
      positions.set(location.key, window.scrollY);
      store();
      window.history.scrollRestoration = "auto";
    };
    const show = () => (window.history.scrollRestoration = "manual");
    window.addEventListener("pagehide", hide);
    window.addEventListener("pageshow", show);
    return () => {
      window.removeEventListener("pagehide", hide);
      window.removeEventListener("pageshow", show);
    };
  }, [location.key]);

  // A navigation is leaving this entry: remember where the reader is.
  useEffect(() => {
    if (navigation.state !== "idle") positions.set(location.key, window.scrollY);
  }, [navigation.state, location.key]);

  // The new page is in (under the route overlay's cover): scroll before it is shown.
  useLayoutEffect(() => {
    if (first.current) {
      // The page as loaded: the browser has placed it (at the top, its fragment, or where a reload was).
      first.current = false;
      return;
    }
    const action = scrollOnArrival({
      arrival,
      hash: location.hash,
      keep: keepNext,
      saved: savedPosition(location.key),
    });
    keepNext = false;
    if (!action) return;
    if ("top" in action) window.scrollTo(0, action.top);
    else document.getElementById(action.fragment)?.scrollIntoView();
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per entry arrived at
  return null;
}
