/** The bundled messages of every locale, for server rendering and the root loader. */
import { translate, type Messages } from "./messages.ts";
import type { MessageValues } from "./format-message.ts";
import { requestLocale } from "./request-locale.server.ts";

const files = import.meta.glob<Messages>("./messages/*.json", { import: "default", eager: true });

export function serverMessages(locale: string): Messages {
  return files[`./messages/${locale}.json`] ?? {};
}

/**
 * The messages of some groups, for a loader to send with its data: each page carries the words it
 * shows and no others (in the locale of the request being served unless told). A group is a
 * namespace (`"home"`: what comes before a key's first dot) or any leading part of a key
 * (`"results.banner"`, `"count.years"`): a page that shows one corner of another page's words
 * sends that corner, not the whole namespace (issue 33: the HTML a phone parses).
 */
export function messagesFor(groups: readonly string[], locale = requestLocale().code): Messages {
  const inGroup = (key: string) => groups.some((g) => key === g || key.startsWith(`${g}.`));
  return Object.fromEntries(Object.entries(serverMessages(locale)).filter(([key]) => inGroup(key)));
}

/** A message formatted on the server (a loader that writes a sentence into its data). */
export function serverT(key: string, values?: MessageValues, locale = requestLocale().code): string {
  return translate(serverMessages(locale), key, values, key, locale);
}
