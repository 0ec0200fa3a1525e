import type { ComponentProps, MouseEvent } from "react";
import { useLocation } from "react-router";
import { preloadLink, preloadWhenInView } from "#app/lib/link-preload.ts";
import { localLink } from "#app/lib/link-locale.ts";
import { followLink, isActiveLink } from "#app/lib/link-navigation.ts";

/** A link that preloads once in view: a ref that watches it until it goes. */
function observe(el: HTMLAnchorElement | null) {
  if (el) return preloadWhenInView(el);
}

type PreloadMode = "viewport" | "intent" | "none";

/**
 * What a link's props say, written on the anchor for content kept as the server wrote it
 * (Kept.tsx), whose links React does not hydrate: when the target is preloaded, if not on intent,
 * and whether a click keeps the scroll position.
 */
export const LINK_DATA = { preload: "data-preload", keepScroll: "data-keep-scroll" } as const;

export type AppLinkProps = Omit<ComponentProps<"a">, "href" | "ref"> & {
  /** The target, written as the default locale's path (lib/paths.ts). */
  to: string;
  /** When the target is preloaded: on intent (hover, focus, touch), once in view, or never. */
  preload?: PreloadMode;
  /** Keep the scroll position (a filter that changes the page's query). */
  preventScrollReset?: boolean;
  /** What the navigation hands the next page without the address (history state). */
  state?: unknown;
};

/** A link's own handler for a sign of intent (hover, focus, touch), preloading its target first. */
function preloadingOnIntent<E extends { currentTarget: HTMLAnchorElement }>(
  preload: PreloadMode,
  handler?: (e: E) => void,
) {
  if (preload === "none") return handler;
  return (e: E) => {
    preloadLink(e.currentTarget.href);
    handler?.(e);
  };
}

/**
 * A link inside the site, in the page's language (decision 026, lib/link-locale.ts): a plain
 * anchor that the app follows itself (lib/link-navigation.ts) and that preloads its target through
 * the shell's preload queue (lib/link-preload.ts), on intent or, with `preload="viewport"`, once
 * it is in view. No hooks but the location: a page has up to a hundred links, and each is
 * hydrated on a low-end phone (decision 027).
 */
export function AppLink({
  to,
  preload = "intent",
  preventScrollReset,
  state,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: AppLinkProps) {
  const { pathname } = useLocation();
  return (
    <a
      href={localLink(to, pathname)}
      {...props}
      {...{ [LINK_DATA.preload]: preload === "intent" ? undefined : preload }}
      {...{ [LINK_DATA.keepScroll]: preventScrollReset ? "" : undefined }}
      ref={preload === "viewport" ? observe : undefined}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        followLink(e, { preventScrollReset, state });
      }}
      onMouseEnter={preloadingOnIntent(preload, onMouseEnter)}
      onFocus={preloadingOnIntent(preload, onFocus)}
      onTouchStart={preloadingOnIntent(preload, onTouchStart)}
    />
  );
}

/**
 * AppLink for navigation menus: the current page's link, or the link of a section the page is
 * in, is marked (`aria-current="page"`, and the class its `className` function gives).
 */
export function AppNavLink({
  className,
  ...props
}: Omit<AppLinkProps, "className"> & { className?: string | ((state: { isActive: boolean }) => string) }) {
  const { pathname } = useLocation();
  const isActive = isActiveLink(localLink(props.to, pathname).replace(/[?#].*$/, ""), pathname);
  return (
    <AppLink
      {...props}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
