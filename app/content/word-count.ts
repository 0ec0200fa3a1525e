/**
 * The words of a Markdown text, as a reader counts them: runs of letters or digits between spaces,
 * after the parts a reader never sees are taken out (a link's address, an HTML tag, an image's
 * path). Markup characters on their own (`#`, `-`, `**`, `1.`) are not words.
 */
export function wordCount(markdown: string): number {
  const seen = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]*>/g, " ")
    .replace(/^\s*\d+[.)](?=\s)/gm, " ");
  return seen.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
