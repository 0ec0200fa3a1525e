import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Progressive enhancement for `<details>` menus (which work without JavaScript):
 * close them on navigation, on Escape (focus back to the summary), on a click outside, and when
 * focus moves outside (Tab past the last link): an open menu covers the page under it, where
 * focus would otherwise go unseen (WCAG 2.4.11).
 */
export function useDismissableDetails(root: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // Only on a navigation, not when the page hydrates: the scripts start after the first paint,
    // and a visitor may have opened a menu by then (it works without them).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    root.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [pathname, root]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const open = [...(root.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])].pop();
      if (!open) return;
      open.open = false;
      open.querySelector<HTMLElement>("summary")?.focus();
    };
    // A click or focus outside an open menu closes it.
    const closeOutside = (e: Event) => {
      root.current?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((d) => {
        if (!d.contains(e.target as Node)) d.open = false;
      });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [root]);
}
