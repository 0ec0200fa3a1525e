/**
 * String work on the markup the components render: the sheet cuts each block out of a whole page
 * or component, and opens what a visitor would open. Pure: no rendering here.
 */

/** The first match of `pattern` in `html`; throws when a component no longer renders what the sheet looks for. */
export function pick(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`The sheet's block «${what}» found nothing for ${pattern} (did the component change?).`);
  return match[0];
}

/** Every <details> open: the sheet shows what a visitor would open. */
export const openDetails = (html: string) => html.replace(/<details(?![^>]*\bopen\b)/g, "<details open");
