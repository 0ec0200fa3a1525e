/**
 * Decodes percent-escapes in text that came from the address bar or a cookie (a fragment, a path
 * segment): a malformed escape (`#%E0%A4%A`) is kept as typed instead of throwing, which in a
 * React effect would replace the page with the error page.
 */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
