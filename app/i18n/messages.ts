/**
 * Interface strings (not content) per locale. The server renders with the bundled file of the
 * locale in use; browsers get the same strings in the root loader's data and, for pages that
 * render without it (a server error), from `/_i18n/{hash}/{locale}/messages.json`.
 */
import { createContext, createElement, Fragment, use, useCallback, type ReactNode } from "react";
import { useMatches } from "react-router";
import { formatMessage, type MessageValues } from "./format-message.ts";
import { DEFAULT_LOCALE } from "./locales.ts";
import { useLocale } from "./useLocale.ts";

export type Messages = Record<string, string>;

/**
 * A message with its arguments (ICU plural and select, see format-message.ts). A missing key
 * shows the key, so a gap is visible in review.
 */
export function translate(
  messages: Messages | undefined,
  key: string,
  values?: MessageValues,
  /** Shown instead of the key when the message is missing (where a key would be worse). */
  fallback = key,
  /** The language of `messages`, whose plural rules count (the default locale's unless said). */
  locale: string = DEFAULT_LOCALE.code,
): string {
  const template = messages?.[key];
  return template === undefined ? fallback : formatMessage(template, values, locale);
}

/** Messages when the root loader has none (server: bundled file; browser: fetched file). */
export const MessagesContext = createContext<Messages | undefined>(undefined);

/** The last merge of the matched routes' messages, and what it was merged from. */
let lastMerge: { from: readonly (Messages | undefined)[]; messages: Messages } | undefined;

/**
 * The matched routes' messages as one set, merged once for all the components that ask: each
 * component of a page asks with the same loader data, and a page has dozens (decision 027).
 */
function merged(sent: readonly (Messages | undefined)[]): Messages {
  const same = lastMerge && lastMerge.from.length === sent.length && sent.every((m, i) => m === lastMerge!.from[i]);
  if (!same) lastMerge = { from: sent, messages: Object.assign({}, ...sent) as Messages };
  return lastMerge!.messages;
}

/**
 * The messages of the page in view: the root loader's (the shell's words) and each matched
 * route's (`messages` in its loader data, see messagesFor). Without the root's data (an error page
 * rendered without it), the locale's whole file from MessagesContext. The server renders with the
 * same messages as the browser hydrates with, so a word a loader forgot shows in both.
 */
export function useT() {
  const matches = useMatches();
  const locale = useLocale().code;
  const sent = matches.map((m) => (m.loaderData as { messages?: Messages } | undefined)?.messages);
  // The context is read only without the root's messages: a component that does not read it is
  // not re-rendered when the browser's copy arrives after hydration (MessagesProvider), which would
  // otherwise render the whole page a second time on a low-end phone (decision 027).
  const messages = sent[0] ? merged(sent) : use(MessagesContext);
  return useCallback(
    (key: string, values?: MessageValues) => translate(messages, key, values, key, locale),
    [messages, locale],
  );
}

/** Where an element goes in a message: pass `slot("link")` as the argument, then `withElements`. */
export const slot = (name: string) => `\uE000${name}\uE000`;

/** A formatted message with its slots replaced by elements (a link inside a sentence). */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\uE000(\w+)\uE000/)
    .map((part, i) => (i % 2 ? createElement(Fragment, { key: i }, elements[part]) : part));
}
