/**
 * The content registry as the server and the prerenderer see it. The files are bundled into
 * the server build (no disk reads at request time), parsed and validated once: a broken file
 * fails the build with the file, line and field named. One registry per language the content is
 * written in (decision 026).
 */
import { buildRegistries, type Registries, type Registry } from "./registry.ts";
import { bundledContentFiles } from "./bundled-files.ts";
import { requestLocale } from "#app/i18n/request-locale.server.ts";

export const registries: Registries = buildRegistries(bundledContentFiles);

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
