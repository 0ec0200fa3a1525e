/** Loads a locale's interface messages from their hashed, cacheable URL. */
import type { Messages } from "./messages.ts";
import { I18N_HASHES, messagesUrl } from "./messages-url.ts";

export async function loadMessages(locale: string): Promise<Messages | undefined> {
  try {
    const res = await fetch(messagesUrl(I18N_HASHES[locale] ?? "missing", locale));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Messages;
  } catch (error) {
    console.warn("Failed to load messages for locale", locale, error);
    return undefined;
  }
}
