import { useEffect, useRef, type ComponentProps } from "react";
import { Link } from "react-router";
import { preloadRoute } from "~/shell/route-preload";

// One observer for every link on the page: a link that shows up in the viewport preloads its target.
let observer: IntersectionObserver | undefined;
function observe(el: HTMLAnchorElement) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        preloadRoute((entry.target as HTMLAnchorElement).href);
      }
    },
    { rootMargin: "100px" },
  );
  observer.observe(el);
  return () => observer!.unobserve(el);
}

/**
 * A link inside the site. It preloads its target's code and data when it enters the viewport
 * (`preload="viewport"`) or on intent (hover, focus, touch), through the shell's preload queue.
 */
export function AppLink({ preload = "intent", onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link> & { preload?: "viewport" | "intent" | "none" }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (preload === "viewport" && ref.current) return observe(ref.current);
  }, [preload]);
  const intent = preload === "none" ? undefined : () => ref.current && preloadRoute(ref.current.href);
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(e) => (intent?.(), onMouseEnter?.(e))}
      onFocus={(e) => (intent?.(), onFocus?.(e))}
      onTouchStart={(e) => (intent?.(), onTouchStart?.(e))}
    />
  );
}
