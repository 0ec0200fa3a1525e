/**
 * Decap's forms are laid out left to right and know nothing of the text in them. Arabic fields
 * must read right to left and Latin ones (a slug, a course code, an English name) left to right:
 * `dir="auto"` lets each input, text area, label and hint take the direction of its own text.
 */
const SELECTOR =
  "input:not([type=checkbox]):not([type=radio]):not([dir]), textarea:not([dir]), label:not([dir]), p:not([dir])";

export function fieldsFollowTheirText(root: HTMLElement) {
  const mark = (scope: ParentNode) => scope.querySelectorAll(SELECTOR).forEach((el) => el.setAttribute("dir", "auto"));
  mark(root);
  // The forms are drawn and redrawn as the editor moves between entries.
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        if (node.matches(SELECTOR)) node.setAttribute("dir", "auto");
        mark(node);
      });
    }
  }).observe(root, { childList: true, subtree: true });
}
