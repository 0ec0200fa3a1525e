/**
 * Which changes of address Decap's one editor form cannot follow (office-chrome.ts reloads the page
 * for them): the addresses are Decap's routes, `#/collections/{folder}/entries/{entry}` and
 * `#/collections/{folder}/new`.
 */

/**
 * Whether a change of address moves the one editor form to an entry Decap would show wrongly: from
 * an entry's form to another entry's, or from a new entry's form to an entry of another folder.
 */
export function isFormJump(fromUrl: string, toUrl: string): boolean {
  const from = formOf(fromUrl);
  const to = formOf(toUrl);
  if (!from || !to || to.slug === undefined) return false;
  if (from.slug === undefined) return from.collection !== to.collection;
  return from.collection !== to.collection || from.slug !== to.slug;
}

/** The folder and entry of a form at an address (no entry: a new entry's form), or null for any other view. */
function formOf(url: string): { collection: string; slug?: string } | null {
  const entry = /#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(url);
  if (entry) return { collection: entry[1], slug: decodeURIComponent(entry[2]) };
  const created = /#\/collections\/([^/?#]+)\/new(?:[?#]|$)/.exec(url);
  return created ? { collection: created[1] } : null;
}
