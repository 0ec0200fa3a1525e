/**
 * E-mail addresses and phone numbers in running text: where they are, where each links to, and
 * where an address may break at the end of a line. One reading for the content's paragraphs
 * (ContactText) and for Markdown (content/markdown.ts), so an answer on the help page and a news
 * item link the same text the same way: a student on a phone taps the number to call it or the
 * address to write (issue 52 kept them left to right; this makes them links wherever they are).
 */

/** An e-mail address; its domain ends at a letter or a digit, so a full stop after it stays out. */
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** An international number written in groups: `+970 2 000 1060`, `+970 59 000 1000`. */
export const PHONE = /\+\d{1,3}(?: \d{1,4}){2,4}(?!\d)/;

/** A piece of running text: plain text, or an address or a number with the link it opens. */
export type ContactRun = { kind: "text"; text: string } | { kind: "email" | "phone"; text: string; href: string };

/** Either, not inside a longer word or number (`x+970 2 000 1000`, `a.b@c.d` after a letter is whole). */
const CONTACT = new RegExp(`(?<![\\w.+-])(?:(${EMAIL.source})|(${PHONE.source}))`, "g");

export const phoneHref = (number: string) => `tel:${number.replace(/\s/g, "")}`;
export const emailHref = (address: string) => `mailto:${address}`;

/** The text cut into plain runs and the addresses and numbers in it, in order; their texts join to the whole. */
export function contactRuns(text: string): ContactRun[] {
  const runs: ContactRun[] = [];
  let plainFrom = 0;
  for (const m of text.matchAll(CONTACT)) {
    if (m.index > plainFrom) runs.push({ kind: "text", text: text.slice(plainFrom, m.index) });
    runs.push(
      m[1]
        ? { kind: "email", text: m[1], href: emailHref(m[1]) }
        : { kind: "phone", text: m[2], href: phoneHref(m[2]) },
    );
    plainFrom = m.index + m[0].length;
  }
  if (plainFrom < text.length) runs.push({ kind: "text", text: text.slice(plainFrom) });
  return runs;
}

/**
 * An address cut where a line may end inside it: after the `@` and before each dot
 * (`admission@` `al-ofoq` `.example`), never at a hyphen, which would read as the address's end
 * («admission@al-» / «ofoq.example»). Each part is laid out whole and a line may break between
 * parts; a part longer than `WHOLE_UP_TO` characters may also break where the browser would (so
 * a long part never runs past a 360 px screen).
 */
export function emailParts(address: string): { text: string; whole: boolean }[] {
  const at = address.lastIndexOf("@");
  if (at < 0) return [{ text: address, whole: false }];
  const parts = [address.slice(0, at + 1), ...address.slice(at + 1).split(/(?=\.)/)];
  return parts.map((text) => ({ text, whole: text.length <= WHOLE_UP_TO }));
}
export const WHOLE_UP_TO = 24;
