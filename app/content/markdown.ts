/**
 * Markdown as HTML, for news items and prose pages. News bodies give phone numbers and e-mail
 * addresses inside Arabic sentences: laid out right to left, `+970 2 000 1060` would read
 * `1060 000 2 970+`. So each becomes a link (`tel:`, `mailto:`) kept left to right, as
 * ContactLinks does elsewhere on the site. Its own instance: the prose pages keep marked's defaults.
 *
 * The Markdown is written by editors through the CMS and reviewed in git before it is published.
 * It is not sanitised yet (a separate issue will do that): the HTML is what marked makes of it.
 */
import { Marked, marked, type TokenizerAndRendererExtension } from "marked";

/** An international number written in groups: `+970 2 000 1060`, `+970 59 000 1000`. */
const PHONE = /^\+\d{1,3}(?: \d{1,4}){2,4}(?!\d)/;

const phone: TokenizerAndRendererExtension = {
  name: "phone",
  level: "inline",
  start: (src) => {
    const at = src.search(/\+\d/);
    return at < 0 ? undefined : at;
  },
  tokenizer: (src) => {
    const match = PHONE.exec(src);
    return match ? { type: "phone", raw: match[0], text: match[0] } : undefined;
  },
  renderer: (token) => `<a class="ltr" href="tel:${token.text.replace(/\s/g, "")}">${token.text}</a>`,
};

const newsMarked = new Marked({
  extensions: [phone],
  renderer: {
    // GFM links bare addresses already: an e-mail address is kept left to right too.
    link(token) {
      if (!token.href.startsWith("mailto:")) return false;
      return `<a class="ltr" href="${token.href}">${this.parser.parseInline(token.tokens)}</a>`;
    },
  },
});

/** A news item's body as HTML (not sanitised yet: see above). */
export function newsHtml(markdown: string): string {
  return newsMarked.parse(markdown, { async: false });
}

/** A prose page's body as HTML, with marked's defaults (not sanitised yet either). */
export function pageHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
