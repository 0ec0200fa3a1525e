/**
 * Scroll-driven reveals: sections marked `data-reveal` rise into place as they enter the
 * viewport. Only when scripts run and motion is welcome (app.css keys the hidden state on
 * `html[data-reveals]`), so content is never hidden without JavaScript.
 */
import { prefersReducedMotion } from "./motion.ts";

let observer: IntersectionObserver | undefined;

/** (Re)measures every marked element: called on each page and when the splash has gone. */
export function refreshReveals(): void {
  if (typeof window === "undefined" || prefersReducedMotion()) return;
  document.documentElement.setAttribute("data-reveals", "");
  observer?.disconnect();
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-revealed", "");
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  document.querySelectorAll("[data-reveal]:not([data-revealed])").forEach((el) => observer!.observe(el));
}
