/**
 * Markdown as HTML, for news items and prose pages, and made safe in one place. News bodies and
 * prose pages (the accessibility statement's «الهاتف: +970 2 000 1000») give phone numbers and
 * e-mail addresses inside Arabic sentences: laid out right to left, `+970 2 000 1060` would read
 * `1060 000 2 970+` (issue 52). So each becomes a link (`tel:`, `mailto:`) kept left to right, as
 * ContactLinks does elsewhere on the site. Its own instance: marked's shared defaults stay as
 * they are for anyone else.
 *
 * The Markdown is written by editors through the CMS and Markdown lets them write any HTML: an
 * account in the wrong hands, or a snippet pasted from elsewhere, could put a form, an event
 * handler or a `javascript:` link on the university's pages. So whatever marked makes goes through
 * one sanitiser (sanitize-html) with an allow-list: the elements and attributes the site's prose
 * is written with, and nothing else. The build (the loaders, at prerender or server time) and the
 * CMS's preview both call `proseHtml`, so the preview shows exactly what a page will.
 * The Content-Security-Policy, which refuses inline scripts, is the second wall behind this one
 * (decision 021). This module runs in loaders and in the CMS: never in the public site's browser.
 */
import { Marked, type TokenizerAndRendererExtension } from "marked";
import { decodeHTML, escapeUTF8 } from "entities";
import sanitizeHtml from "sanitize-html";
import { DEFAULT_LOCALE, LOCALES, inLocale, localeByCode } from "#app/i18n/locales.ts";
import { markedRuns } from "#app/lib/bidi.ts";
import { PHONE, emailParts, phoneHref, whatsappHref } from "#app/lib/contacts.ts";

/** A phone number (contacts.ts) where the text at hand begins. */
const PHONE_HERE = new RegExp(`^${PHONE.source}`);

const phone: TokenizerAndRendererExtension = {
  name: "phone",
  level: "inline",
  start: (src) => {
    const at = src.search(/\+\d/);
    return at < 0 ? undefined : at;
  },
  tokenizer: (src) => {
    const match = PHONE_HERE.exec(src);
    return match ? { type: "phone", raw: match[0], text: match[0] } : undefined;
  },
  renderer: (token) => `<a class="ltr whitespace-nowrap" href="${phoneHref(token.text)}">${token.text}</a>`,
};

/** An address as the link's text, in parts a line may break between (emailParts; EmailLink draws the same). */
const emailText = (address: string) =>
  emailParts(address)
    .map(({ text, whole }) => (whole ? `<span class="whitespace-nowrap">${escapeUTF8(text)}</span>` : escapeUTF8(text)))
    .join("<wbr>");

/**
 * The Markdown of a page in `language`: phone numbers and e-mail addresses kept left to right,
 * and each run of the other script in a `<bdi>` with its direction and language, as BidiText
 * marks the site's other texts: on an Arabic page «WCAG» and «JavaScript» are read in English
 * (issue 56). Only runs that have a language: a code, a number or an address stays as it was.
 * Code (`codespan`, a code block) is no language's words, and is not a text token.
 */
function contactsMarked(language: string): Marked {
  const page = localeByCode(language).dir;
  return new Marked({
    extensions: [phone],
    renderer: {
      // GFM links bare addresses already: an e-mail address is kept left to right too.
      link(token) {
        if (!token.href.startsWith("mailto:")) return false;
        // A bare address (GFM links it) is written in its parts; a link's own words stay as written.
        const text = token.text === token.href.slice("mailto:".length) ? emailText(token.text) : null;
        if (text === null) return `<a class="ltr" href="${token.href}">${this.parser.parseInline(token.tokens)}</a>`;
        // Named by the address whole, as EmailLink is: VoiceOver on iOS may stop at each part.
        return `<a class="ltr" href="${token.href}" aria-label="${escapeUTF8(token.text)}">${text}</a>`;
      },
      text(token) {
        if ("tokens" in token && token.tokens) return false;
        const plain = "escaped" in token && token.escaped ? decodeHTML(token.text) : token.text;
        const runs = markedRuns(plain, page);
        if (!runs.some((r) => r.lang)) {
          const text = runs.map((r) => r.text).join("");
          // Marked's own rendering, unless a formula's operator was bound to its operands (bidi.ts).
          return text === plain ? false : escapeUTF8(text);
        }
        return runs
          .map((r) =>
            r.lang ? `<bdi dir="${r.dir}" lang="${r.lang}">${escapeUTF8(r.text)}</bdi>` : escapeUTF8(r.text),
          )
          .join("");
      },
    },
  });
}
const markedIn = new Map<string, Marked>(LOCALES.map((l) => [l.code, contactsMarked(l.code)]));
const markdownIn = (language: string) => markedIn.get(language) ?? markedIn.get(DEFAULT_LOCALE.code)!;

/**
 * What the prose may contain: the elements Markdown writes for paragraphs, headings, lists, links,
 * emphasis, quotes, code, tables and rules. Anything else (forms and their fields, images, frames,
 * scripts, styles, media, any other tag) is dropped; its text stays, except a script's or a
 * style's, which is no text at all. Of attributes only these, and none of `on…`, `style`, `id`.
 */
export const PROSE_ALLOW_LIST = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "del",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "bdi",
    // An e-mail address's parts and where a line may break between them (emailText).
    "span",
    "wbr",
  ],
  // The page's title is its one h1 (PageHeader): a heading in the text is one level below it;
  // h5 and h6 are the lowest level the prose styles. Struck-out words stay struck out (`~~…~~`),
  // so that "~~Monday~~ Tuesday" never reads "Monday Tuesday".
  transformTags: { h1: "h2", h5: "h4", h6: "h4" },
  allowedAttributes: {
    // `aria-label`: a bare e-mail address's name, the address whole (emailText's parts).
    a: ["href", "title", "aria-label"],
    ol: ["start"],
    th: [{ name: "align", values: ["left", "center", "right"] }],
    td: [{ name: "align", values: ["left", "center", "right"] }],
    // A run in the other language (markLanguages), or one an editor marks so.
    bdi: [
      { name: "dir", values: ["ltr", "rtl"] },
      { name: "lang", values: ["ar", "en"] },
    ],
  },
  // The classes the prose needs: a phone number or an e-mail address kept left to right, a phone
  // number and each part of an address kept on one line.
  allowedClasses: { a: ["ltr", "whitespace-nowrap"], span: ["whitespace-nowrap"] },
  // Links to the web, to an address and to a number; a link within the site (`/help`, `#dates`)
  // has no scheme and stays. `javascript:`, `data:`, `vbscript:` and the rest lose their `href`,
  // however they are cased or encoded; so does `//host`, which names no scheme.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Void elements, written without an end tag (`<wbr></wbr>` is an error in HTML).
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "wbr"],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object"],
  parseStyleAttributes: false,
} satisfies sanitizeHtml.IOptions;

/**
 * HTML made of the allow-list alone. In another language than the default, a link within the site
 * (written as the default locale's path, `/help`) goes to the page in that language (`/en/help`),
 * as the site's own links do (decision 026).
 */
export function safeProseHtml(html: string, language: string = DEFAULT_LOCALE.code): string {
  if (language === DEFAULT_LOCALE.code) return sanitizeHtml(html, PROSE_ALLOW_LIST);
  return sanitizeHtml(html, {
    ...PROSE_ALLOW_LIST,
    transformTags: {
      ...PROSE_ALLOW_LIST.transformTags,
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: inLocale(attribs.href, language) } : attribs,
      }),
    },
  });
}

/** The university's numbers that a body's links treat apart from a call (content/site.yaml). */
export interface ProseNumbers {
  /** The number it answers on WhatsApp: written in a body, it opens a chat, as on the contact page. */
  whatsapp?: string;
}

/**
 * A news item's or a prose page's Markdown as safe HTML (one renderer for both): phone numbers and
 * e-mail addresses as links, the university's WhatsApp number as a chat, then the allow-list.
 */
export function proseHtml(markdown: string, language?: string, numbers: ProseNumbers = {}): string {
  let html = markdownIn(language ?? DEFAULT_LOCALE.code).parse(markdown, { async: false });
  // The phone extension links every number for a call; marked's instances are shared by every
  // body, so the one number that is a chat is relinked here, by its exact `tel:` address.
  if (numbers.whatsapp)
    html = html.replaceAll(`href="${phoneHref(numbers.whatsapp)}"`, `href="${whatsappHref(numbers.whatsapp)}"`);
  return safeProseHtml(html, language);
}
