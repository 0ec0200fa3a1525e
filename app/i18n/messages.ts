/**
 * Interface strings (not content) per locale. The server renders with the bundled file of the
 * locale in use; browsers get the same strings in the root loader's data and, for pages that
 * render without it (a server error), from `/_i18n/{hash}/{locale}/messages.json`.
 */
import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { formatMessage, type MessageValues } from "./format-message";

export type Messages = Record<string, string>;

/**
 * A message with its arguments (ICU plural and select, see format-message.ts). A missing key
 * shows the key, so a gap is visible in review.
 */
export function translate(messages: Messages | undefined, key: string, values?: MessageValues): string {
  const template = messages?.[key];
  return template === undefined ? key : formatMessage(template, values);
}

/** Messages when the root loader has none (server: bundled file; browser: fetched file). */
export const MessagesContext = createContext<Messages | undefined>(undefined);

export function useT() {
  const root = useRouteLoaderData("root") as { messages?: Messages } | undefined;
  const fallback = useContext(MessagesContext);
  const messages = root?.messages ?? fallback;
  return (key: string, values?: MessageValues) => translate(messages, key, values);
}
