import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { useLocation } from "react-router";
import { pageHasHydrated, markPageHydrated } from "#app/lib/useHydrated.ts";
import { followAnchor } from "#app/lib/link-navigation.ts";
import { preloadLink, preloadWhenInView } from "#app/lib/link-preload.ts";
import { LINK_DATA } from "./AppLink.tsx";

/** What React is given for the content it keeps: nothing, and it leaves the element's children be. */
const KEEP = { __html: "" };

/** Whether a block mounting now finds the server's HTML to keep: in the browser, until the first hydration ends. */
const hydratingNow = () => typeof document !== "undefined" && !pageHasHydrated();

/** The anchor an event inside the block happened on, if any. */
function anchorOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const a = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return a instanceof HTMLAnchorElement && event.currentTarget.contains(a) ? a : null;
}

/** A link's target preloaded on a sign of intent (hover, focus, touch), unless the link says never. */
function preloadOnIntent(event: SyntheticEvent<HTMLElement>) {
  const a = anchorOf(event);
  if (a && a.getAttribute(LINK_DATA.preload) !== "none") preloadLink(a.href);
}

/** A click on a link followed inside the app, as the link's own handler would (AppLink.tsx). */
function followClickedLink(event: MouseEvent<HTMLElement>) {
  const a = anchorOf(event);
  if (a) followAnchor(event, a, { preventScrollReset: a.hasAttribute(LINK_DATA.keepScroll) });
}

type KeptProps = HTMLAttributes<HTMLElement> & {
  /** The element the block is (its tag, as the server writes it). */
  as?: "div" | "section" | "ul" | "ol" | "article" | "aside";
  /**
   * The block shows something of the address's query (a title with the words searched for): it
   * gives way when the query changes too. Without it, a new query (a filter, the finder's answer)
   * leaves the block as it is: rendering it again would rebuild its elements for nothing.
   */
  query?: boolean;
  children: ReactNode;
};

/**
 * A block of the page that React keeps as the server wrote it when the page hydrates: it does not
 * render, compare or commit what is inside, which on a low-end phone is most of a content page's
 * hydration (decision 027). What is inside must look the same on the server and in the browser
 * and need no React of its own: text, images, native `<details>`, and links, whose clicks and
 * preloads this block handles for them (the same rules as AppLink). No buttons, forms or state.
 *
 * Its element carries `data-kept`, for the browser tests and for whoever reads the page's HTML.
 *
 * The block is kept for the page it was loaded on. Once the path changes (another college on the
 * same route), or the query when the block says it shows it, it renders its children as any
 * component does, and a block mounted after the first hydration (a page reached inside the app)
 * renders them from the start. Should React have rendered the page on the client instead of
 * hydrating it (a hydration error), the block finds itself empty and renders its children at once,
 * before the frame is drawn.
 */
export function Kept({ as = "div", query = false, children, ...props }: KeptProps) {
  const { pathname, search } = useLocation();
  const here = query ? pathname + search : pathname;
  const [keptAt, setKeptAt] = useState(() => (hydratingNow() ? here : null));
  const keep = keptAt === here;
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (keep && !ref.current?.hasChildNodes()) setKeptAt(null);
  }, [keep]);

  useEffect(() => {
    markPageHydrated();
    if (!keep || !ref.current) return;
    const links = ref.current.querySelectorAll<HTMLAnchorElement>(`a[${LINK_DATA.preload}="viewport"]`);
    const stops = [...links].map(preloadWhenInView);
    return () => stops.forEach((stop) => stop());
  }, [keep]);

  // Each of the tags takes the same attributes; typed as one of them so the ref fits.
  const Tag = as as "div";
  if (!keep)
    return (
      <Tag {...props} data-kept="" ref={ref}>
        {children}
      </Tag>
    );
  return (
    <Tag
      {...props}
      data-kept=""
      ref={ref}
      onClick={followClickedLink}
      onMouseOver={preloadOnIntent}
      onFocus={preloadOnIntent}
      onTouchStart={preloadOnIntent}
      dangerouslySetInnerHTML={KEEP}
      suppressHydrationWarning
    />
  );
}
