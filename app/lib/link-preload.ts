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
