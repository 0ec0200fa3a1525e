/**
 * Where a link hands its target to be preloaded. The links (components/ui/AppLink.tsx) sit at
 * the ground of the layers and the preload queue belongs to the shell, which the layers below the
 * pages may not import; so the root route (root.tsx) plugs the shell's preloader in here and the
 * links call it. Without it (in a unit test) a link preloads nothing.
 */
let preloader: ((href: string) => void) | undefined;

/** Sets what preloads a link's target (the shell's route preload). */
export function setLinkPreloader(preload: (href: string) => void): void {
  preloader = preload;
}

/** Asks for a link's target to be preloaded, if a preloader is set. */
export function preloadLink(href: string): void {
  preloader?.(href);
}

// One observer for every link that preloads once in view: it preloads the target when the link
// comes within 100 px of the screen.
let observer: IntersectionObserver | undefined;

/** Preloads a link's target once the link comes near the screen; returns what stops watching. */
export function preloadWhenInView(a: HTMLAnchorElement): () => void {
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
  observer.observe(a);
  return () => observer!.unobserve(a);
}
