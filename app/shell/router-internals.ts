/**
 * The one place the shell goes past React Router's public API (decision 008): it reads, and
 * never writes, the URL of a route module's code from React Router's manifest on `window`. React
 * Router has no public way to say which file a route's code is in, and the shell needs it to
 * import a page's code before React Router does: React Router's own import reloads the page on a
 * failure with no guard, while the shell's loads the target as a document (chunk-failures.ts),
 * and a preload's import puts the module where React Router's import of the same URL finds it
 * (the browser's module map: one module per URL).
 *
 * One test fails when this changes: "hovering a link imports the target page's own code"
 * (tests/e2e/shell-chunks.spec.ts). No other file names React Router's globals
 * (tests/router-globals.rules.test.ts). What it costs to delete: see decisions 008 and 035.
 */

interface ManifestGlobal {
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
}

/** The URL of a route module's code (`undefined` before hydration or for an unknown route id). */
export function routeModuleUrl(routeId: string): string | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as unknown as ManifestGlobal).__reactRouterManifest?.routes[routeId]?.module;
}
