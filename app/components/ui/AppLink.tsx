import { useEffect, useRef, type ComponentProps } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { preloadLink } from "#app/lib/link-preload.ts";
import { localLink } from "#app/lib/link-locale.ts";

// One observer for every link on the page: a link that shows up in the viewport preloads its target.
let observer: IntersectionObserver | undefined;
function observe(el: HTMLAnchorElement) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        preloadLink((entry.target as HTMLAnchorElement).href);
      }
    },
    { rootMargin: "100px" },
  );
  observer.observe(el);
  return () => observer!.unobserve(el);
}

type PreloadMode = "viewport" | "intent" | "none";
type IntentHandlers = Pick<ComponentProps<"a">, "onMouseEnter" | "onFocus" | "onTouchStart">;

/**
 * Preloads a link's target when the link enters the viewport (`"viewport"`) or on intent (hover,
 * focus, touch), through the shell's preload queue (lib/link-preload.ts). Returns the ref and handlers to put on the link.
 */
function usePreload(preload: PreloadMode, { onMouseEnter, onFocus, onTouchStart }: IntentHandlers) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (preload === "viewport" && ref.current) return observe(ref.current);
  }, [preload]);
  const intent = preload === "none" ? undefined : () => ref.current && preloadLink(ref.current.href);
  return {
    ref,
    onMouseEnter: ((e) => (intent?.(), onMouseEnter?.(e))) satisfies IntentHandlers["onMouseEnter"],
    onFocus: ((e) => (intent?.(), onFocus?.(e))) satisfies IntentHandlers["onFocus"],
    onTouchStart: ((e) => (intent?.(), onTouchStart?.(e))) satisfies IntentHandlers["onTouchStart"],
  };
}

/**
 * A link's target in the language of the page it is on: the site's links are written as the
 * default locale's paths (lib/paths.ts), and an English page's go to the English pages (decision
 * 026, lib/link-locale.ts).
 */
function useLocalTarget<T>(to: T): T {
  const { pathname } = useLocation();
  return (typeof to === "string" ? localLink(to, pathname) : to) as T;
}

/** A link inside the site that preloads its target (see usePreload), in the page's language. */
export function AppLink({
  preload = "intent",
  onMouseEnter,
  onFocus,
  onTouchStart,
  to,
  ...props
}: ComponentProps<typeof Link> & { preload?: PreloadMode }) {
  const target = useLocalTarget(to);
  return <Link to={target} {...props} {...usePreload(preload, { onMouseEnter, onFocus, onTouchStart })} />;
}

/** AppLink for navigation menus: React Router's NavLink (current page marked), preloading the same way. */
export function AppNavLink({
  preload = "intent",
  onMouseEnter,
  onFocus,
  onTouchStart,
  to,
  ...props
}: ComponentProps<typeof NavLink> & { preload?: PreloadMode }) {
  const target = useLocalTarget(to);
  return <NavLink to={target} {...props} {...usePreload(preload, { onMouseEnter, onFocus, onTouchStart })} />;
}
