/**
 * The page's scripts start after its first paint. A page is prerendered HTML that reads fine
 * before it hydrates; on a slow link its first paint waits for what it fetches first (HTML,
 * stylesheet, fonts: about 85 KB), and React Router's module preloads (about 120 KB, fetched at
 * high priority) would share that link and hold the paint back. So the server's render (for the
 * prerendered files too) rewrites the end of the document:
 *   - the `<link rel="modulepreload">` tags are taken out;
 *   - React Router's bootstrap module (`<script type="module" async>`) is held as an inert data
 *     block (`type="text/x-after-paint"`, same text);
 *   - a small inline script (the starter, below), once the first paint is on screen, adds the
 *     preloads back, evaluates the modules but the entry one by one and puts the bootstrap in as
 *     a module script, with the held block's nonce. Its text is the held block's, so the page's
 *     CSP hash (or nonce) allows it exactly as before.
 * On a fast link this costs one frame; on a slow one the page is painted as soon as its own
 * bytes are in, and the scripts then have the link to themselves. Without JavaScript nothing
 * changes: the page never ran scripts.
 */
export const HELD_TYPE = "text/x-after-paint";
export const HELD_ID = "scripts-after-paint";

const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script((?:\snonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

/** The chunks vite.config.ts makes of the framework and the app's shared modules (and Rolldown's runtime). */
export const CHUNK = {
  runtime: "rolldown-runtime",
  framework: "framework",
  reactDom: "react-dom",
  shared: "shared",
} as const;

/**
 * Those chunks, leaves first: the starter evaluates each in a task of its own before the bootstrap
 * runs, so no single task evaluates the whole framework (a long task on a slow phone, where a tap
 * would wait for it).
 */
const FRAMEWORK_CHUNKS = [CHUNK.runtime, CHUNK.framework, CHUNK.reactDom, CHUNK.shared];

/** The client entry: evaluating it starts hydration, so only the bootstrap imports it, last. */
const ENTRY_CHUNK = "entry.client";

const chunkName = (url: string) =>
  url
    .split("/")
    .pop()!
    .replace(/-[\w-]{8}\.js$/, "");

/**
 * The modules the starter evaluates one per task before the bootstrap: the framework's chunks,
 * leaves first, then the page's own (the route manifest, the routes' code, the chunks they share),
 * which the bootstrap would otherwise evaluate in one task with the entry (issue 33). Not the entry.
 */
export function evaluatedFirst(modules: string[]): string[] {
  const framework = FRAMEWORK_CHUNKS.flatMap((name) => modules.filter((url) => chunkName(url) === name));
  const own = modules.filter((url) => !framework.includes(url) && chunkName(url) !== ENTRY_CHUNK);
  return [...framework, ...own];
}

/**
 * The starter: waits for the first contentful paint (its PerformanceObserver entry comes once the
 * frame is on screen; a browser without paint timing waits two frames instead), adds the preloads
 * one per task (each starts a request, 0.7–2 ms of the main thread here: all of them at once were
 * a 7–11 ms task, a blocking one on a phone eight times slower; issue 33), evaluates the modules
 * (evaluatedFirst) one per task, then puts in the bootstrap (which evaluates the entry and starts
 * hydration). A chunk that fails to load goes straight to the bootstrap, which fails as it always
 * would. A tab opened in the background paints, and so starts, when shown. Written out, not
 * minified by a tool: it is short.
 */
function starter(modules: string[]): string {
  const first = evaluatedFirst(modules);
  return `(function(){var d=0,h,u=${JSON.stringify(modules)},f=${JSON.stringify(first)};function s(){h=document.getElementById(${JSON.stringify(HELD_ID)});if(d||!h)return;d=1;p(0)}function p(i){if(i>=u.length)return n(0);var l=document.createElement("link");l.rel="modulepreload";l.href=u[i];document.head.appendChild(l);setTimeout(function(){p(i+1)},0)}function n(i){if(i>=f.length)return b();import(f[i]).then(function(){setTimeout(function(){n(i+1)},0)},b)}function b(){var m=document.createElement("script");m.type="module";m.nonce=h.nonce;m.textContent=h.textContent;h.replaceWith(m)}function later(){setTimeout(s,0)}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(later)})}})();`;
}

/** The document with its scripts started after the first paint (unchanged when it has no bootstrap). */
export function startScriptsAfterPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [whole, nonceAttr, body] = bootstrap;
  const modules = [...new Set([...html.matchAll(PRELOAD)].map((m) => m[1]))];
  const held =
    `<script${nonceAttr} type="${HELD_TYPE}" id="${HELD_ID}">${body}</script>` +
    `<script${nonceAttr}>${starter(modules)}</script>`;
  return html.replace(whole, () => held).replace(PRELOAD, "");
}

/** The modules a page's starter adds (the budget counts them as part of a first load). */
export function modulesStartedAfterPaint(html: string): string[] {
  const list = /\bu=(\[[^\]]*\]),f=/.exec(html);
  return list ? (JSON.parse(list[1]) as string[]) : [];
}
