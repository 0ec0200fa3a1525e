/**
 * What a paste into a Markdown field keeps: the text, its paragraphs, lists, headings and links, and
 * nothing else. Word puts its own HTML on the clipboard (`mso-` styles, `<o:p>`, lists written as
 * paragraphs with a typed bullet, images as `file://` or `data:` addresses), a web page its own
 * markup; Decap's editor turned either into nodes it could not draw (an image inside a paragraph
 * crashed it with a TypeError, losing the unsaved entry). Here the clipboard's HTML becomes plain
 * Markdown (turndown), and that Markdown becomes the few elements the editor draws well (marked),
 * so the editor only ever receives what it could have typed itself.
 *
 * Pure (a string in, a string out) so the rules are tested in Node; the widget that calls it on a
 * paste is forms/markdown-widget.tsx.
 */
import TurndownService from "turndown";
import { Marked } from "marked";

/** Links the site keeps (decision 021): the web, e-mail, a telephone number, a page of the site. */
const KEPT_LINK = /^(https?:|mailto:|tel:|\/(?!\/))/i;

/** Word's list paragraphs: `class="MsoListParagraphCxSpFirst"` or `style="mso-list:l0 level1 lfo1"`. */
const wordListLevel = (el: HTMLElement): number | undefined => {
  const style = el.getAttribute("style") ?? "";
  const level = /mso-list:\s*l\d+\s+level(\d+)/i.exec(style);
  if (level) return Number(level[1]);
  return /^MsoListParagraph/i.test(el.getAttribute("class") ?? "") ? 1 : undefined;
};

/** The bullet or number Word types before a list paragraph's text (`<span style="mso-list:Ignore">`). */
const isWordMarker = (el: HTMLElement) => /mso-list:\s*Ignore/i.test(el.getAttribute("style") ?? "");

/** Whether a Word list paragraph is numbered: its typed marker is a number or a letter, then «.» or «)». */
function wordMarkerIsNumber(el: HTMLElement): boolean {
  const marker = Array.from(el.querySelectorAll("span")).find(isWordMarker);
  return /^\s*[\p{N}\p{L}]{1,3}[.)]/u.test(marker?.textContent ?? "");
}

function converter(): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "*",
    strongDelimiter: "**",
  });
  // Not prose: their words go too.
  service.remove(["script", "style", "head", "title", "meta", "link", "noscript", "template", "iframe", "object"]);
  service.remove(["svg", "math", "textarea", "select", "button", "input"] as TurndownService.Filter);

  // Pictures go through the form's picture field, never inside the text.
  service.addRule("picture", { filter: ["img", "picture", "video", "audio", "canvas"], replacement: () => "" });
  service.addRule("word-marker", {
    filter: (node) => node.nodeName === "SPAN" && isWordMarker(node),
    replacement: () => "",
  });

  // Emphasis, underline, code and quotes are not kept: Word and Google Docs put them on whole
  // documents (a bold wrapper, a monospace style), and the site's prose is paragraphs and lists.
  service.addRule("plain", {
    filter: [
      "b",
      "strong",
      "i",
      "em",
      "u",
      "s",
      "del",
      "code",
      "mark",
      "sub",
      "sup",
      "small",
      "big",
      "font",
    ] as TurndownService.Filter,
    replacement: (content) => content,
  });
  service.addRule("quote-as-paragraph", {
    filter: ["blockquote", "pre"],
    replacement: (content) => `\n\n${content}\n\n`,
  });

  // The page's title is its one first-level heading: a pasted h1 is a section's heading (h2), and
  // the levels the prose styles end at h4.
  service.addRule("heading", {
    filter: ["h1", "h2", "h3", "h4", "h5", "h6"],
    replacement: (content, node) => {
      const text = content.trim();
      if (!text) return "";
      const level = Math.min(Math.max(Number(node.nodeName[1]), 2), 4);
      return `\n\n${"#".repeat(level)} ${text.replace(/\n+/g, " ")}\n\n`;
    },
  });

  service.addRule("link", {
    filter: (node) => node.nodeName === "A",
    replacement: (content, node) => {
      const href = ((node as HTMLElement).getAttribute("href") ?? "").trim();
      if (!content.trim() || !KEPT_LINK.test(href)) return content;
      return `[${content}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
    },
  });

  service.addRule("word-list-paragraph", {
    filter: (node) => node.nodeName === "P" && wordListLevel(node) !== undefined,
    replacement: (content, node) => {
      const el = node as HTMLElement;
      const level = wordListLevel(el) ?? 1;
      const text = content.trim().replace(/\n+/g, " ");
      if (!text) return "";
      const marker = wordMarkerIsNumber(el) ? "1." : "-";
      return `\n${"    ".repeat(level - 1)}${marker} ${text}\n`;
    },
  });

  // A table's rows become paragraphs, its cells joined by «، ».
  service.addRule("table-cell", { filter: ["td", "th"], replacement: (content) => ` ${content.trim()} ،` });
  service.addRule("table-row", {
    filter: "tr",
    replacement: (content) => `\n\n${content.trim().replace(/\s*،$/, "")}\n\n`,
  });
  service.addRule("table", { filter: ["table", "thead", "tbody", "tfoot", "caption"], replacement: (c) => c });

  // A line break inside a paragraph starts a paragraph, inside a list item a space.
  service.addRule("break", {
    filter: "br",
    replacement: (_content, node) => (node.parentNode && closest(node, "LI") ? " " : "\n\n"),
  });

  // `<` stays a character: the Markdown is read again below, and HTML in it would be markup.
  const escape = service.escape.bind(service);
  service.escape = (text: string) => escape(text).replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return service;
}

function closest(node: Node, name: string): boolean {
  for (let at = node.parentNode; at; at = at.parentNode) if (at.nodeName === name) return true;
  return false;
}

let service: TurndownService | undefined;

/** The clipboard's HTML as the Markdown the site's prose is written in. */
export function pastedMarkdown(html: string): string {
  service ??= converter();
  // Word's conditional comments (`<![if !supportLists]>`) are comments: their words are markers.
  const markdown = service.turndown(html.replace(/<!\[if[^\]]*\]>|<!\[endif\]>/gi, ""));
  return tidy(markdown);
}

/** Plain text (a paste with no HTML): its lines are paragraphs. */
export function plainTextMarkdown(text: string): string {
  service ??= converter();
  return tidy(
    text
      .split(/\r?\n\s*\r?\n|\r?\n/)
      .map((line) => service!.escape(line.trim()))
      .filter(Boolean)
      .join("\n\n"),
  );
}

/** One blank line between blocks, none inside a list, no hard spaces, no spaces at line ends. */
function tidy(markdown: string): string {
  return (
    markdown
      .replace(/\u00a0/g, " ")
      .replace(/[ \t]+$/gm, "")
      .replace(/(\S)[ \t]{2,}(?=\S)/g, "$1 ")
      .replace(/^[ \t]+(?![ \t]|[-*+] |\d+\. )/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      // Items of one list, written a blank line apart, are one tight list.
      .replace(/^(\s*(?:-|\d+\.) .*)\n\n(?=\s*(?:-|\d+\.) )/gm, "$1\n")
      .trim()
  );
}

/**
 * The Markdown as the HTML the editor takes from a paste: only paragraphs, headings, lists and
 * links, with no whitespace between the blocks (the editor would read it as empty paragraphs).
 */
const editorMarked = new Marked({ gfm: true, breaks: false });

export function editorHtml(markdown: string): string {
  const html = editorMarked.parse(markdown, { async: false });
  return html
    .replace(/>\s*\n\s*</g, "><")
    .replace(/\n/g, " ")
    .trim();
}
