/** The bundled messages of every locale, for server rendering and the root loader. */
import { translate, type Messages } from "./messages.ts";
import type { MessageValues } from "./format-message.ts";
import { requestLocale } from "./request-locale.server.ts";

const files = import.meta.glob<Messages>("./messages/*.json", { import: "default", eager: true });

export function serverMessages(locale: string): Messages {
  return files[`./messages/${locale}.json`] ?? {};
}

/**
 * The messages of some namespaces (in the locale of the request being served unless told) (a key's namespace is what comes before its first dot), for a
 * loader to send with its data: each page carries the words it shows and no others.
 */
export function messagesFor(namespaces: readonly string[], locale = requestLocale().code): Messages {
  const wanted = new Set(namespaces);
  return Object.fromEntries(
    Object.entries(serverMessages(locale)).filter(([key]) => wanted.has(key.slice(0, key.indexOf(".")))),
  );
}

/** A message formatted on the server (a loader that writes a sentence into its data). */
export function serverT(key: string, values?: MessageValues, locale = requestLocale().code): string {
  return translate(serverMessages(locale), key, values, key, locale);
}
