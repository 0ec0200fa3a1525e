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

/** Characters that are not seen but change what is seen: controls, bidi marks and overrides, zero widths. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * A path as the visitor typed it, to show on a page: its percent-escapes decoded (`/%D9%83` is
 * `/ك`), except those of the characters that give a path its structure (`%2F`, `%3F`, `%23`…,
 * as `decodeURI` keeps them) and of invisible characters (a right-to-left override, a zero-width
 * space, a control character), which stay escaped so the text shown is the text there. A
 * malformed escape (`%E0%A4%A`) is kept as written.
 */
export function readablePath(path: string): string {
  const decoded = path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURI(run);
    } catch {
      return run;
    }
  });
  return decoded.replace(INVISIBLE, (ch) => encodeURIComponent(ch));
}
