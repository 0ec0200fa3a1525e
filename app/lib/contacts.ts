/**
 * E-mail addresses and phone numbers in running text: where they are, where each links to, and
 * where an address may break at the end of a line. The content's paragraphs (ContactText) find
 * both here; Markdown (content/markdown.ts) finds its phone numbers here and its addresses by
 * marked's own GFM links, and draws both as ContactLinks does. So an answer on the help page and a
 * news item link the same text the same way: a student on a phone taps the number to call it or
 * the address to write (issue 52 kept them left to right; this makes them links wherever they are).
 */

/** An address on the web, up to its last character that is not sentence punctuation. */
export const WEB_ADDRESS = /(?:https?:\/\/|www\.)[!-~]*[\w/#=&%+-]/;
/**
 * An e-mail address: it starts at a letter or a digit, and its domain ends at one, so a full stop
 * (or a dash) after it stays out.
 */
export const EMAIL = /[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]*[A-Za-z0-9])+/;
/**
 * An international number written in groups, `+970 2 000 1060`, `+970 59 000 1000`, its last group
 * of three or four digits. A number that another number follows (`… 1060 7`, `… 1060/1061`,
 * `… 123 45678`) is none: which digits to dial is not clear, and it stays text.
 */
export const PHONE = /\+\d{1,3}(?: \d{1,4}){1,3} \d{3,4}(?![ /-]?\d)/;

/** A piece of running text: plain text, or an address or a number with the link it opens. */
export type ContactRun = { kind: "text"; text: string } | { kind: "email" | "phone"; text: string; href: string };

/**
 * An address or a number, not inside a longer word or number (`x+970 2 000 1000`), nor inside a web
 * address (`https://user@host.example/`): a web address is matched first, and stays text.
 */
const CONTACT = new RegExp(`(${WEB_ADDRESS.source})|(?<![\\w.+-])(?:(${EMAIL.source})|(${PHONE.source}))`, "g");

export const phoneHref = (number: string) => `tel:${number.replace(/\s/g, "")}`;
/** A number answered on WhatsApp: a chat with it (wa.me takes the number in digits only, no «+»). */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`;
export const emailHref = (address: string) => `mailto:${address}`;

/** The text cut into plain runs and the addresses and numbers in it, in order; their texts join to the whole. */
export function contactRuns(text: string): ContactRun[] {
  const runs: ContactRun[] = [];
  let plainFrom = 0;
  for (const m of text.matchAll(CONTACT)) {
    const [, url, email, phone] = m;
    if (url) continue;
    if (m.index > plainFrom) runs.push({ kind: "text", text: text.slice(plainFrom, m.index) });
    runs.push(
      email
        ? { kind: "email", text: email, href: emailHref(email) }
        : { kind: "phone", text: phone, href: phoneHref(phone) },
    );
    plainFrom = m.index + m[0].length;
  }
  if (plainFrom < text.length) runs.push({ kind: "text", text: text.slice(plainFrom) });
  return runs;
}

/** The longest part of an address laid out whole: about half a 360 px phone's line. */
export const WHOLE_UP_TO = 24;

/**
 * An address cut where a line may end inside it: after the `@` and before each dot
 * (`admission@` `al-ofoq` `.example`), never at a hyphen, which would read as the address's end
 * («admission@al-» / «ofoq.example»). Each part is laid out whole and a line may break between
 * parts. A part longer than WHOLE_UP_TO characters is not kept whole, and breaks anywhere if it
 * must (the stylesheet's `overflow-wrap` for `mailto:` links), so it never runs past the screen.
 */
export function emailParts(address: string): { text: string; whole: boolean }[] {
  const at = address.lastIndexOf("@");
  if (at < 0) return [{ text: address, whole: false }];
  const parts = [address.slice(0, at + 1), ...address.slice(at + 1).split(/(?=\.)/)];
  return parts.map((text) => ({ text, whole: text.length <= WHOLE_UP_TO }));
}
