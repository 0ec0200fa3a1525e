import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * Scroll positions, remembered per history entry and restored on back, forward and reload: React
 * Router's own hook, without the inline script its `<ScrollRestoration>` writes into every page
 * (decision 027). On every load that script read session storage and rewrote the history entry
 * before the first paint, each a synchronous trip to the browser process: 2–4 ms of the parse in
 * Lighthouse's trace, 8× that on a low-end phone. A fresh load has nothing to restore, and the
 * browser itself restores a reload or a return to a page (the hook hands scrolling back to it
 * when a page is left); the entry's key is given by entry.client before the router starts
 * (history-key.ts).
 */
export function ScrollMemory(): null {
  useScrollRestoration();
  return null;
}
