import { startTransition, useEffect, useState, type ReactNode } from "react";
import { MessagesContext, type Messages } from "./messages.ts";
import { loadMessages } from "./messages.client.ts";
import { whenIdle } from "#app/lib/later.ts";

/**
 * Provides the locale's messages for whatever renders without the root loader's data (a page
 * that failed on the server, or a navigation whose root loader failed). They are fetched once
 * from their cacheable URL; before hydration when the page needs them at once.
 */
export function MessagesProvider({
  locale,
  initial,
  children,
}: {
  locale: string;
  initial?: Messages;
  children: ReactNode;
}) {
  const [messages, setMessages] = useState(initial);
  useEffect(() => {
    if (initial) return;
    let active = true;
    // Not needed for the page in view: fetched when the browser is idle, off the first load's path.
    // Only what renders without the root's messages reads them (useT), so only that re-renders; in
    // a transition, in slices, not in one long task.
    const cancel = whenIdle(
      () => void loadMessages(locale).then((m) => active && m && startTransition(() => setMessages(m))),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [initial, locale]);
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}
