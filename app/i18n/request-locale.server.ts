/**
 * The locale of the request being served, for the server's code below the routes (the registry a
 * loader reads, the messages `serverT` formats, the titles): set once per request by the root's
 * middleware from the request's path (decision 026), so no helper has to be handed it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "./locales.ts";

/**
 * None in a browser: the CMS's previews draw the site's breadcrumbs with the page titles this
 * module's readers format (content/navigation.ts), and Vite gives a browser bundle an empty
 * `node:async_hooks`. There every message is the default locale's, as the previews are.
 */
const current = typeof AsyncLocalStorage === "function" ? new AsyncLocalStorage<Locale>() : undefined;

/** Runs `serve` (the rest of the request) in the locale of `request`'s path. */
export function inRequestLocale<T>(request: Request, serve: () => T): T {
  return current ? current.run(localeOfPath(new URL(request.url).pathname), serve) : serve();
}

/** The locale of the request being served; the default outside of one (a script, a test, a browser). */
export function requestLocale(): Locale {
  return current?.getStore() ?? DEFAULT_LOCALE;
}
