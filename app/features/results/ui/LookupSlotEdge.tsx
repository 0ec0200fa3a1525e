/**
 * Marks where the results lookup starts and ends in the page's HTML. The production server answers
 * a no-JavaScript lookup with the prerendered page and this part alone rendered again
 * (lookup-page.server.tsx), so a lookup costs its derivation and a few components, not a page.
 * An empty template shows nothing and is harmless in the browser.
 */
export function LookupSlotEdge({ edge }: { edge: "start" | "end" }) {
  return <template data-lookup-slot={edge} />;
}
