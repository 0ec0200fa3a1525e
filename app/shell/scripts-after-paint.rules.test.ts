import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  HELD_ID,
  HELD_TYPE,
  evaluatedFirst,
  modulesStartedAfterPaint,
  startScriptsAfterPaint,
} from "./scripts-after-paint.ts";
import { inlineScripts } from "#scripts/csp-hashes.ts";

/**
 * The end of a document as React Router renders it (trimmed: an inline script stands in for the
 * one that sets its context, which the page reads and nothing here does), with or without a nonce.
 */
const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<html><head><link rel="preload" href="/a.woff2" as="font"/>` +
    `<link rel="modulepreload" href="/assets/manifest.js"${n}/><link rel="modulepreload" href="/assets/entry.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/shared.js"${n}/><link rel="stylesheet" href="/app.css"/></head><body><main>…</main>` +
    `<script${n}>window.context = {};</script>` +
    `<script${n} type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>` +
    `</body></html>`
  );
};

describe("startScriptsAfterPaint", () => {
  it("takes the module preloads out and holds the bootstrap as data, with a starter after it", () => {
    const out = startScriptsAfterPaint(page());
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    expect(out).toContain(`<script type="${HELD_TYPE}" id="${HELD_ID}">import "/assets/manifest.js";`);
    expect(modulesStartedAfterPaint(out)).toEqual(["/assets/manifest.js", "/assets/entry.js", "/assets/shared.js"]);
    // The font preload and the stylesheet stay.
    expect(out).toContain('<link rel="preload" href="/a.woff2" as="font"/>');
    expect(out).toContain('<link rel="stylesheet" href="/app.css"/>');
  });

  it("keeps the nonce of a server-rendered page on both scripts", () => {
    const out = startScriptsAfterPaint(page("abc"));
    expect(out).toContain(`<script nonce="abc" type="${HELD_TYPE}" id="${HELD_ID}">`);
    expect(inlineScripts(out).filter((s) => s.attrs.includes('nonce="abc"'))).toHaveLength(3);
  });

  it("leaves a document without React Router's bootstrap as it was", () => {
    const html = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(startScriptsAfterPaint(html)).toBe(html);
  });

  it("the held text is what the started module runs, so the page's CSP hash allows it", async () => {
    const out = startScriptsAfterPaint(page());
    const held = inlineScripts(out).find((s) => s.attrs.includes(HELD_ID))!;
    const starter = inlineScripts(out).at(-1)!;
    // Run the starter against a minimal document: after the first paint it puts in the preloads
    // and a module script with the held text and nonce.
    const added: { tag: string; props: Record<string, string> }[] = [];
    let replacedWith: Record<string, string> | undefined;
    let onPaint: ((list: { getEntriesByName(n: string): unknown[] }) => void) | undefined;
    const timers: (() => void)[] = [];
    const element = (tag: string) => {
      const props: Record<string, string> = {};
      added.push({ tag, props });
      return props;
    };
    runInNewContext(starter.body, {
      document: {
        getElementById: (id: string) =>
          id === HELD_ID
            ? { nonce: "n1", textContent: held.body, replaceWith: (m: Record<string, string>) => (replacedWith = m) }
            : null,
        createElement: element,
        head: { appendChild: () => undefined },
      },
      PerformanceObserver: class {
        constructor(cb: typeof onPaint) {
          onPaint = cb;
        }
        observe() {}
      },
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: () => undefined,
    });
    expect(added).toHaveLength(0);
    onPaint!({ getEntriesByName: () => [] });
    expect(timers).toHaveLength(0);
    onPaint!({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
    // The preloads go in one per task, then the chunks, then the bootstrap.
    while (timers.length) timers.shift()!();
    // A module the starter imports first fails here (no module loader in this context), which
    // goes to the bootstrap as a failed chunk would: once the import's rejection is handled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(added.filter((a) => a.tag === "link").map((a) => [a.props.rel, a.props.href])).toEqual([
      ["modulepreload", "/assets/manifest.js"],
      ["modulepreload", "/assets/entry.js"],
      ["modulepreload", "/assets/shared.js"],
    ]);
    expect(replacedWith).toEqual({ type: "module", nonce: "n1", textContent: held.body });
  });
});

describe("evaluatedFirst", () => {
  // Chunk names as the build writes them: a name, a hash of eight, `.js`.
  const url = (name: string) => `/assets/${name}-Ab3_x-9Z.js`;
  const modules = [
    "manifest",
    "entry.client",
    "rolldown-runtime",
    "react-dom",
    "framework",
    "shared",
    "root",
    "colleges",
  ];

  it("evaluates the framework leaves first, then the page's own modules, never the entry", () => {
    expect(evaluatedFirst(modules.map(url))).toEqual(
      ["rolldown-runtime", "framework", "react-dom", "shared", "manifest", "root", "colleges"].map(url),
    );
  });

  it("the starter of a built page carries that order", () => {
    const html =
      modules.map((m) => `<link rel="modulepreload" href="${url(m)}"/>`).join("") +
      `<script type="module" async="">import("${url("entry.client")}");</script>`;
    const out = startScriptsAfterPaint(html);
    const first = /\bf=(\[[^\]]*\])/.exec(out)![1];
    expect(JSON.parse(first)).toEqual(evaluatedFirst(modules.map(url)));
  });
});
