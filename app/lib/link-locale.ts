/**
 * Where a link learns the language of its target. The site's links are written as the default
 * locale's paths (lib/paths.ts) and go to the page in the language of the page they are on
 * (decision 026); the links sit at the ground of the layers, below the locale registry, so the
 * root route (root.tsx) plugs the rule in here, as it plugs in the preloader (link-preload.ts).
 * Without it (in a unit test) a link goes where it is written.
 */
let localize: ((to: string, pagePathname: string) => string) | undefined;

/** Sets how a link's path is put in the language of the page it is on. */
export function setLinkLocalizer(rule: (to: string, pagePathname: string) => string): void {
  localize = rule;
}

/** A link's path in the language of the page at `pagePathname`. */
export function localLink(to: string, pagePathname: string): string {
  return localize ? localize(to, pagePathname) : to;
}
