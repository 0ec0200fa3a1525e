/**
 * The content registry as the server and the prerenderer see it: built from the content files
 * when the site is built and held in the server build as data (no disk reads at request time, no
 * parsing at start); a broken file fails the build with the file, line and field named. In
 * development, built from the bundled files as this module loads (scripts/vite-content-registries.ts).
 * One registry per language the content is written in (decision 026).
 */
import type { Registries, Registry } from "./registry.ts";
import { registries } from "virtual:content-registries";
import { requestLocale } from "#app/i18n/request-locale.server.ts";

export { registries };

/** The Arabic registry: what the site is, whatever the language of the page. */
export const registry: Registry = registries.ar;

/** The registry in `locale`, or `undefined` when the content is not written in that language. */
export function writtenRegistry(locale: string): Registry | undefined {
  return Object.hasOwn(registries, locale) ? registries[locale as keyof Registries] : undefined;
}

/** The registry in `locale`, or the Arabic one for a language the content is not written in. */
export const registryIn = (locale: string): Registry => writtenRegistry(locale) ?? registries.ar;

/**
 * The registry in the language of the request being served. A page in a language the content is
 * not written in does not exist: the root's loader answers 404 before any page asks for this.
 */
export function localRegistry(): Registry {
  return registryIn(requestLocale().code);
}
