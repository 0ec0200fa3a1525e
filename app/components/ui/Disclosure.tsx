import type { ReactNode } from "react";

/**
 * A disclosure whose control is inside a heading (the WAI-ARIA APG accordion's markup: a
 * `<button aria-expanded aria-controls>` holding the heading's text, and the panel it shows and
 * hides). Decision 037.
 *
 * It needs no React of its own, so it works inside a kept block (Kept.tsx, decision 027), and it
 * works from the moment the button is parsed, long before the page hydrates: the one click
 * handler, for every such button of the page, is in a script in the document's <head>
 * (DISCLOSURE_SCRIPT), which also marks <html> with `data-disclosures`. What the server writes
 * serves both cases, told apart by that mark in CSS (app.css, "Disclosures"):
 *
 * - with the script, the button shows and the panels it closes are hidden from the first paint
 *   (`data-disclosure-closed`, then `hidden="until-found"`, so the browser's find in page opens
 *   them where it can), so nothing moves when the page hydrates;
 * - without it, the button is not rendered at all (`display: none`: a screen reader hears no
 *   control that does nothing), the heading is the same text without it, and every panel shows.
 */

/** Attributes the head script, the CSS and the browser tests share. */
export const DISCLOSURE = {
  /** On each button the head script handles. */
  button: "data-disclosure",
  /** On the text that stands in for the button when no script runs. */
  label: "data-disclosure-label",
  /** On every panel (what printing shows). */
  panel: "data-disclosure-panel",
  /** On a panel the server wrote closed, until the script turns it into `hidden="until-found"`. */
  closed: "data-disclosure-closed",
  /** On <html>: the head script runs. */
  scripted: "data-disclosures",
} as const;

/**
 * The head script: marks <html>, then opens and closes a panel when its button is clicked (Enter
 * and Space on a button are clicks), and marks its button open when the browser's find in page
 * opens it (`beforematch`). A panel the server wrote closed becomes `hidden="until-found"` once the
 * document is parsed (CSS hid it until then: the same box, no layout shift), or when its button is
 * first used. Inline in <head>, allowed by its hash (prerendered pages) or the request's nonce,
 * written by hand as ES5 for any browser that runs it. It adds no module to any page's first load.
 */
export const DISCLOSURE_SCRIPT = `(function(){var d=document,B="[${DISCLOSURE.button}]",C="${DISCLOSURE.closed}";d.documentElement.setAttribute("${DISCLOSURE.scripted}","");function shut(p){p.removeAttribute(C);p.setAttribute("hidden","until-found")}d.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest(B):null,p=b&&d.getElementById(b.getAttribute("aria-controls"));if(!p)return;var open=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(open));if(open){p.removeAttribute(C);p.removeAttribute("hidden")}else shut(p)});d.addEventListener("beforematch",function(e){var b=e.target.id&&d.querySelector(B+'[aria-controls="'+e.target.id+'"]');if(b)b.setAttribute("aria-expanded","true")},true);d.addEventListener("DOMContentLoaded",function(){var c=d.querySelectorAll("["+C+"]");for(var i=0;i<c.length;i++)shut(c[i])})})();`;

/**
 * A panel rendered by React after the document was parsed (a page reached inside the app) becomes
 * `hidden="until-found"` as it mounts, as the head script does for the server's (React writes
 * `hidden` only as a boolean).
 */
function closeUntilFound(panel: HTMLElement | null) {
  if (!panel?.hasAttribute(DISCLOSURE.closed) || !document.documentElement.hasAttribute(DISCLOSURE.scripted)) return;
  panel.removeAttribute(DISCLOSURE.closed);
  panel.setAttribute("hidden", "until-found");
}

/**
 * The heading's text as the disclosure's button (a chevron drawn by CSS before it), and the same
 * text alone for a page without scripts. Put it inside the heading element.
 */
export function DisclosureButton({
  controls,
  open,
  children,
}: {
  /** The panel's id. */
  controls: string;
  /** Open when the page loads. */
  open: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" {...{ [DISCLOSURE.button]: "" }} aria-expanded={open} aria-controls={controls}>
        {children}
      </button>
      <span {...{ [DISCLOSURE.label]: "" }}>{children}</span>
    </>
  );
}

/** The panel a DisclosureButton shows and hides. Give its padding to a child: a panel hidden until found keeps its own box. */
export function DisclosurePanel({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <div id={id} {...{ [DISCLOSURE.panel]: "" }} {...(open ? {} : { [DISCLOSURE.closed]: "" })} ref={closeUntilFound}>
      {children}
    </div>
  );
}
