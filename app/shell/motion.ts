/** True when the visitor asked for less motion (the shell then swaps and hides without sliding). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
