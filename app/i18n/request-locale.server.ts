/**
 * The locale of the request being served, for the server's code below the routes (the registry a
 * loader reads, the messages `serverT` formats, the titles): set once per request by the root's
 * middleware from the request's path (decision 026), so no helper has to be handed it.
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "./locales.ts";

/**
 * Node's `AsyncLocalStorage`, asked of Node itself rather than imported: this module also reaches
 * a browser, where the CMS's previews draw the site's breadcrumbs with the page titles its readers
 * format (content/navigation.ts), and Vite's stand-in for a Node module there throws when touched
 * (in development) or is empty (in a build). In a browser there is none, and every message is the
 * default locale's, as the previews are.
 */
const hooks = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => typeof import("node:async_hooks") | undefined } }
).process?.getBuiltinModule?.("node:async_hooks");
const current: AsyncLocalStorage<Locale> | undefined = hooks && new hooks.AsyncLocalStorage<Locale>();

/** Runs `serve` (the rest of the request) in the locale of the page's address (`url`, React Router's). */
export function inRequestLocale<T>(url: URL, serve: () => T): T {
  return current ? current.run(localeOfPath(url.pathname), serve) : serve();
}

/** The locale of the request being served; the default outside of one (a script, a test, a browser). */
export function requestLocale(): Locale {
  return current?.getStore() ?? DEFAULT_LOCALE;
}
