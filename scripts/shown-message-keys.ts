/**
 * A word a loader forgot to send (`messagesFor`) renders as its message key, in the server's HTML
 * and the browser's alike (decision 009). These are the keys that show in a page's HTML: in its
 * text or an attribute (a label, a title, a description), its scripts and styles aside.
 */
export function shownMessageKeys(html: string, keys: ReadonlySet<string>): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const found = new Set<string>();
  for (const [word] of markup.matchAll(/[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+/g)) if (keys.has(word)) found.add(word);
  return [...found];
}
