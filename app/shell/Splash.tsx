import { useEffect, useRef } from "react";
import { Logo } from "#app/components/ui/Logo.tsx";
import { SPLASH_GONE_MARK, SPLASH_MAX_MS } from "./constants.ts";
import { refreshReveals } from "./reveal.ts";
import { prefersReducedMotion } from "./motion.ts";

/**
 * Decides before the first paint whether the splash shows: only on the first page of a visit, a
 * page opened from outside the site (a link elsewhere, a bookmark, a typed address); never on a
 * reload, a return through the history, a page reached from the site itself (the language switch,
 * a link opened in a new tab), or a data-saving or 2G connection. It asks the page alone (its
 * navigation's type and its referrer), never storage: reading session storage is a synchronous
 * trip to the browser process, 4–9 ms of the parse in Lighthouse's trace and 8× that on a
 * low-end phone (issue 33, decision 027). Inline in <head>, allowed by its hash (prerendered
 * pages) or the request's nonce. Without JavaScript it never runs, and the splash stays hidden
 * (also `@media (scripting: none)` in app.css).
 *
 * It also ends the splash: when the splash's exit animation ends (CSS, from the first paint), it
 * removes `data-splash`, which unlocks scrolling. So a page whose scripts are slow or fail to load
 * still scrolls once the splash has gone, and a page opened at a fragment (a shared link to one
 * question) is then scrolled to it, which the locked page kept the browser from doing on load;
 * unless the reader has scrolled since. While the splash is there, the page behind it is inert
 * (from the moment the document is parsed until `data-splash` goes, whoever removes it): Tab and a
 * screen reader's cursor cannot land on what cannot be seen.
 */
export const SPLASH_DECISION_SCRIPT = `(function(){try{var d=document.documentElement,c=navigator.connection||{},n=performance.getEntriesByType("navigation")[0],r=document.referrer;if(c.saveData||/2g/.test(c.effectiveType||"")||(n&&n.type!=="navigate")||r.indexOf(location.origin+"/")===0)return;d.setAttribute("data-splash","show");var k=function(on){var c=document.body?document.body.children:[];for(var i=0;i<c.length;i++)if(!c[i].classList.contains("splash")&&c[i].tagName!=="SCRIPT")c[i].inert=on};document.addEventListener("DOMContentLoaded",function(){if(d.hasAttribute("data-splash"))k(true)});var o=new MutationObserver(function(){if(!d.hasAttribute("data-splash")){k(false);o.disconnect();var h=location.hash.slice(1);try{h=decodeURIComponent(h)}catch(e){}var t=h&&!scrollY&&document.getElementById(h);if(t)t.scrollIntoView()}});o.observe(d,{attributes:true,attributeFilter:["data-splash"]});document.addEventListener("animationend",function(e){var t=e.target;if(t&&t.classList&&t.classList.contains("splash")&&d.hasAttribute("data-splash")){d.removeAttribute("data-splash");performance.mark(${JSON.stringify(SPLASH_GONE_MARK)})}},true)}catch(e){}})();`;

/** The moment an animation ended, on the performance timeline (for the splash benchmark). */
function endTime(animation: Animation | undefined): number {
  const timing = animation?.effect?.getComputedTiming();
  const start = Number(animation?.startTime ?? NaN);
  return Number.isFinite(start) && timing ? start + Number(timing.delay) + Number(timing.duration) : performance.now();
}

/** Unlocks scrolling, removes the splash and re-measures the scroll-driven reveals. */
function finish(animation?: Animation) {
  const html = document.documentElement;
  // The head script may have ended the splash already (it listens for the same animation's end).
  if (html.hasAttribute("data-splash")) {
    html.removeAttribute("data-splash");
    // When the page became visible to the eye: `npm run bench:splash` reads this mark.
    performance.mark(SPLASH_GONE_MARK, { startTime: Math.min(endTime(animation), performance.now()) });
  }
  refreshReveals();
}

/** The full-screen splash with the logo and a progress bar, shown at first load. */
export function Splash() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const html = document.documentElement;
    const el = ref.current;
    if (html.dataset.splash !== "show" || !el) return refreshReveals();
    // Motion reduced: no slide to wait for, it goes as soon as the app is here.
    if (prefersReducedMotion()) return void finish();
    // The CSS exit has been running since the first paint (the app mounts after it): let it end.
    const exit = el.getAnimations()[0];
    if (exit)
      void exit.finished.then(
        () => finish(exit),
        () => finish(),
      );
    else setTimeout(() => finish(), SPLASH_MAX_MS);
  }, []);

  return (
    <div ref={ref} className="splash" aria-hidden="true">
      <Logo className="size-20" />
      <div className="splash-bar" role="presentation">
        <span />
      </div>
    </div>
  );
}
